import type { PostFailureReason } from '@reelcraft/contract';

/** Instagram's 2207xxx subcodes → the reason the creator reads (web.publishing.reasons.<reason>). */
const SUBCODE_REASONS: Record<number, PostFailureReason> = {
  2207026: 'video_format',
  2207005: 'image_format',
  2207004: 'image_format',
  // Assumed: Instagram's table names 2207009 for an unsupported aspect ratio (code 36003).
  2207009: 'aspect_ratio',
  2207010: 'caption_too_long',
  2207028: 'carousel_size',
  2207052: 'media_fetch_failed',
  2207008: 'container_expired',
  2207020: 'container_expired',
  2207042: 'quota_reached',
};

/** The reason for a refusal or a container that ended in ERROR; a subcode we do not know is `media_rejected`. */
export function reasonForSubcode(subcode: number | undefined, fallback: PostFailureReason = 'media_rejected'): PostFailureReason {
  if (subcode === undefined) return fallback;
  return SUBCODE_REASONS[subcode] ?? fallback;
}

/** A failure decided by us (not a Graph answer): the post fails with this reason, never retried by the queue. */
export class PostFailure extends Error {
  override readonly name = 'PostFailure';
  constructor(
    readonly reason: PostFailureReason,
    message: string,
    readonly subcode?: number,
  ) {
    super(message);
  }
}
