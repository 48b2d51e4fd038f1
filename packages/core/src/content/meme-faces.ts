import { readFile } from 'node:fs/promises';
import type { FaceStatus } from '@reelcraft/contract';
import { detectFace, faceRegionOf, type FaceLandmarks, type PhotoFaceRegion } from '@reelcraft/media';
import type { Core } from '../context.ts';
import { updateUserImageFace, type UserImageRow } from '../media-library/user-media.repository.ts';

/**
 * The faces a meme's text must keep off, on a user's photo already downloaded to `photoPath`. The face stored at
 * upload is used as it is; a photo never checked is checked now (and the result kept, as for avatars); a photo with
 * several faces is looked at again for all of them (only the verdict is stored for those). A detector failure
 * costs the placement, never the meme.
 */
export async function facesToAvoid(core: Core, image: UserImageRow, photoPath: string, signal?: AbortSignal): Promise<PhotoFaceRegion[]> {
  const status = image.faceStatus as FaceStatus | null;
  const stored = image.face as FaceLandmarks | null;
  if (stored && Array.isArray(stored.box) && Array.isArray(stored.mesh)) return [faceRegionOf(stored)];
  if (status === 'no_face') return [];
  try {
    signal?.throwIfAborted();
    const result = await detectFace(await readFile(photoPath));
    if (status === null) {
      await updateUserImageFace(core.db, image.id, { faceStatus: result.quality, face: (result.face ?? null) as unknown as Record<string, unknown> | null });
    }
    return result.allFaces.map(faceRegionOf);
  } catch (error) {
    signal?.throwIfAborted();
    core.logger.warn({ err: error, imageId: image.id }, 'face detection failed; the meme text is placed without it');
    return [];
  }
}
