/**
 * Why a download through the media proxy could not start. The HTTP layer maps these to statuses and messages:
 * URL_NOT_ALLOWED is the caller's fault (400); the IG_* codes are what Instagram's CDN told us; anything else
 * upstream is DOWNLOAD_FAILED ('Failed to download, Please try again later').
 */
export const DOWNLOAD_ERROR_CODES = ['URL_NOT_ALLOWED', 'IG_MEDIA_EXPIRED', 'IG_NOT_FOUND', 'IG_RATE_LIMITED', 'DOWNLOAD_FAILED'] as const;

export type DownloadErrorCode = (typeof DOWNLOAD_ERROR_CODES)[number];

export interface DownloadErrorDetails {
  /** Upstream HTTP status, when there was one. */
  status?: number;
  /** Machine-readable cause for logs: 'timeout', 'aborted', 'too_many_redirects', 'redirect_not_allowed', 'too_large'… */
  reason?: string;
  /** From the CDN's Retry-After on 429, when present. */
  retryAfterSeconds?: number;
}

export class DownloadError extends Error {
  readonly code: DownloadErrorCode;
  readonly details: DownloadErrorDetails;

  constructor(code: DownloadErrorCode, details: DownloadErrorDetails = {}, options?: { cause?: unknown }) {
    super(details.reason ? `${code}: ${details.reason}` : code, options);
    this.name = 'DownloadError';
    this.code = code;
    this.details = details;
  }
}

export function isDownloadError(error: unknown): error is DownloadError {
  return error instanceof DownloadError;
}
