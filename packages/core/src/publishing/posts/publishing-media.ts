import { AppError } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { signToken, verifyToken } from '../../storage/signed-tokens.ts';
import { findPost } from './posts.repository.ts';

/** Its own HMAC domain: a media link of the app (`media-link`) can never open a post's item, nor the reverse. */
const DOMAIN = 'publishing-media';
/** Instagram fetches the media within seconds of the container's creation; an hour covers its retries, 2 h is the cap. */
export const PUBLISHING_MEDIA_TTL_SECONDS = 3600;

interface PublishingMediaPayload {
  /** Post id. */
  p: string;
  /** Item index in the post's prepared media. */
  i: number;
  e: number;
}

/** The public URL Instagram fetches one prepared item of a post from (absolute: Instagram is outside). */
export function publishingMediaUrl(core: Core, postId: string, index: number): string {
  const e = Math.floor(core.now().getTime() / 1000) + PUBLISHING_MEDIA_TTL_SECONDS;
  return `${core.publicUrl}/api/publishing/media/${signToken(core.jwtKey, DOMAIN, { p: postId, i: index, e })}`;
}

/**
 * The storage key behind a publishing media link: only a valid, unexpired token, only that post's prepared item, and
 * only while the post is being published. Anything else is NOT_FOUND (LINK_EXPIRED when merely too old).
 */
export async function openPublishingMedia(core: Core, token: string): Promise<{ storageKey: string }> {
  const payload = verifyToken<PublishingMediaPayload>(core.jwtKey, DOMAIN, token, core.now());
  if (typeof payload.p !== 'string' || typeof payload.i !== 'number' || !Number.isInteger(payload.i)) throw new AppError('NOT_FOUND');
  if (payload.e - Math.floor(core.now().getTime() / 1000) > 2 * 3600 + 60) throw new AppError('NOT_FOUND');
  const post = await findPost(core.db, payload.p);
  const storageKey = post?.status === 'publishing' ? post.mediaKeys[payload.i] : undefined;
  if (!storageKey) throw new AppError('NOT_FOUND');
  return { storageKey };
}
