import { z } from 'zod';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const FIRST_VIDEO_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024;
export const MEDIA_PAGE_SIZE = 20;

export const userImageSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
    url: z.string(),
    thumbnail_url: z.string(),
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
