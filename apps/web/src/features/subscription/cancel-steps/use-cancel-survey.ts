import type { CancelFlowFacts } from '@reelcraft/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { subscriptionApi, subscriptionKeys } from '../subscription.api.ts';

/**
 * The walk (survey) the answers are saved to: the open one, or one started once on arrival at a step while renewal
 * is still on. `needsSurvey` is true until it exists; `start` is the start request (its error is shown by the page).
 */
export function useCancelSurvey(facts: CancelFlowFacts | undefined, onStep: boolean) {
  const client = useQueryClient();
  const start = useMutation({
    mutationFn: () => subscriptionApi.startCancel(),
    onSuccess: () => client.invalidateQueries({ queryKey: subscriptionKeys.cancelFlow() }),
  });
  const [surveyId, setSurveyId] = useState<string | null>(null);
  const starting = useRef(false);
  const openId = facts?.open_survey?.id ?? null;
  const needsSurvey = Boolean(facts && !facts.cancel_at_period_end && !openId && !surveyId && onStep);

  // One start per visit: only from idle. After a refusal (a 403 while an admin views as the user, say) the error
  // stays on screen until "Try again" resets it; re-running on every render sent the refused start in a loop.
  const startIdle = start.isIdle;
  const startMutate = start.mutate;
  useEffect(() => {
    if (!needsSurvey || !startIdle || starting.current) return;
    starting.current = true;
    startMutate(undefined, { onSuccess: (result) => setSurveyId(result.survey_id), onSettled: () => (starting.current = false) });
  }, [needsSurvey, startIdle, startMutate]);

  return { surveyId: surveyId ?? openId, needsSurvey, start };
}
