import { buffer } from 'node:stream/consumers';
import { AppError, type ErrorCode, type FaceStatus } from '@reelcraft/contract';
import { detectFace, type FaceLandmarks } from '@reelcraft/media';
import type { Core } from '../context.ts';
import { updateUserImageFace, type UserImageRow } from './user-media.repository.ts';

export interface PhotoFace {
  status: FaceStatus;
  face: FaceLandmarks | null;
}

const FACE_ERRORS: Record<Exclude<FaceStatus, 'ok'>, ErrorCode> = {
  no_face: 'FACE_NOT_FOUND',
  several_faces: 'FACE_SEVERAL',
  too_small: 'FACE_TOO_SMALL',
  blurred: 'FACE_BLURRED',
};

/** Finds the face once per photo (on the normalised JPEG we store, so the points match the stored file). */
export async function detectPhotoFace(jpeg: Buffer): Promise<PhotoFace> {
  const result = await detectFace(jpeg);
  return { status: result.quality, face: result.face ?? null };
}

/** Throws the FACE_* error that tells the user why this photo cannot be animated. */
export function assertFaceUsable(status: FaceStatus): void {
  if (status !== 'ok') throw new AppError(FACE_ERRORS[status]);
}

/**
 * The landmarks of a stored photo that must show one clear face (avatar, story, face meme). Photos stored before
 * detection existed (or whose detection failed at upload) are checked now and the result kept.
 */
export async function usableFaceOf(core: Core, image: UserImageRow): Promise<FaceLandmarks> {
  let status = image.faceStatus as FaceStatus | null;
  let face = image.face as FaceLandmarks | null;
  if (status === null) {
    const detected = await detectPhotoFace(await readStoredBuffer(core, image.storageKey));
    ({ status, face } = detected);
    await updateUserImageFace(core.db, image.id, { faceStatus: status, face: face as unknown as Record<string, unknown> | null });
  }
  assertFaceUsable(status);
  if (!face) throw new AppError('FACE_NOT_FOUND');
  return face;
}

/** A stored file's bytes (photos are a few MB at most). */
export async function readStoredBuffer(core: Core, key: string): Promise<Buffer> {
  return buffer((await core.storage.read(key)).body);
}
