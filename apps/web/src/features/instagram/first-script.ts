import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import { isApiError } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';
import { applyLimitError, contentApi, onGenerationStarted } from '../content/content.api.ts';
import { instagramApi, instagramKeys } from './instagram.api.ts';

/** Attaching failed (as opposed to generating): the spec has its own text for it. */
class AttachError extends Error {
  constructor(cause: unknown) {
    super('attach failed', { cause });
  }
}

export type FirstScriptTarget = { analysisId: string } | { profileId: string; isActive: boolean };

/**
 * "Create my first script" for a signed-in user: the analysed account is attached (or updated) and made active, so
 * the writer uses its analysis, then a smart script starts and its page opens.
 */
export function useCreateFirstScript() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (target: FirstScriptTarget) => {
      let profileId: string;
      let isActive: boolean;
      if ('analysisId' in target) {
        try {
          const profile = await instagramApi.attach(target.analysisId);
          profileId = profile.id;
          isActive = profile.is_active;
        } catch (error) {
          throw new AttachError(error);
        }
      } else {
        ({ profileId, isActive } = target);
      }
      if (!isActive) await instagramApi.activate(profileId);
      return contentApi.generate({ type: 'smart_script' });
    },
    onSuccess: async (item) => {
      onGenerationStarted(client, item);
      void client.invalidateQueries({ queryKey: instagramKeys.profiles() });
      await navigate(`/app/content/${item.id}`);
    },
    onError: (error) => {
      if (error instanceof AttachError) {
        const cause = error.cause;
        toast.error(isApiError(cause) && cause.code === 'PROFILE_LIMIT_REACHED' ? errorMessage(cause, t) : t('web.analysis.attach_failed'));
        return;
      }
      applyLimitError(client, error);
      toast.error(errorMessage(error, t));
    },
  });
}
