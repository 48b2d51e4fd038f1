import { z } from 'zod';
import { safeText } from './common.ts';

export const downloadRequestSchema = z
  .object({ url: safeText().trim().min(1).max(2048).meta({ example: 'https://www.instagram.com/reel/C0ffeeReel1/' }) })
  .meta({ id: 'DownloadRequest' });

export const downloadItemSchema = z
  .object({
    index: z.number().int(),
    type: z.enum(['video', 'image']),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    duration_seconds: z.number().nullable(),
    /** Our preview of the item (proxied thumbnail). */
    thumbnail_url: z.string(),
    /** Streams the file through our server as an attachment. */
    download_url: z.string(),
    file_name: z.string(),
  })
  .meta({ id: 'DownloadItem' });

export const downloadResponseSchema = z
  .object({
    shortcode: z.string().nullable(),
    owner: z.string().nullable(),
    caption: z.string().nullable(),
    items: z.array(downloadItemSchema).min(1),
  })
  .meta({ id: 'DownloadResponse' });
