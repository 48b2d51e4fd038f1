import type { InstagramClientContext } from './client-context.ts';
import { classifyRedirect, commonFailure, parseJson } from './http/failures.ts';
import type { Exchange } from './http/instagram-http.ts';
import { InstagramError, isInstagramError } from './instagram-errors.ts';
import type { InstagramMedia, InstagramProfile, InstagramStoryReel } from './instagram.model.ts';
import { reelsMediaResponseSchema } from './instagram.schemas.ts';
import { parseShape, parseV1Media } from './normalize.ts';

type ReelsMediaResponse = ReturnType<typeof reelsMediaResponseSchema.parse>;
export type RawReel = NonNullable<ReturnType<typeof pickReel>>;

/** One reel (a user's stories or a highlight) from reels_media, with the configured session cookie. */
export async function fetchReel(ctx: InstagramClientContext, reelId: string, refererPath: string): Promise<{ reel: RawReel; username: string | null }> {
  const { cfg, http, base, api } = ctx;
  const sessionId = cfg.sessionId;
  if (!sessionId) throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'no_session' });
  const exchange = await http.retrying(() =>
    http
      .send(`${api}/api/v1/feed/reels_media/?reel_ids=${encodeURIComponent(reelId)}`, {
        headers: ctx.apiHeaders(`${base}${refererPath}`),
        extraCookies: { sessionid: sessionId },
      })
      .then((answer) => {
        const failure = storyFailure(answer, ctx.env.now());
        if (failure) throw failure;
        return answer;
      }),
  );
  const body = parseShape(reelsMediaResponseSchema, parseJson(exchange.text), 'reels_media');
  if (body.status === 'fail') {
    if (/wait a few minutes/i.test(body.message ?? '')) throw new InstagramError('IG_RATE_LIMITED', { reason: 'please_wait' });
    throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'session_rejected' });
  }
  const reel = pickReel(body, reelId);
  if (!reel || (reel.items ?? []).length === 0) throw new InstagramError('IG_NOT_FOUND', { reason: 'no_stories', reelId });
  return { reel, username: reel.user?.username ?? null };
}

function storyFailure(exchange: Exchange, now: number): InstagramError | null {
  if (exchange.status >= 300 && exchange.status < 400) {
    const redirect = classifyRedirect(exchange.location);
    return redirect.code === 'IG_LOGIN_REQUIRED' ? new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'session_rejected' }) : redirect;
  }
  const failure = commonFailure(exchange, now);
  if (failure?.code === 'IG_LOGIN_REQUIRED') return new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'session_rejected', status: exchange.status });
  if (failure) return failure;
  if (exchange.status === 404) return new InstagramError('IG_NOT_FOUND', { reason: 'http_404', status: 404 });
  if (exchange.status !== 200) return new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, status: exchange.status });
  if (parseJson(exchange.text) === undefined) return new InstagramError('IG_UPSTREAM', { reason: 'not_json' });
  return null;
}

/** The reel's items as media (one of them when `storyId` is given); IG_NOT_FOUND when none is left. */
export function toStoryReel(reel: RawReel, username: string, storyId: string | undefined): InstagramStoryReel {
  const items: InstagramMedia[] = [];
  for (const raw of reel.items ?? []) {
    try {
      const media = parseV1Media(raw, 'story');
      if (!media.expiresAt && typeof reel.expiring_at === 'number') media.expiresAt = new Date(reel.expiring_at * 1000);
      items.push(media);
    } catch {
      // one odd story item is skipped, not fatal
    }
  }
  const chosen = storyId ? items.filter((item) => item.id === storyId) : items;
  if (chosen.length === 0) throw new InstagramError('IG_NOT_FOUND', { reason: storyId ? 'story_expired' : 'no_stories' });
  const result: InstagramStoryReel = { reelId: String(reel.id), username, items: chosen };
  if (reel.title) result.title = reel.title;
  return result;
}

/** A user's current stories (one of them with storyId); needs config.sessionId. */
export function createStoryReader(
  ctx: InstagramClientContext,
  getProfile: (username: string, options: { allowPrivate: boolean }) => Promise<InstagramProfile>,
): (username: string, storyId?: string) => Promise<InstagramStoryReel> {
  return async function getStory(username: string, storyId?: string): Promise<InstagramStoryReel> {
    if (!ctx.cfg.sessionId) throw new InstagramError('IG_STORY_LOGIN_REQUIRED', { reason: 'no_session' });
    const profile = await getProfile(username, { allowPrivate: true });
    try {
      const { reel } = await fetchReel(ctx, profile.id, `/stories/${profile.username}/`);
      return toStoryReel(reel, profile.username, storyId);
    } catch (error) {
      if (isInstagramError(error) && error.code === 'IG_NOT_FOUND' && profile.isPrivate) {
        throw new InstagramError('IG_PRIVATE', { reason: 'private_account', subject: 'profile', username: profile.username });
      }
      throw error;
    }
  };
}

function pickReel(body: ReelsMediaResponse, reelId: string) {
  return body.reels?.[reelId] ?? body.reels_media?.find((reel) => String(reel.id) === reelId) ?? body.reels_media?.[0] ?? null;
}
