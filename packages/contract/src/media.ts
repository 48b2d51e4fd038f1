import { z } from 'zod';

export { IMAGE_MAX_BYTES, FIRST_VIDEO_IMAGE_MAX_BYTES, AUDIO_MAX_BYTES, MEDIA_PAGE_SIZE } from './media-limits.ts';

/** Whether a photo can be animated: exactly one clear, large enough face ('ok'), or why not. */
export const FACE_STATUSES = ['ok', 'no_face', 'several_faces', 'too_small', 'blurred'] as const;
export const faceStatusSchema = z.enum(FACE_STATUSES);
export type FaceStatus = z.infer<typeof faceStatusSchema>;

/**
 * Form field `purpose` of POST /users/images: 'avatar' is the first-video photo (≤ 3 MB, must show one clear face,
 * refused with FACE_* errors otherwise); 'general' (default) is any photo ≤ 10 MB, face optional.
 */
export const imagePurposeSchema = z.enum(['general', 'avatar']).default('general');

export const userImageSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    url: z.string(),
    thumbnail_url: z.string(),
    /** Face detection result, run once per photo at upload (null: a photo from before detection existed, checked on first use). */
    face_status: faceStatusSchema.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'UserImage' });
export type UserImage = z.infer<typeof userImageSchema>;

export const userAudioSchema = z
  .object({ id: z.uuid(), duration_seconds: z.number(), bytes: z.number().int(), url: z.string(), created_at: z.string() })
  .meta({ id: 'UserAudio' });
export type UserAudio = z.infer<typeof userAudioSchema>;

export const userImageListSchema = z
  .object({ items: z.array(userImageSchema), offset: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'UserImageList' });
export const userAudioListSchema = z
  .object({ items: z.array(userAudioSchema), offset: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'UserAudioList' });
