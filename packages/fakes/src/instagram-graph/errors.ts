import { randomBytes } from 'node:crypto';
import type { FakeGraphInjection } from './types.ts';

/** An error the fake answers with, in Graph's shape: `{error:{message,type,code,error_subcode,fbtrace_id}}`. */
export class GraphFakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly subcode?: number,
    readonly extra: { type?: string; userTitle?: string; userMessage?: string; transient?: boolean } = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return {
      error: {
        message: this.message,
        type: this.extra.type ?? 'OAuthException',
        code: this.code,
        ...(this.subcode !== undefined ? { error_subcode: this.subcode } : {}),
        is_transient: this.extra.transient ?? false,
        ...(this.extra.userTitle ? { error_user_title: this.extra.userTitle } : {}),
        ...(this.extra.userMessage ? { error_user_msg: this.extra.userMessage } : {}),
        fbtrace_id: `A${randomBytes(8).toString('base64url')}`,
      },
    };
  }
}

export const invalidParam = (message: string, subcode?: number) => new GraphFakeError(400, 100, `(#100) ${message}`, subcode);

export const noToken = () => new GraphFakeError(400, 104, 'An access token is required to request this resource.');
export const badToken = () => new GraphFakeError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
export const expiredToken = () =>
  new GraphFakeError(400, 190, 'Error validating access token: Session has expired on a date in the past.', 463, {
    userTitle: 'Session expired',
    userMessage: 'Your session has expired. Please log in again.',
  });
export const noPermission = () => new GraphFakeError(403, 10, '(#10) Application does not have permission for this action');
export const notFound = (id: string) =>
  new GraphFakeError(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    33,
  );

/** The 2207xxx media errors Instagram's content publishing answers with (code, title). */
export const MEDIA_ERRORS: Record<number, { code: number; title: string; message: string }> = {
  2207005: { code: 9004, title: 'Unsupported image format', message: 'The image format is not supported. Only JPEG is supported.' },
  // Assumed from Instagram's error table (code 36003, "the aspect ratio is not supported"): a feed or carousel photo
  // outside 4:5…1.91:1.
  2207009: { code: 36003, title: 'Unsupported aspect ratio', message: 'The submitted image cannot be published: its aspect ratio is not supported.' },
  2207008: { code: 24, title: 'Media builder expired', message: 'The media container does not exist, has expired or was already published.' },
  2207010: { code: 100, title: 'Caption too long', message: 'The caption is longer than 2,200 characters or has more than 30 hashtags.' },
  2207020: { code: 24, title: 'Media expired', message: 'The media you are trying to access has expired. Please create a new container.' },
  2207023: { code: 100, title: 'Unknown media type', message: 'The media type is unknown or not supported.' },
  2207026: { code: 352, title: 'Unsupported video format', message: 'The video format is not supported. Use an MP4 (H.264, AAC).' },
  2207027: { code: 9007, title: 'Media not ready', message: 'The media is not ready for publishing, please wait for a moment.' },
  2207028: { code: 100, title: 'Carousel validation failed', message: 'A carousel takes between 2 and 10 items.' },
  2207042: { code: 9, title: 'Publishing limit reached', message: 'You have reached the maximum number of posts allowed in 24 hours.' },
  2207052: { code: 9004, title: 'Media fetch failed', message: 'The media could not be fetched from this URI.' },
};

export function mediaError(subcode: number, code?: number): GraphFakeError {
  const known = MEDIA_ERRORS[subcode] ?? { code: 2, title: 'Media upload failed', message: `Media upload has failed with error code ${subcode}.` };
  return new GraphFakeError(400, code ?? known.code, known.message, subcode, { type: 'OAuthException', userTitle: known.title, userMessage: known.message });
}

export const serverError = () =>
  new GraphFakeError(500, 2, 'An unexpected error has occurred. Please retry your request later.', undefined, { transient: true });

/** The error an injection answers with. */
export function injectedError(injection: FakeGraphInjection): GraphFakeError {
  switch (injection.error) {
    case 'token_expired':
      return injection.subcode === undefined ? expiredToken() : new GraphFakeError(400, 190, 'Error validating access token.', injection.subcode);
    case 'rate_limit': {
      const code = injection.code ?? 4;
      return new GraphFakeError(code === 9 ? 400 : 403, code, `(#${code}) Application request limit reached`, injection.subcode, { transient: true });
    }
    case 'publish_quota':
      return mediaError(injection.subcode ?? 2207042, injection.code);
    case 'media_error':
      return mediaError(injection.subcode ?? 2207026, injection.code);
    case 'server_error':
      return serverError();
  }
}
