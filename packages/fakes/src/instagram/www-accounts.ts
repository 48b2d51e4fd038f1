import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { genericFailure, PLEASE_WAIT } from './failures.ts';
import type { WwwContext } from './fake-instagram-types.ts';
import { homePageHtml, rateLimitHtml, unavailablePageHtml, v1StoryItem, webProfileUser } from './fake-shapes.ts';
import type { FakeCreator, FakeStory } from './fake-world.ts';
import { redirect, send, sendJson } from './http-helpers.ts';

/** The www endpoints about accounts: the home page (cookies, LSD token), share links, profile info and stories. */
export function createAccountEndpoints(ctx: WwwContext) {
  const { world, links, clock, appId, sessionId, baseUrl, issuedLsd } = ctx;
  const activeFailure = ctx.failures.active;

  function home(res: ServerResponse): void {
    if (genericFailure(activeFailure('home'), res, '/')) return;
    const lsd = randomBytes(8).toString('base64url');
    issuedLsd.add(lsd);
    res.setHeader('Set-Cookie', [
      `csrftoken=${randomBytes(16).toString('hex')}; Path=/; Max-Age=31449600; Secure; SameSite=Lax`,
      `mid=${randomBytes(14).toString('base64url')}; Path=/; Max-Age=63072000; Secure; HttpOnly`,
      `ig_did=${randomBytes(16).toString('hex').toUpperCase()}; Path=/; Max-Age=63072000; Secure; HttpOnly`,
    ]);
    send(res, 200, 'text/html; charset=utf-8', homePageHtml(lsd));
  }

  function shareLink(req: IncomingMessage, res: ServerResponse, path: string, token: string, slashed: boolean, search: string): void {
    const mode = activeFailure('share');
    if (mode === 'share_html' || /Mozilla\//.test(req.headers['user-agent'] ?? '')) {
      // Browsers (and blocked clients) get a page instead of the redirect (cobalt's observation).
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        `<!DOCTYPE html><html><head><title>Instagram</title></head><body><div id="share">Open in the Instagram app</div></body></html>`,
      );
    }
    if (genericFailure(mode, res, path)) return;
    if (!slashed) return redirect(res, `${path}/${search}`, 301);
    const target = world.shareTokens.get(token);
    if (!target) return send(res, 404, 'text/html; charset=utf-8', unavailablePageHtml());
    redirect(res, `${baseUrl}${target}?igsh=${randomBytes(6).toString('base64url')}`);
  }
  function profileInfo(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): void {
    const mode = activeFailure('profile');
    if (genericFailure(mode, res, path)) return;
    if (req.headers['x-ig-app-id'] !== appId) return sendJson(res, 400, { message: 'useragent mismatch', status: 'fail' });
    if (mode === 'profile_schema_error') return sendJson(res, 400, schemaError());
    if (mode === 'profile_user_null') return sendJson(res, 200, { data: { user: null }, status: 'ok' });
    if (mode === 'profile_not_found') return sendJson(res, 404, { message: '', status: 'fail' });
    const username = (query.get('username') ?? '').toLowerCase();
    switch (username) {
      case 'ratelimited.account':
        return send(res, 429, 'text/html; charset=utf-8', rateLimitHtml());
      case 'pleasewait.account':
        return sendJson(res, 401, PLEASE_WAIT);
      case 'missing.account':
        return sendJson(res, 404, { message: '', status: 'fail' });
      case 'ghost.account':
        return sendJson(res, 200, { data: { user: null }, status: 'ok' });
      case 'broken.business':
        return sendJson(res, 400, schemaError());
      case 'loginwall.account':
        return redirect(res, `/accounts/login/?next=${encodeURIComponent(`/${username}/`)}`);
    }
    const creator = world.creators.get(username);
    if (!creator) return sendJson(res, 404, { message: '', status: 'fail' });
    res.setHeader('x-ig-set-www-claim', `hmac.AR${randomBytes(12).toString('base64url')}`);
    sendJson(res, 200, { data: { user: webProfileUser(creator, links) }, status: 'ok' });
  }

  function reelsMedia(res: ServerResponse, path: string, query: URLSearchParams, cookies: Record<string, string>): void {
    const mode = activeFailure('story');
    if (genericFailure(mode, res, path)) return;
    if (mode === 'story_session_rejected' || cookies.sessionid !== sessionId) {
      return redirect(res, `/accounts/login/?next=${encodeURIComponent(`${path}?${query.toString()}`)}`);
    }
    const reelId = query.get('reel_ids') ?? '';
    const now = Math.floor(clock() / 1000);
    const reel = (id: string, owner: FakeCreator, stories: FakeStory[], title: string | null, live: boolean): Record<string, unknown> => ({
      id,
      strong_id__: id,
      latest_reel_media: stories[0]?.takenAt ?? null,
      expiring_at: live ? Math.max(...stories.map((s) => s.expiresAt)) : null,
      seen: 0,
      reel_type: live ? 'user_reel' : 'highlight_reel',
      title,
      media_count: stories.length,
      user: {
        pk: owner.userId,
        id: owner.userId,
        username: owner.username,
        full_name: owner.seed.fullName,
        is_private: owner.seed.isPrivate === true,
        is_verified: owner.seed.isVerified,
        profile_pic_url: links.profilePic(owner.username, 150),
      },
      items: stories.map((story) => v1StoryItem(story, links, live)),
    });
    let found: Record<string, unknown> | null = null;
    if (reelId.startsWith('highlight:')) {
      const highlight = world.highlights.get(reelId.slice('highlight:'.length));
      if (highlight) found = reel(reelId, highlight.owner, highlight.stories, highlight.title, false);
    } else {
      const creator = [...world.creators.values()].find((c) => c.userId === reelId);
      // Our session follows nobody, so a private account's stories are invisible to it.
      const live = creator && creator.seed.isPrivate !== true ? creator.stories.filter((story) => story.expiresAt > now) : [];
      if (creator && live.length > 0) found = reel(reelId, creator, live, null, true);
    }
    sendJson(res, 200, { reels: found ? { [reelId]: found } : {}, reels_media: found ? [found] : [], status: 'ok' });
  }

  return { home, shareLink, profileInfo, reelsMedia };
}

function schemaError(): Record<string, unknown> {
  return {
    message: 'Asset asset://laser.provider/ig_business_category_subvertical has been deleted. You cannot use this schema',
    status: 'fail',
  };
}
