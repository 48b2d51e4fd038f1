import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';
import { isApiError } from './api.ts';

/** The user-facing text for any failure: our catalog for known API codes, else the server's (translated) message. */
export function errorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return t('web.errors.network');
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) {
      const retryAfter = Number(error.details?.retry_after_seconds);
      const minutes = Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter / 60) : 1;
      return t(key as 'errors.INTERNAL', { minutes });
    }
    if (error.message && error.message !== error.code) return error.message;
  }
  return t('errors.INTERNAL');
}
