import type { downloadResponseSchema } from '@reelcraft/contract';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';

export type DownloadResult = z.infer<typeof downloadResponseSchema>;
export type DownloadItem = DownloadResult['items'][number];

/** The public downloader (no token, no daily limit). */
export const downloaderApi = {
  lookup: (url: string) => api<DownloadResult>('/public/instagram/download', { method: 'POST', json: { url }, auth: false }),
};
