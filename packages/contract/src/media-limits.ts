/* Upload limits, apart from the media schemas so the browser can show them without loading zod (decision 0027). */

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const FIRST_VIDEO_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_PAGE_SIZE = 20;
