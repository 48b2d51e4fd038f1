import type { TFunction } from 'i18next';
import { IMAGE_MAX_BYTES, PUBLISH_QUOTA_PER_DAY, SCHEDULE_HORIZON_DAYS } from '@reelcraft/contract';
import { i18n } from './i18n.ts';
import { isApiError } from './api.ts';

/** Values a catalog text may interpolate, taken from the error's details where the server sent them. */
function interpolation(details: Record<string, unknown> | undefined): Record<string, string | number> {
  const retryAfter = Number(details?.retry_after_seconds);
  const values: Record<string, string | number> = {
    minutes: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter / 60) : 1,
    max_mb: Math.round(IMAGE_MAX_BYTES / (1024 * 1024)),
    limit: 10,
    // Issue 35: Instagram's daily posts and how far ahead a post may be planned, when the error does not say.
    total: PUBLISH_QUOTA_PER_DAY,
    max_days: SCHEDULE_HORIZON_DAYS,
  };
  for (const [key, value] of Object.entries(details ?? {})) {
    if (typeof value === 'number' || typeof value === 'string') values[key] = value;
  }
  return values;
}

/** The user-facing text for any failure: our catalog for known API codes, else the server's (translated) message. */
export function errorMessage(error: unknown, t: TFunction = i18n.t): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return t('web.errors.network');
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return t(key as 'errors.INTERNAL', interpolation(error.details));
    if (error.message && error.message !== error.code) return error.message;
  }
  return t('errors.INTERNAL');
}
