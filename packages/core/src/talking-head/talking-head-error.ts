/**
 * Why a talking-head render failed. The caller falls back to the built-in animator on any of them; the kind is for
 * logs and metrics:
 * - `rejected`: the service refused the input (e.g. no usable face), retrying the same photo will not help;
 * - `failed`: the service accepted the job and then reported an error;
 * - `timeout`: no result within TALKING_HEAD_TIMEOUT_SECONDS;
 * - `http`: the service could not be reached or answered with an HTTP error or a body we do not understand;
 * - `bad_result`: the result is not a video we accept (wrong type, too large, empty).
 */
export type TalkingHeadErrorKind = 'rejected' | 'failed' | 'timeout' | 'http' | 'bad_result';

export class TalkingHeadError extends Error {
  override readonly name = 'TalkingHeadError';

  constructor(
    readonly kind: TalkingHeadErrorKind,
    message: string,
    readonly details: { status?: number; providerKind?: string; talkId?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isTalkingHeadError(error: unknown): error is TalkingHeadError {
  return error instanceof TalkingHeadError;
}
