import type { Core } from '../context.ts';
import { signInstagramMediaLink } from '../downloader/instagram-media-links.ts';

/** Instagram's CDN images (avatars, thumbnails) are shown through our proxy: their URLs expire and block hotlinking. */
export function instagramImageLink(core: Core, cdnUrl: string, fileName: string): string {
  return signInstagramMediaLink(core, { url: cdnUrl, fileName, inline: true });
}
