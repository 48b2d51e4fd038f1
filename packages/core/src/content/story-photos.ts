import { AppError, type GenerateSuggestionRequest } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { usableFaceOf } from '../media-library/photo-face.ts';
import { findUserImage, type UserImageRow } from '../media-library/user-media.repository.ts';

/**
 * A story request with the creator's chosen photos (`image_ids`, issue 33): every photo must be the user's own (else
 * 404, as for `image_id`), and the face that speaks is `image_id` when given, else the first chosen photo with a
 * usable face. Photos without a face are story photos like any other; only the speaking face needs one. When no
 * chosen photo has a usable face, the first photo's FACE_* error says why.
 * Returns the request with `image_id` set to the speaking face; requests without `image_ids` are returned as they are.
 */
export async function withStoryPhotos(core: Core, userId: string, request: GenerateSuggestionRequest): Promise<GenerateSuggestionRequest> {
  const ids = request.image_ids;
  if (!ids) return request;
  if (request.type !== 'storytelling') {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'image_ids', code: 'unrecognized_keys', message: 'only stories take several photos' }] });
  }
  const images: UserImageRow[] = [];
  for (const id of ids) {
    const image = await findUserImage(core.db, userId, id);
    if (!image) throw new AppError('NOT_FOUND', { field: 'image_ids' });
    images.push(image);
  }
  if (request.image_id) return request;
  let firstRefusal: unknown;
  for (const image of images) {
    try {
      await usableFaceOf(core, image);
      return { ...request, image_id: image.id };
    } catch (error) {
      if (!(error instanceof AppError) || !error.code.startsWith('FACE_')) throw error;
      firstRefusal ??= error;
    }
  }
  throw firstRefusal;
}

/** The photos a stored story request chose, in order; empty for requests made with `image_id` alone. */
export function chosenStoryPhotoIds(request: Record<string, unknown>): string[] {
  const ids = request.image_ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}
