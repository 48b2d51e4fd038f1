import { AppError, type ErrorCode } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { InstagramError } from '../instagram/instagram-errors.ts';
import type { InstagramMedia } from '../instagram/instagram.model.ts';
import { downloadFileName } from './download-file-name.ts';
import { signInstagramMediaLink } from './instagram-media-links.ts';

export interface DownloadItem {
  index: number;
  type: 'video' | 'image';
  width: number | null;
  height: number | null;
  duration_seconds: number | null;
  thumbnail_url: string;
  download_url: string;
  file_name: string;
}

/** InstagramError → the API's error with the same code (the contract lists them all). */
export function instagramToAppError(error: unknown): unknown {
  if (!(error instanceof InstagramError)) return error;
  const urlError = (error.details as { urlError?: string }).urlError;
  if (error.code === 'URL_INVALID' && urlError === 'URL_NOT_INSTAGRAM') return new AppError('URL_NOT_INSTAGRAM');
  return new AppError(error.code as ErrorCode, { reason: (error.details as { reason?: string }).reason });
}

function itemsOf(core: Core, media: InstagramMedia[], owner: string): DownloadItem[] {
  const flat = media.flatMap((entry) => entry.items.map((item) => ({ item, shortcode: entry.shortcode })));
  return flat.map(({ item, shortcode }, position) => {
    const index = position + 1;
    const fileName = downloadFileName({ username: owner, shortcode, ...(flat.length > 1 ? { index } : {}), kind: item.type });
    const preview = item.thumbnailUrl ?? (item.type === 'image' ? item.url : undefined);
    return {
      index,
      type: item.type,
      width: item.width || null,
      height: item.height || null,
      duration_seconds: item.durationSeconds ?? null,
      thumbnail_url: preview ? signInstagramMediaLink(core, { url: preview, fileName: fileName.replace(/\.mp4$/, '.jpg'), inline: true }) : '',
      download_url: signInstagramMediaLink(core, { url: item.url, fileName }),
      file_name: fileName,
    };
  });
}

/**
 * The free downloader: a public post, reel, carousel or story link → every item with a preview and a download link
 * through our proxy. Profiles are not downloadable; stories need an operator-configured session.
 */
export async function resolveDownload(core: Core, url: string) {
  try {
    const target = await core.instagram.resolveUrl(url);
    if (target.kind === 'post' || target.kind === 'reel' || target.kind === 'tv') {
      const media = await core.instagram.getPost(target.shortcode);
      return { shortcode: media.shortcode, owner: media.owner.username, caption: media.caption || null, items: itemsOf(core, [media], media.owner.username) };
    }
    if (target.kind === 'story' || target.kind === 'highlight') {
      const reel =
        target.kind === 'story'
          ? await core.instagram.getStory(target.username, target.storyId)
          : await core.instagram.getHighlight(target.highlightId, target.storyId);
      if (reel.items.length === 0) throw new AppError('IG_NOT_FOUND');
      return { shortcode: null, owner: reel.username, caption: reel.title ?? null, items: itemsOf(core, reel.items, reel.username) };
    }
    throw new AppError('URL_INVALID', { reason: 'profile_link' });
  } catch (error) {
    throw instagramToAppError(error);
  }
}
