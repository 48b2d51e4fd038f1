/**
 * Stable error codes shared by the server (which throws them) and the web app (which translates them).
 * The HTTP status lives beside each code so one middleware can map every AppError.
 */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_INVALID: 401,
  LOGIN_FAILED: 401,
  WRONG_PASSWORD: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  LINK_EXPIRED: 410,
  RANGE_NOT_SATISFIABLE: 416,
  EMAIL_TAKEN: 409,
  ONE_TIME_TOKEN_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UPLOAD_MISSING_FILE: 400,
  UPLOAD_FAILED: 500,
  IMAGE_TOO_LARGE: 400,
  IMAGE_UNSUPPORTED_TYPE: 400,
  IMAGE_UNDECODABLE: 400,
  IMAGE_TOO_MANY_PIXELS: 400,
  AUDIO_TOO_LARGE: 400,
  AUDIO_UNSUPPORTED_TYPE: 400,
  AUDIO_UNDECODABLE: 400,
  AUDIO_EMPTY: 400,
  AUDIO_TOO_LONG: 400,
  VIDEO_UNDECODABLE: 400,
  FACE_NOT_FOUND: 422,
  FACE_SEVERAL: 422,
  FACE_TOO_SMALL: 422,
  FACE_BLURRED: 422,
  TEXT_TOO_LONG: 400,
  DAILY_LIMIT_REACHED: 429,
  CONTENT_TYPE_NOT_AVAILABLE: 400,
  CONTENT_NOT_EDITABLE: 409,
  CONTENT_NOT_READY: 409,
  MUSIC_LIMIT_REACHED: 409,
  GENERATION_FAILED: 500,
  GENERATION_TIMED_OUT: 500,
  PROFILE_LIMIT_REACHED: 409,
  PROFILE_ALREADY_ATTACHED: 409,
  ANALYSIS_NOT_READY: 409,
  ANALYSIS_FAILED: 502,
  URL_INVALID: 400,
  URL_NOT_INSTAGRAM: 400,
  IG_RATE_LIMITED: 503,
  IG_LOGIN_REQUIRED: 503,
  IG_PRIVATE: 403,
  IG_AGE_RESTRICTED: 403,
  IG_NOT_FOUND: 404,
  IG_STORY_LOGIN_REQUIRED: 422,
  IG_MEDIA_EXPIRED: 410,
  IG_UPSTREAM: 502,
  DOWNLOAD_FAILED: 502,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  /** The work needs an active subscription or trial: the web app opens the paywall. details.feature names it. */
  PAYMENT_REQUIRED: 402,
  /** Card declines: generic, not enough funds, wrong CVV/CVV2. */
  PAYMENT_FAILED: 402,
  PAYMENT_INSUFFICIENT_FUNDS: 402,
  PAYMENT_INVALID_CVV: 402,
  /** The test gateway was given a number that is not one of the test cards (it never handles real cards). */
  PAYMENT_TEST_CARD_REQUIRED: 400,
  PAYMENT_FORM_UNAVAILABLE: 503,
  ALREADY_SUBSCRIBED: 409,
  NO_SUBSCRIPTION: 404,
  /** A payment-method change arrived without a signed-in user (rejected with 400). */
  PAYMENT_USER_REQUIRED: 400,
  PAYMENT_METHOD_NOT_FOUND: 404,
  /** The last card cannot be removed while a subscription renews on it. */
  PAYMENT_METHOD_IN_USE: 409,
  PLAN_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  PURCHASE_NOT_FOUND: 404,
  PROMO_CODE_INVALID: 404,
  PROMO_CODE_EXPIRED: 410,
  PROMO_CODE_EXHAUSTED: 409,
  PROMO_CODE_ALREADY_USED: 409,
  /** Issue 31: the subscription's next charge already carries another code; apply again with `replace: true` (details.current). */
  PROMO_CODE_REPLACES: 409,
  /** Issue 31: the code would not lower the subscription's next charge (details.reason), so it is not taken. */
  PROMO_CODE_NOT_APPLICABLE: 409,
  GIFT_CODE_INVALID: 404,
  GIFT_CODE_REDEEMED: 409,
  TRIAL_ALREADY_USED: 409,
  /** The cancel flow's 20 extra generations: once per subscription period. */
  RETENTION_OFFER_USED: 409,
  BILLING_DISABLED: 404,
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** Issue 13: the console and its API are for admins only (a signed-in non-admin gets this; anonymous gets 401). */
  ADMIN_ONLY: 403,
  /** The impersonation link is unknown, already used or older than 60 s. */
  IMPERSONATION_LINK_INVALID: 410,
  /** A protected action (password, e-mail, payment methods, subscription, admin work) tried in an impersonating session. */
  IMPERSONATION_FORBIDDEN: 403,
  /** Admins cannot be impersonated. */
  IMPERSONATION_OF_ADMIN: 403,
  /** The payment cannot be refunded (failed, already refunded, or the gateway refused). */
  REFUND_NOT_POSSIBLE: 409,
  /** An admin cannot delete or demote their own account from the console. */
  ADMIN_SELF_ACTION: 409,
  /** An admin's account cannot be deleted from the console: its admin role is removed first (npm run admin:create -- --remove). */
  ADMIN_TARGET_IS_ADMIN: 409,
  /** An admin created a promo code whose text another code already has. */
  PROMO_CODE_TAKEN: 409,
  /** A referral reward can be granted or voided only while it is pending. */
  REFERRAL_REWARD_NOT_PENDING: 409,
  /** Issue 31: the money-back guarantee does not cover this subscription now (details.reason says why). */
  MONEY_BACK_NOT_ELIGIBLE: 422,
  /** Issue 31: this user has a money-back claim waiting for a decision already. */
  MONEY_BACK_CLAIM_OPEN: 409,
  /** Issue 31: an admin tried to settle a claim that is refunded or declined already. */
  MONEY_BACK_CLAIM_SETTLED: 409,
  /** Issue 35: Instagram publishing is not set up on this server (INSTAGRAM_PUBLISHING_APP_ID/SECRET). */
  PUBLISHING_NOT_CONFIGURED: 503,
  /** Issue 35: the connected account's access ended (expired or revoked): the creator connects it again. */
  PUBLISHING_RECONNECT_NEEDED: 409,
  /** Issue 35: Instagram's 50 posts per rolling 24 h for this account are used up (details.retry_at). */
  PUBLISHING_QUOTA_REACHED: 429,
  /**
   * Issue 35: the post is publishing, published or cancelled, so it cannot be changed (or retried) now; or it is not
   * published, so it has no insights to refresh (details.reason `not_published`).
   */
  POST_NOT_EDITABLE: 409,
  /** Issue 35: the media does not fit the post (details.reason: no_ready_video, carousel_size, needs_photo…). */
  POST_MEDIA_INVALID: 400,
  /** Issue 35: the publishing time is in the past or too far ahead (details.max_days). */
  POST_TIME_INVALID: 400,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export const ERROR_CODES = Object.keys(errorCodes) as ErrorCode[];

export function statusOf(code: ErrorCode): (typeof errorCodes)[ErrorCode] {
  return errorCodes[code];
}

/** The one error type of the product: a code from the catalogue plus optional machine-readable details. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, details?: Record<string, unknown>, message?: string) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
