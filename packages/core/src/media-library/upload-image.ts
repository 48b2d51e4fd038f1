import { randomUUID } from 'node:crypto';
import { AppError, type ErrorCode, FIRST_VIDEO_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES } from '@reelcraft/contract';
import { isMediaInputError, normalizeImage } from '@reelcraft/media';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { assertFaceUsable, detectPhotoFace, type PhotoFace } from './photo-face.ts';
import { insertUserImage, type UserImageRow } from './user-media.repository.ts';

/** Turns a media refusal into the API's error, with the size limit for the message. */
export function mediaErrorToAppError(error: unknown, details: Record<string, unknown> = {}): unknown {
  if (!isMediaInputError(error)) return error;
  return new AppError(error.code as ErrorCode, details);
}

export interface UploadImageOptions {
  /**
   * 'avatar': the first-video photo (≤ 3 MB) — refused unless it shows one clear face. 'face': any photo (≤ 10 MB)
   * that must show one clear face (face meme). 'general': any photo; the face is looked for and kept if found.
   */
  purpose?: 'general' | 'avatar' | 'face';
}

/**
 * Stores a user's photo: checked by content (JPEG, PNG, WebP), EXIF orientation applied, metadata stripped,
 * a normalised JPEG and a thumbnail kept, and the face found once (landmarks stored with the row). Either both
 * files and the row exist afterwards, or none of them.
 */
export async function uploadUserImage(core: Core, user: UserRow, data: Buffer, options: UploadImageOptions = {}): Promise<UserImageRow> {
  const purpose = options.purpose ?? 'general';
  const maxBytes = purpose === 'avatar' ? FIRST_VIDEO_IMAGE_MAX_BYTES : IMAGE_MAX_BYTES;
  const details = { max_mb: Math.round(maxBytes / (1024 * 1024)) };
  if (data.length > maxBytes) throw new AppError('IMAGE_TOO_LARGE', details);
  let normalized;
  try {
    normalized = await normalizeImage(data, { maxBytes });
  } catch (error) {
    throw mediaErrorToAppError(error, details);
  }
  let face: PhotoFace | null = null;
  try {
    face = await detectPhotoFace(normalized.image.data);
  } catch (error) {
    // A general photo is still useful without a face check (it is retried on first use as an avatar).
    if (purpose !== 'general') throw error;
    core.logger.warn({ err: error }, 'face detection failed; photo stored unchecked');
  }
  if (purpose !== 'general' && face) assertFaceUsable(face.status);

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
      faceStatus: face?.status ?? null,
      face: (face?.face ?? null) as Record<string, unknown> | null,
    });
  } catch (error) {
    await Promise.all([core.storage.delete(storageKey), core.storage.delete(thumbnailKey)]).catch(() => undefined);
    throw error;
  }
}
