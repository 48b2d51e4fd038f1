/** Codes for inputs that media refuses; core maps them onto its own error codes and user-facing texts. */
export const mediaInputErrorCodes = [
  'IMAGE_TOO_LARGE',
  'IMAGE_UNSUPPORTED_TYPE',
  'IMAGE_UNDECODABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'AUDIO_TOO_LARGE',
  'AUDIO_UNSUPPORTED_TYPE',
  'AUDIO_UNDECODABLE',
  'AUDIO_EMPTY',
  'AUDIO_TOO_LONG',
  'VIDEO_UNDECODABLE',
  'TEXT_TOO_LONG',
] as const;

export type MediaInputErrorCode = (typeof mediaInputErrorCodes)[number];

/** The input itself is unacceptable (wrong type, corrupt, too big); retrying with the same input will not help. */
export class MediaInputError extends Error {
  override readonly name = 'MediaInputError';
  constructor(
    readonly code: MediaInputErrorCode,
    message?: string,
    options?: { cause?: unknown },
  ) {
    super(message ?? code, options);
  }
}

/** FFmpeg exited abnormally; carries the exit status and the last lines it printed on stderr. */
export class FfmpegError extends Error {
  override readonly name = 'FfmpegError';
  constructor(
    readonly exitCode: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly stderrTail: readonly string[],
    readonly program: string = 'ffmpeg',
  ) {
    const last = stderrTail.at(-1);
    super(`${program} exited with ${exitCode === null ? `signal ${signal ?? 'unknown'}` : `code ${exitCode}`}${last ? `: ${last}` : ''}`);
  }
}

export function isMediaInputError(error: unknown): error is MediaInputError {
  return error instanceof MediaInputError;
}
