import { demoInstagramConfig, PRIVATE_LINK_SUFFIX, startFakeInstagram, type FakeInstagram } from '@reelcraft/fakes';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInstagramClient, type InstagramClient, type InstagramClientConfig } from './instagram-client.ts';
import { isInstagramError, type InstagramErrorCode } from './instagram-errors.ts';
import type { InstagramDeps } from './http/instagram-http.ts';

let fake: FakeInstagram;

beforeAll(async () => {
  fake = await startFakeInstagram();
});

afterAll(async () => {
  await fake.close();
});

afterEach(() => {
  fake.setFailure(null);
});

function client(overrides: Partial<InstagramClientConfig> = {}, deps: Partial<InstagramDeps> = {}): InstagramClient {
  return createInstagramClient({ ...demoInstagramConfig(fake), maxRetries: 2, retryBaseDelayMs: 5, retryMaxDelayMs: 50, ...overrides }, deps);
}

async function failure(promise: Promise<unknown>): Promise<{ code: InstagramErrorCode; reason: unknown; details: Record<string, unknown> }> {
  try {
    await promise;
  } catch (error) {
    if (!isInstagramError(error)) throw error;
    return { code: error.code, reason: error.details.reason, details: error.details };
  }
  throw new Error('expected an InstagramError');
}

/** Requests the fake received while `run` ran. */
async function during<T>(run: () => Promise<T>): Promise<{ result: T | undefined; error: unknown; requests: FakeInstagram['requests'] }> {
  const start = fake.requests.length;
  try {
    const result = await run();
    return { result, error: undefined, requests: fake.requests.slice(start) };
  } catch (error) {
    return { result: undefined, error, requests: fake.requests.slice(start) };
  }
}

describe('posts', () => {
  it('reads a reel from the post page (Method A)', async () => {
    const media = await client().getPost('C0ffeeReel1');
    expect(media).toMatchObject({
      shortcode: 'C0ffeeReel1',
      kind: 'video',
      isReel: true,
      productType: 'clips',
      source: 'page',
      owner: { username: 'anna.fitcoach', fullName: 'Anna Miller | Fitness Coach' },
    });
    expect(media.id).toBe('3251455889516390773');
    expect(media.caption).toMatch(/lower back pain/);
    expect(media.hashtags).toEqual(['fitness', 'backpain', 'mobility', 'homeworkout', 'fitcoach']);
    expect(media.viewCount).toBeGreaterThan(0);
    expect(media.playCount).toBeGreaterThan(media.viewCount!);
    expect(media.likeCount).toBeGreaterThan(0);
    expect(media.durationSeconds).toBe(5);
    expect(media.items).toHaveLength(1);
    expect(media.items[0]).toMatchObject({ type: 'video', width: 720, height: 1280, durationSeconds: 5, hasAudio: true });
    expect(media.items[0]!.thumbnailUrl).toBeTruthy();
    expect(Date.now() - media.takenAt.getTime()).toBeLessThan(3 * 86_400_000);
  });

  it('reads an image post', async () => {
    const profile = await client().getProfile('anna.fitcoach');
    const image = profile.recentPosts.find((post) => post.kind === 'image')!;
    const media = await client().getPost(image.shortcode);
    expect(media).toMatchObject({ kind: 'image', isReel: false, shortcode: image.shortcode, caption: image.caption, likeCount: image.likeCount });
    expect(media.items).toEqual([{ type: 'image', url: expect.any(String), width: 1080, height: 1350 }]);
    expect(media.viewCount).toBeUndefined();
  });

  it('reads the carousel: two images and a video, each with a real file on the CDN', async () => {
    const c = client();
    const media = await c.getPost('C0ffeeCaro1');
    expect(media.kind).toBe('carousel');
    expect(media.items.map((item) => item.type)).toEqual(['image', 'image', 'video']);
    for (const item of media.items) expect(c.isAllowedMediaUrl(item.url)).toBe(true);

    const image = await c.fetchMedia(media.items[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 1350 });

    const video = await c.fetchMedia(media.items[2]!.url, { range: 'bytes=0-15' });
    expect(video.status).toBe(206);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-range')).toMatch(/^bytes 0-15\/\d+$/);
    expect(
      Buffer.from(await video.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
  });

  it('gives the same model from every method (page, Polaris GraphQL, PolarisPostRootQuery)', async () => {
    const page = await client({ postMethods: ['page'] }).getPost('C0ffeeCaro1');
    const polaris = await client({ postMethods: ['polaris'] }).getPost('C0ffeeCaro1');
    const root = await client({ postMethods: ['postRoot'] }).getPost('C0ffeeCaro1');
    expect(polaris.source).toBe('polaris');
    expect(root.source).toBe('post_root');
    const comparable = (m: typeof page) => ({
      ...m,
      source: undefined,
      items: m.items.map((i) => ({ ...i, url: new URL(i.url).pathname, thumbnailUrl: i.thumbnailUrl && new URL(i.thumbnailUrl).pathname })),
      thumbnailUrl: undefined,
      owner: { ...m.owner, profilePicUrl: undefined },
    });
    expect(comparable(polaris)).toEqual(comparable(page));
    expect(comparable(root)).toEqual(comparable(page));
  });

  it('falls back to GraphQL when the page has no media JSON', async () => {
    const { result, requests } = await during(() => client().getPost('C0ffeeNoJsn'));
    expect(result).toMatchObject({ shortcode: 'C0ffeeNoJsn', source: 'polaris', kind: 'video' });
    const paths = requests.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual([
      'GET /p/C0ffeeNoJsn/',
      'GET /api/v1/web/get_ruling_for_content/',
      'POST /ajax/bulk-route-definitions/',
      'GET /',
      'POST /api/graphql',
    ]);
    const graphql = requests.at(-1)!;
    const form = new URLSearchParams(graphql.body);
    expect(form.get('doc_id')).toBe(fake.docIds.polarisPost);
    expect(form.get('fb_api_req_friendly_name')).toBe('PolarisLoggedOutDesktopWWWPostRootContentQuery');
    expect(JSON.parse(form.get('variables')!)).toEqual({ media_id: '3251455889451817767' });
    expect(graphql.headers['x-fb-lsd']).toBe(form.get('lsd'));
    expect(graphql.headers['x-ig-app-id']).toBe(fake.appId);
    expect(graphql.headers['x-csrftoken']).toBeTruthy();
  });

  it('falls back on a global page without media, and to PolarisPostRootQuery when Polaris is off', async () => {
    fake.setFailure('page_no_media');
    await expect(client().getPost('C0ffeeReel1')).resolves.toMatchObject({ source: 'polaris' });
    const { result, requests } = await during(() => client({ postMethods: ['page', 'postRoot'] }).getPost('C0ffeeReel1'));
    expect(result).toMatchObject({ source: 'post_root', shortcode: 'C0ffeeReel1' });
    const query = requests.find((r) => r.path === '/graphql/query')!;
    expect(new URLSearchParams(query.body).get('doc_id')).toBe(fake.docIds.postRoot);
    expect(query.headers['x-csrftoken']).toBe(/csrftoken=([^;]+)/.exec(String(query.headers.cookie))?.[1]);
  });

  it('reads the pre-2026 page shape', async () => {
    await expect(client().getPost('C0ffeeLegcy')).resolves.toMatchObject({ source: 'page_legacy', kind: 'image' });
    fake.setFailure('page_legacy');
    await expect(client().getPost('C0ffeeReel1')).resolves.toMatchObject({ source: 'page_legacy', kind: 'video' });
  });

  it('maps every post failure of the fake to its code', async () => {
    const cases: Array<[string, InstagramErrorCode, string, Partial<InstagramClientConfig>?]> = [
      ['C0ffeeGone1', 'IG_NOT_FOUND', 'page_404'],
      ['C0ffeeAge18', 'IG_AGE_RESTRICTED', 'ruling_restricted'],
      ['C0ffeePriv1', 'IG_PRIVATE', 'private_post_route'],
      [`C0ffeePriv1${PRIVATE_LINK_SUFFIX}`, 'IG_PRIVATE', 'private_link'],
      ['C0ffeeLimit', 'IG_RATE_LIMITED', 'http_429'],
      ['C0ffeeLogin', 'IG_LOGIN_REQUIRED', 'login_redirect'],
      ['C0ffeeGone1', 'IG_NOT_FOUND', 'graphql_not_found', { postMethods: ['polaris'] }],
      ['C0ffeeGone1', 'IG_NOT_FOUND', 'graphql_not_found', { postMethods: ['postRoot'] }],
      ['C0ffeeAge18', 'IG_NOT_FOUND', 'no_media', { diagnoseGatedPosts: false }],
      ['bad$code', 'URL_INVALID', 'bad_shortcode'],
    ];
    for (const [shortcode, code, reason, config] of cases) {
      expect(await failure(client(config).getPost(shortcode)), shortcode).toMatchObject({ code, reason });
    }
  });

  it('maps every global failure mode on the post path to its code', async () => {
    const cases: Array<[Parameters<FakeInstagram['setFailure']>[0], string, InstagramErrorCode, string]> = [
      ['rate_limit', 'C0ffeeReel1', 'IG_RATE_LIMITED', 'http_429'],
      ['login_wall', 'C0ffeeReel1', 'IG_LOGIN_REQUIRED', 'login_redirect'],
      ['home_redirect', 'C0ffeeReel1', 'IG_RATE_LIMITED', 'home_redirect'],
      ['server_error', 'C0ffeeReel1', 'IG_UPSTREAM', 'http_500'],
      // The page has no media JSON for this post, so the GraphQL answers decide:
      ['graphql_html', 'C0ffeeNoJsn', 'IG_UPSTREAM', 'graphql_html'],
      ['graphql_soft_error', 'C0ffeeNoJsn', 'IG_UPSTREAM', 'graphql_error'],
      ['graphql_rate_limit', 'C0ffeeNoJsn', 'IG_RATE_LIMITED', 'graphql_rate_limit'],
    ];
    for (const [mode, shortcode, code, reason] of cases) {
      fake.setFailure(mode);
      expect(await failure(client().getPost(shortcode)), String(mode)).toMatchObject({ code, reason });
    }
  });

  it('stops at the first rate-limit signal instead of trying more endpoints', async () => {
    fake.setFailure('rate_limit');
    const { requests } = await during(() => client({ maxRetries: 0 }).getPost('C0ffeeReel1'));
    expect(requests.map((r) => r.path)).toEqual(['/p/C0ffeeReel1/']);
  });

  it('retries a 429 with back-off, then succeeds', async () => {
    fake.setFailure('rate_limit', { times: 2 });
    const { result, requests } = await during(() => client({ maxRetries: 2 }).getPost('C0ffeeReel1'));
    expect(result).toMatchObject({ shortcode: 'C0ffeeReel1' });
    expect(requests.map((r) => r.path)).toEqual(['/p/C0ffeeReel1/', '/p/C0ffeeReel1/', '/p/C0ffeeReel1/']);
  });
});

describe('profiles', () => {
  it('reads web_profile_info with its 12 embedded posts', async () => {
    const { result: profile, requests } = await during(() => client().getProfile('@Anna.FitCoach'));
    expect(profile).toMatchObject({
      username: 'anna.fitcoach',
      fullName: 'Anna Miller | Fitness Coach',
      followers: 48_200,
      following: 612,
      postsCount: 16,
      isPrivate: false,
      isVerified: false,
      category: 'Personal Trainer',
      externalUrl: 'https://annafit.example.com/program',
      bioHashtags: ['fitcoach', 'homeworkout'],
      hasMorePosts: true,
    });
    expect(profile!.recentPosts).toHaveLength(12);
    const reels = profile!.recentPosts.filter((post) => post.isReel);
    expect(reels.length).toBeGreaterThanOrEqual(5);
    for (const reel of reels) expect(reel.viewCount).toBeGreaterThan(0);
    expect(profile!.recentPosts[0]).toMatchObject({ shortcode: 'C0ffeeReel1', isPinned: true, url: 'https://www.instagram.com/reel/C0ffeeReel1/' });
    expect(profile!.recentPosts[1]).toMatchObject({ shortcode: 'C0ffeeCaro1', kind: 'carousel' });
    const likes = profile!.recentPosts.map((post) => post.likeCount);
    expect(Math.max(...likes) / Math.min(...likes)).toBeGreaterThan(3);
    const ages = profile!.recentPosts.map((post) => (Date.now() - post.takenAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThan(65);
    expect(Math.max(...ages)).toBeGreaterThan(25);
    // Headers web_profile_info needs: app id, referer, ajax.
    const call = requests.find((r) => r.path === '/api/v1/users/web_profile_info/')!;
    expect(call.query).toEqual({ username: 'anna.fitcoach' });
    expect(call.headers['x-ig-app-id']).toBe('936619743392459');
    expect(call.headers.referer).toBe(`${fake.baseUrl}/anna.fitcoach/`);
    expect(call.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('pages further with the timeline query, and reports 403 as a login wall', async () => {
    const c = client();
    const profile = await c.getProfile('anna.fitcoach');
    const page = await c.getMorePosts(profile.id, profile.endCursor!);
    expect(page.posts).toHaveLength(4);
    expect(page.nextCursor).toBeNull();
    const all = [...profile.recentPosts, ...page.posts].map((post) => post.shortcode);
    expect(new Set(all).size).toBe(16);
    fake.setFailure('pagination_forbidden');
    expect(await failure(c.getMorePosts(profile.id, profile.endCursor!))).toMatchObject({ code: 'IG_LOGIN_REQUIRED', reason: 'pagination_forbidden' });
  });

  it('caches profiles for the TTL (in memory)', async () => {
    let now = Date.now();
    const c = client({ profileCacheTtlMs: 60_000 }, { now: () => now });
    const count = () => fake.requests.filter((r) => r.path === '/api/v1/users/web_profile_info/' && r.query.username === 'chef.pavel').length;
    const before = count();
    const first = await c.getProfile('chef.pavel');
    const second = await c.getProfile('Chef.Pavel');
    expect(second).toBe(first);
    expect(count() - before).toBe(1);
    await Promise.all([c.getProfile('lia.makeup', { fresh: true }), c.getProfile('lia.makeup', { fresh: true })]);
    now += 61_000;
    await c.getProfile('chef.pavel');
    expect(count() - before).toBe(2);
    await c.getProfile('chef.pavel', { fresh: true });
    expect(count() - before).toBe(3);
  });

  it('reads every demo creator', async () => {
    const c = client();
    for (const creator of fake.creators.filter((info) => !info.isPrivate)) {
      const profile = await c.getProfile(creator.username);
      expect(profile.recentPosts.length, creator.username).toBe(12);
      expect(profile.postsCount).toBeGreaterThanOrEqual(12);
    }
  });

  it('private accounts fail with IG_PRIVATE unless allowed', async () => {
    const c = client();
    expect(await failure(c.getProfile('closed.account'))).toMatchObject({ code: 'IG_PRIVATE', reason: 'private_account' });
    await expect(c.getProfile('closed.account', { allowPrivate: true })).resolves.toMatchObject({ isPrivate: true, recentPosts: [], followers: 812 });
  });

  it('maps every profile failure of the fake to its code', async () => {
    const cases: Array<[string, InstagramErrorCode, string, number]> = [
      ['ratelimited.account', 'IG_RATE_LIMITED', 'http_429', 3],
      ['pleasewait.account', 'IG_RATE_LIMITED', 'please_wait', 3],
      ['missing.account', 'IG_NOT_FOUND', 'http_404', 1],
      ['ghost.account', 'IG_NOT_FOUND', 'user_null', 1],
      ['broken.business', 'IG_UPSTREAM', 'profile_schema_error', 1],
      ['loginwall.account', 'IG_LOGIN_REQUIRED', 'login_redirect', 1],
      ['bad..name', 'URL_INVALID', 'bad_username', 0],
    ];
    for (const [username, code, reason, attempts] of cases) {
      const { error, requests } = await during(() => client().getProfile(username));
      expect(isInstagramError(error) && { code: error.code, reason: error.details.reason, subject: error.details.subject }, username).toEqual({
        code,
        reason,
        subject: 'profile',
      });
      expect(
        requests.filter((r) => r.path === '/api/v1/users/web_profile_info/'),
        username,
      ).toHaveLength(attempts);
    }
    const noAppId = await failure(client({ appId: '1' }).getProfile('anna.fitcoach'));
    expect(noAppId).toMatchObject({ code: 'IG_UPSTREAM', reason: 'http_400', details: { upstreamMessage: 'useragent mismatch' } });
  });

  it('maps every global failure mode on the profile path to its code', async () => {
    const cases: Array<[Parameters<FakeInstagram['setFailure']>[0], InstagramErrorCode, string]> = [
      ['rate_limit', 'IG_RATE_LIMITED', 'http_429'],
      ['please_wait', 'IG_RATE_LIMITED', 'please_wait'],
      ['login_wall', 'IG_LOGIN_REQUIRED', 'login_redirect'],
      ['server_error', 'IG_UPSTREAM', 'http_500'],
      ['profile_schema_error', 'IG_UPSTREAM', 'profile_schema_error'],
      ['profile_user_null', 'IG_NOT_FOUND', 'user_null'],
      ['profile_not_found', 'IG_NOT_FOUND', 'http_404'],
    ];
    for (const [mode, code, reason] of cases) {
      fake.setFailure(mode);
      expect(await failure(client().getProfile('kai.codes', { fresh: true })), String(mode)).toMatchObject({ code, reason });
    }
  });

  it('retries "Please wait a few minutes" then succeeds', async () => {
    fake.setFailure('please_wait', { times: 1 });
    await expect(client().getProfile('flor.jardim')).resolves.toMatchObject({ username: 'flor.jardim' });
  });
});

describe('share links', () => {
  it('resolves share links by following the redirect (gallery-dl vectors and the demo links)', async () => {
    const c = client();
    expect(await c.resolveUrl('https://www.instagram.com/share/BACiUUUYQV')).toEqual({ kind: 'post', shortcode: 'C6q-XdvsU5v' });
    expect(await c.resolveUrl('https://www.instagram.com/share/p/BACiUUUYQV/')).toEqual({ kind: 'post', shortcode: 'C6q-XdvsU5v' });
    expect(await c.resolveUrl('instagram.com/share/reel/BARSSL4rTu')).toEqual({ kind: 'reel', shortcode: 'DHbVbT4Jx0c' });
    expect(await c.resolveUrl('https://www.instagram.com/share/reel/BAReelAnna1/?igsh=x')).toEqual({ kind: 'reel', shortcode: 'C0ffeeReel1' });
    expect(await c.resolveUrl('https://www.instagram.com/share/p/BACaroAnna1')).toEqual({ kind: 'post', shortcode: 'C0ffeeCaro1' });
    expect(await c.resolveUrl('https://www.instagram.com/reel/C0ffeeReel1/')).toEqual({ kind: 'reel', shortcode: 'C0ffeeReel1' });
  });

  it('sends a curl user agent and no cookies; maps failures', async () => {
    const { requests } = await during(() => client().resolveUrl('https://www.instagram.com/share/reel/BAReelAnna1/'));
    expect(requests[0]!.headers['user-agent']).toBe('curl/7.88.1');
    expect(requests[0]!.headers.cookie).toBeUndefined();
    expect(await failure(client().resolveUrl('https://www.instagram.com/share/UnknownTok1/'))).toMatchObject({ code: 'IG_NOT_FOUND', reason: 'share_unknown' });
    expect(await failure(client({ shareUserAgent: 'Mozilla/5.0 (X11) Chrome/142' }).resolveUrl('https://www.instagram.com/share/BACiUUUYQV/'))).toMatchObject({
      code: 'IG_UPSTREAM',
      reason: 'share_no_redirect',
    });
    fake.setFailure('share_html');
    expect(await failure(client().resolveUrl('https://www.instagram.com/share/BACiUUUYQV/'))).toMatchObject({
      code: 'IG_UPSTREAM',
      reason: 'share_no_redirect',
    });
    fake.setFailure('login_wall');
    expect(await failure(client().resolveUrl('https://www.instagram.com/share/BACiUUUYQV/'))).toMatchObject({ code: 'IG_LOGIN_REQUIRED' });
    expect(await failure(client().resolveUrl('https://example.com/p/abc/'))).toMatchObject({ code: 'URL_INVALID', details: { urlError: 'URL_NOT_INSTAGRAM' } });
  });
});

describe('stories', () => {
  it('need a configured session', async () => {
    const { error, requests } = await during(() => client().getStory('anna.fitcoach'));
    expect(isInstagramError(error) && error.code).toBe('IG_STORY_LOGIN_REQUIRED');
    expect(requests).toHaveLength(0);
  });

  it('with the session: all current stories, one by id, highlights', async () => {
    const c = client({ sessionId: fake.sessionId });
    const reel = await c.getStory('anna.fitcoach');
    expect(reel.username).toBe('anna.fitcoach');
    expect(reel.items.map((item) => item.kind)).toEqual(['image', 'video', 'image']);
    expect(reel.items[0]!.expiresAt!.getTime()).toBeGreaterThan(Date.now());
    const one = await c.getStory('anna.fitcoach', '3570766765028588806');
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({ id: '3570766765028588806', kind: 'video', source: 'story' });
    const image = await c.fetchMedia(reel.items[0]!.items[0]!.url, { method: 'HEAD' });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const highlight = await c.getHighlight('17912345678901234');
    expect(highlight).toMatchObject({ reelId: 'highlight:17912345678901234', username: 'anna.fitcoach', title: 'Workouts' });
    expect(highlight.items).toHaveLength(2);
    // The session cookie goes only to the story endpoint.
    const story = fake.requests.filter((r) => r.path === '/api/v1/feed/reels_media/').at(-1)!;
    expect(story.headers.cookie).toContain(`sessionid=${fake.sessionId}`);
    const profileCalls = fake.requests.filter((r) => r.path === '/api/v1/users/web_profile_info/');
    for (const call of profileCalls) expect(String(call.headers.cookie ?? '')).not.toContain('sessionid');
  });

  it('maps story failures to codes', async () => {
    const c = client({ sessionId: fake.sessionId });
    expect(await failure(c.getStory('anna.fitcoach', '1'))).toMatchObject({ code: 'IG_NOT_FOUND', reason: 'story_expired' });
    expect(await failure(c.getStory('lia.makeup'))).toMatchObject({ code: 'IG_NOT_FOUND', reason: 'no_stories' });
    expect(await failure(c.getStory('closed.account'))).toMatchObject({ code: 'IG_PRIVATE' });
    expect(await failure(c.getStory('missing.account'))).toMatchObject({ code: 'IG_NOT_FOUND' });
    expect(await failure(client({ sessionId: 'expired-session' }).getStory('anna.fitcoach'))).toMatchObject({
      code: 'IG_STORY_LOGIN_REQUIRED',
      reason: 'session_rejected',
    });
    fake.setFailure('story_session_rejected');
    expect(await failure(c.getStory('chef.pavel'))).toMatchObject({ code: 'IG_STORY_LOGIN_REQUIRED', reason: 'session_rejected' });
  });
});

describe('media links', () => {
  it('refuses hosts outside the allow-list without a request (no open proxy)', async () => {
    const c = client();
    for (const url of [
      `${fake.baseUrl}/api/v1/users/web_profile_info/?username=x`,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      `https://${fake.cdnHost}/x.jpg`,
    ]) {
      const { error, requests } = await during(() => c.fetchMedia(url));
      expect(isInstagramError(error) && error.code, url).toBe('URL_INVALID');
      expect(requests).toHaveLength(0);
    }
  });

  it('reports expired links as IG_MEDIA_EXPIRED: before fetching (oe in the past) and from the CDN answer', async () => {
    const c = client();
    const media = await c.getPost('C0ffeeReel1');
    const url = new URL(media.items[0]!.url);
    const params = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'oe' && name !== 'oh'));
    const old = fake.signCdnUrl(url.pathname, params, new Date(Date.now() - 60_000));
    const { error, requests } = await during(() => c.fetchMedia(old));
    expect(isInstagramError(error) && [error.code, error.details.reason]).toEqual(['IG_MEDIA_EXPIRED', 'expired']);
    expect(requests).toHaveLength(0);
    // The CDN's clock disagrees with ours: its 403 "URL signature expired" maps to the same code.
    const viaCdn = await failure(client({}, { now: () => Date.now() - 3_600_000 }).fetchMedia(old));
    expect(viaCdn).toMatchObject({ code: 'IG_MEDIA_EXPIRED', reason: 'signature_expired' });
    fake.setFailure('cdn_expired');
    expect(await failure(c.fetchMedia(media.items[0]!.url))).toMatchObject({ code: 'IG_MEDIA_EXPIRED', reason: 'signature_expired' });
    fake.setFailure(null);
    const tampered = media.items[0]!.url.replace(/oh=00_./, (m) => (m.endsWith('A') ? `${m.slice(0, -1)}B` : `${m.slice(0, -1)}A`));
    expect(await failure(c.fetchMedia(tampered))).toMatchObject({ code: 'IG_MEDIA_EXPIRED', reason: 'signature_mismatch' });
  });

  it("passes the caller's abort signal through", async () => {
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    await expect(client().fetchMedia(fake.bigFileUrl(1000), { signal: controller.signal })).rejects.toThrow('client went away');
  });

  it('retries CDN 5xx and streams big files', async () => {
    fake.setFailure('cdn_server_error', { times: 1 });
    const c = client();
    const media = await c.getPost('C0ffeeReel1');
    const thumb = await c.fetchMedia(media.items[0]!.thumbnailUrl!);
    expect(thumb.status).toBe(200);
    await thumb.body?.cancel();
    const big = await c.fetchMedia(fake.bigFileUrl(3_000_000));
    expect(big.headers.get('content-length')).toBe('3000000');
    let total = 0;
    for await (const chunk of big.body as unknown as AsyncIterable<Uint8Array>) total += chunk.byteLength;
    expect(total).toBe(3_000_000);
  });
});

describe('pacing against the fake', () => {
  it('spaces upstream requests by minIntervalMs', async () => {
    const c = client({ minIntervalMs: 120, profileCacheTtlMs: 0 });
    const start = fake.requests.length;
    await Promise.all(['anna.fitcoach', 'chef.pavel', 'lia.makeup', 'kai.codes'].map((name) => c.getProfile(name)));
    const times = fake.requests.slice(start).map((r) => r.at);
    expect(times).toHaveLength(4);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(100);
  });
});
