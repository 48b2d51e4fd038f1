/**
 * Stable failure codes of the Instagram client. The server maps them to HTTP answers and the web app translates
 * them; `instagramErrorMessages` holds the English user message for each.
 */
export const INSTAGRAM_ERROR_CODES = [
  'IG_RATE_LIMITED',
  'IG_LOGIN_REQUIRED',
  'IG_PRIVATE',
  'IG_AGE_RESTRICTED',
  'IG_NOT_FOUND',
  'IG_STORY_LOGIN_REQUIRED',
  'IG_MEDIA_EXPIRED',
  'IG_UPSTREAM',
  'URL_INVALID',
] as const;

export type InstagramErrorCode = (typeof INSTAGRAM_ERROR_CODES)[number];

export const instagramErrorMessages: Record<InstagramErrorCode, string> = {
  IG_RATE_LIMITED: 'Instagram is temporarily limiting requests from our server. Please try again in a few minutes.',
  // An anonymous service hitting the login wall is, for the user, the same situation as a rate limit.
  IG_LOGIN_REQUIRED: 'Instagram is temporarily limiting requests from our server. Please try again in a few minutes.',
  IG_PRIVATE: "This account/post is private. Only approved followers can see it, so we can't download it.",
  IG_AGE_RESTRICTED: "This post is age-restricted by Instagram and can't be downloaded without signing in.",
  IG_NOT_FOUND: "This post doesn't exist or was removed.",
  IG_STORY_LOGIN_REQUIRED: "Instagram only shows stories to signed-in users, so we can't download them.",
  IG_MEDIA_EXPIRED: 'The media link has expired. Please load the post again.',
  IG_UPSTREAM: 'Instagram returned an error; please try again later.',
  URL_INVALID: 'This does not look like an Instagram post, reel or profile link.',
};

/** Codes worth retrying after a pause: the condition is temporary on Instagram's side. */
const RETRYABLE_BY_DEFAULT: ReadonlySet<InstagramErrorCode> = new Set(['IG_RATE_LIMITED']);

export interface InstagramErrorDetails {
  /** Machine-readable cause inside the code, e.g. 'login_redirect', 'http_429', 'graphql_error'. */
  reason?: string;
  status?: number;
  /** Seconds the upstream asked us to wait (Retry-After), when it said. */
  retryAfterSeconds?: number;
  [key: string]: unknown;
}

/** The one error type the Instagram client throws. */
export class InstagramError extends Error {
  readonly code: InstagramErrorCode;
  readonly details: InstagramErrorDetails;
  /** Whether the client may retry the same request after a back-off (rate limits, 5xx, network failures). */
  readonly retryable: boolean;

  constructor(code: InstagramErrorCode, details: InstagramErrorDetails = {}, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(`${code}: ${instagramErrorMessages[code]}${details.reason ? ` (${details.reason})` : ''}`, { cause: options.cause });
    this.name = 'InstagramError';
    this.code = code;
    this.details = details;
    this.retryable = options.retryable ?? RETRYABLE_BY_DEFAULT.has(code);
  }

  /** The message to show a person (English; the web app translates by code). */
  get userMessage(): string {
    if (this.code === 'IG_NOT_FOUND' && this.details.subject === 'profile') return 'No Instagram account with that username.';
    if (this.code === 'IG_UPSTREAM' && this.details.subject === 'profile') return 'Instagram returned an error for this profile; please try later.';
    return instagramErrorMessages[this.code];
  }
}

export function isInstagramError(error: unknown): error is InstagramError {
  return error instanceof InstagramError;
}
