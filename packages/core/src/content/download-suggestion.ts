import { Readable } from 'node:stream';
import { AppError } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { downloadFileName } from './download-name.ts';
import { scriptText } from './script-text.ts';
import { getOwnSuggestion } from './suggestion-actions.ts';
import { toSuggestionDto } from './suggestion-dto.ts';

export interface DownloadFile {
  body: ReadableStream;
  contentType: string;
  fileName: string;
  size?: number;
}

/** The MP4 for a video, the script as text otherwise. Only ready content can be downloaded. */
export async function downloadSuggestion(core: Core, user: UserRow, id: string): Promise<DownloadFile> {
  const row = await getOwnSuggestion(core, user, id);
  if (row.status !== 'ready') throw new AppError('CONTENT_NOT_READY');
  if (row.videoKey) {
    const object = await core.storage.read(row.videoKey);
    return { body: Readable.toWeb(object.body) as ReadableStream, contentType: 'video/mp4', fileName: downloadFileName(row, 'mp4'), size: object.size };
  }
  const text = Buffer.from(scriptText(toSuggestionDto(core, row, normalizeLanguage(row.language))), 'utf8');
  return {
    body: new Blob([text]).stream(),
    contentType: 'text/plain; charset=utf-8',
    fileName: downloadFileName(row, 'txt'),
    size: text.length,
  };
}
