import { PUBLIC_SCRIPT_NICHES } from '@reelcraft/contract';
import { reelNichePath, reelToolPath } from '../src/features/generate-reels/paths.ts';
import type { PublicPage } from './page.ts';
import { localized } from './pages.ts';

/** The generate-reels pages to pre-render and list in the sitemap (build time, Node only): the tool and one page per niche, in every language. */
export function reelPages(): PublicPage[] {
  return [...localized(reelToolPath), ...PUBLIC_SCRIPT_NICHES.flatMap((niche) => localized((language) => reelNichePath(language, niche)))];
}
