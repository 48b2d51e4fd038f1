import { FIRST_VIDEO_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES } from '@reelcraft/contract';
import { ApiError } from '../../lib/api.ts';

export { FIRST_VIDEO_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES };

/** The photo formats we take (JPEG, PNG, WebP), as the file input's `accept`. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
const ACCEPTED_EXTENSION = /\.(jpe?g|png|webp)$/i;

export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/**
 * What we can tell before uploading (the server checks the content again): the format, then the size, reported as
 * the API's own errors so the texts are the same translated ones. A file without a declared type (some drag-and-drop
 * sources) is judged by its name.
 */
export function precheckImage(file: File, maxBytes: number = IMAGE_MAX_BYTES): ApiError | null {
  const accepted = file.type ? ACCEPTED_IMAGE_TYPES.includes(file.type) : ACCEPTED_EXTENSION.test(file.name);
  if (!accepted) return new ApiError('IMAGE_UNSUPPORTED_TYPE', 400, 'IMAGE_UNSUPPORTED_TYPE');
  if (file.size > maxBytes) return new ApiError('IMAGE_TOO_LARGE', 400, 'IMAGE_TOO_LARGE', { max_mb: megabytes(maxBytes) });
  return null;
}

/** The API codes that mean "this photo has no usable face" (422): the photo step shows how a good photo looks. */
const FACE_ERRORS = new Set(['FACE_NOT_FOUND', 'FACE_SEVERAL', 'FACE_TOO_SMALL', 'FACE_BLURRED']);

export function isFaceError(error: unknown): boolean {
  return error instanceof ApiError && FACE_ERRORS.has(error.code);
}
