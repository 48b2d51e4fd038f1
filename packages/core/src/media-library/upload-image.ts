import { randomUUID } from 'node:crypto';
import { AppError, type ErrorCode, IMAGE_MAX_BYTES } from '@reelcraft/contract';
import { isMediaInputError, normalizeImage } from '@reelcraft/media';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { insertUserImage, type UserImageRow } from './user-media.repository.ts';

/** Turns a media refusal into the API's error, with the size limit for the message. */
export function mediaErrorToAppError(error: unknown, details: Record<string, unknown> = {}): unknown {
  if (!isMediaInputError(error)) return error;
  return new AppError(error.code as ErrorCode, details);
}

/**
 * Stores a user's photo: checked by content (JPEG, PNG, WebP), EXIF orientation applied, metadata stripped,
 * a normalised JPEG and a thumbnail kept. Either both files and the row exist afterwards, or none of them.
 */
export async function uploadUserImage(core: Core, user: UserRow, data: Buffer, maxBytes = IMAGE_MAX_BYTES): Promise<UserImageRow> {
  const details = { max_mb: Math.round(maxBytes / (1024 * 1024)) };
  if (data.length > maxBytes) throw new AppError('IMAGE_TOO_LARGE', details);
  let normalized;
  try {
    normalized = await normalizeImage(data, { maxBytes });
  } catch (error) {
    throw mediaErrorToAppError(error, details);
  }
  const id = randomUUID();
  const storageKey = `users/${user.id}/images/${id}.jpg`;
  const thumbnailKey = `users/${user.id}/images/${id}-thumb.${normalized.thumbnail.mime === 'image/webp' ? 'webp' : 'jpg'}`;
  try {
    await core.storage.putBuffer(storageKey, normalized.image.data);
    await core.storage.putBuffer(thumbnailKey, normalized.thumbnail.data);
    return await insertUserImage(core.db, {
      id,
      userId: user.id,
      storageKey,
      thumbnailKey,
      width: normalized.image.width,
      height: normalized.image.height,
      bytes: normalized.image.data.length,
    });
  } catch (error) {
    await Promise.all([core.storage.delete(storageKey), core.storage.delete(thumbnailKey)]).catch(() => undefined);
    throw error;
  }
}
