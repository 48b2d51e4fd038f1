import type { Subscription } from '@reelcraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { auth } from '../../../lib/auth.ts';
import { billingApi, billingKeys } from '../billing.api.ts';
import { accountIsActive, nextCheckDelay, retriesFailedCheck, type AccountAnswer } from './account-check.ts';

/** Outside `billingKeys.all`: invalidating billing once the account is active must not start the check again. */
const accountCheckKey = (round: number) => ['checkout', 'account-check', round] as const;

export type AccountCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  /** What the gateway created, as the server read it back: the result screen shows it, not the page's choice. */
  | { status: 'active'; subscription: Subscription | null }
  | { status: 'failed' };

/**
 * After a payment: asks the server to re-read the subscription from the gateway until it gives access ("Updating
 * your account…"). A TanStack query: `refetchInterval` polls while the answer is not active yet, `retry` tries a
 * failed check again (never a 4xx); both share one bound and one schedule (CONFIRM_DELAYS_MS), as one try each.
 * `start()` begins a round (again after a failed one); `stop()` forgets it (the checkout reopened for a new choice).
 */
export function useAccountCheck(): { state: AccountCheckState; start: () => void; stop: () => void } {
  const client = useQueryClient();
  // 0: no round. Each round is its own query, so "Try again" starts with a fresh count.
  const [round, setRound] = useState(0);
  const tries = useRef(0);
  const query = useQuery({
    queryKey: accountCheckKey(round),
    enabled: round > 0,
    queryFn: async (): Promise<AccountAnswer> => {
      tries.current += 1;
      const answer = await billingApi.confirmSubscription();
      return { ...answer, tries: tries.current };
    },
    // Polls while the answer is "not yet"; a failed check (4xx, or retries used up) ends the round.
    refetchInterval: (current) => {
      const { data, status, fetchStatus } = current.state;
      if (!data || status === 'error' || fetchStatus === 'fetching' || accountIsActive(data)) return false;
      return nextCheckDelay(tries.current);
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: (_failures, error) => retriesFailedCheck(tries.current, error),
    retryDelay: () => nextCheckDelay(tries.current) || 0,
    // Offline counts as a failed try like any other (the loop this replaced did the same), not a pause.
    networkMode: 'always',
    gcTime: 0,
  });

  const data = query.data;
  const active = accountIsActive(data);
  useEffect(() => {
    if (!data || !active) return;
    auth.setUser(data.user);
    void client.invalidateQueries({ queryKey: billingKeys.all });
  }, [data, active, client]);

  const start = useCallback(() => {
    tries.current = 0;
    setRound((previous) => previous + 1);
  }, []);
  const stop = useCallback(() => setRound(0), []);

  let state: AccountCheckState;
  if (round === 0) state = { status: 'idle' };
  else if (data && active) state = { status: 'active', subscription: data.subscription };
  else if (query.isError || (data && !query.isFetching && nextCheckDelay(data.tries) === false)) state = { status: 'failed' };
  else state = { status: 'checking' };
  return { state, start, stop };
}
