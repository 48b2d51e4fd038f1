import type { InstagramClientContext } from './client-context.ts';
import { InstagramError } from './instagram-errors.ts';
import type { InstagramStoryReel } from './instagram.model.ts';
import { fetchReel, toStoryReel } from './stories.ts';

/** A story highlight (one of its items with storyId); needs config.sessionId. */
export function createHighlightReader(ctx: InstagramClientContext): (highlightId: string, storyId?: string) => Promise<InstagramStoryReel> {
  return async function getHighlight(highlightId: string, storyId?: string): Promise<InstagramStoryReel> {
    if (!ctx.cfg.sessionId) throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'no_session' });
    if (!/^\d{1,25}$/.test(highlightId)) throw new InstagramError('URL_INVALID', { reason: 'bad_highlight_id' });
    const { reel, username } = await fetchReel(ctx, `highlight:${highlightId}`, `/stories/highlights/${highlightId}/`);
    return toStoryReel(reel, username ?? '', storyId);
  };
}
