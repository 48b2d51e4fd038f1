import { describe, expect, it } from 'vitest';
import { createInstagramClient } from './instagram-client.ts';
import { INSTAGRAM_ERROR_CODES, InstagramError, instagramErrorMessages } from './instagram-errors.ts';
import { parseRetryAfter } from './http/failures.ts';
import { createPacer } from './http/pacer.ts';
import { resolveShareUrl } from './resolve-share-url.ts';

const PROFILE_JSON = JSON.stringify({ data: { user: { id: '1', username: 'anna.fitcoach', edge_followed_by: { count: 5 } } }, status: 'ok' });

/** A scripted fetch: answers in order, records what was asked. */
function scripted(...answers: Array<(() => Response) | Error>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    calls.push({ url: String(input), init });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (next instanceof Error) throw next;
    return next();
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

const json =
  (status: number, body: string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, { status, headers: { 'content-type': 'application/json', ...headers } });

function clientWith(fetchImpl: typeof fetch, sleeps: number[], config: Record<string, unknown> = {}) {
  return createInstagramClient(
    { minIntervalMs: 0, retryBaseDelayMs: 100, retryMaxDelayMs: 5_000, maxRetries: 2, ...config },
    { fetch: fetchImpl, sleep: async (ms) => void sleeps.push(ms), random: () => 1 },
  );
}

describe('pacing', () => {
  it('spaces the starts of requests by minIntervalMs, in call order', async () => {
    let now = 1_000;
    const waits: number[] = [];
    const order: number[] = [];
    const pacer = createPacer(100, { now: () => now, sleep: async (ms) => void waits.push(ms) });
    await Promise.all([1, 2, 3].map((n) => pacer.run(async () => void order.push(n))));
    // All three asked at t=1000: they start at 1000, 1100 and 1200.
    expect(waits).toEqual([100, 200]);
    expect(order).toEqual([1, 2, 3]);
    now = 1_150;
    await pacer.run(async () => undefined);
    expect(waits.at(-1)).toBe(150);
    now = 5_000;
    await pacer.run(async () => undefined);
    expect(waits).toHaveLength(3);
  });
});

describe('retries', () => {
  it('honours Retry-After on 429, then succeeds', async () => {
    const sleeps: number[] = [];
    const { fetch, calls } = scripted(json(429, '', { 'retry-after': '2' }), json(200, PROFILE_JSON));
    const profile = await clientWith(fetch, sleeps).getProfile('anna.fitcoach');
    expect(profile.followers).toBe(5);
    expect(calls).toHaveLength(2);
    expect(sleeps).toEqual([2_000]);
  });

  it('gives up at once when Retry-After asks for longer than retryMaxDelayMs', async () => {
    const sleeps: number[] = [];
    const { fetch, calls } = scripted(json(429, '', { 'retry-after': '3600' }));
    await expect(clientWith(fetch, sleeps).getProfile('anna.fitcoach')).rejects.toMatchObject({
      code: 'IG_RATE_LIMITED',
      details: { retryAfterSeconds: 3600 },
    });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('hands a rate limit back at once when the caller caps the wait (maxWaitMs) below what Instagram asks', async () => {
    const sleeps: number[] = [];
    const { fetch, calls } = scripted(json(429, '', { 'retry-after': '2' }), json(200, PROFILE_JSON));
    await expect(clientWith(fetch, sleeps).getProfile('anna.fitcoach', { maxWaitMs: 1_000 })).rejects.toMatchObject({
      code: 'IG_RATE_LIMITED',
      details: { retryAfterSeconds: 2 },
    });
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
    // Short back-offs still happen inside the cap.
    const again = scripted(json(429, ''), json(200, PROFILE_JSON));
    await expect(clientWith(again.fetch, sleeps).getProfile('anna.fitcoach', { maxWaitMs: 1_000 })).resolves.toMatchObject({ followers: 5 });
    expect(sleeps).toEqual([100]);
  });

  it('backs off exponentially on 5xx and stops after maxRetries', async () => {
    const sleeps: number[] = [];
    const { fetch, calls } = scripted(json(503, 'down'));
    await expect(clientWith(fetch, sleeps).getProfile('anna.fitcoach')).rejects.toMatchObject({ code: 'IG_UPSTREAM', details: { reason: 'http_503' } });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([100, 200]);
  });

  it('retries network failures', async () => {
    const sleeps: number[] = [];
    const { fetch, calls } = scripted(new TypeError('fetch failed'), json(200, PROFILE_JSON));
    await expect(clientWith(fetch, sleeps).getProfile('anna.fitcoach')).resolves.toMatchObject({ username: 'anna.fitcoach' });
    expect(calls).toHaveLength(2);
  });

  it('never retries answers that will not change (404, 400, login wall)', async () => {
    for (const answer of [
      json(404, '{}'),
      json(400, '{"message":"useragent mismatch","status":"fail"}'),
      () => new Response(null, { status: 302, headers: { location: '/accounts/login/' } }),
    ]) {
      const { fetch, calls } = scripted(answer);
      await expect(clientWith(fetch, []).getProfile('anna.fitcoach')).rejects.toBeInstanceOf(InstagramError);
      expect(calls).toHaveLength(1);
    }
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('7', 0)).toBe(7);
    expect(parseRetryAfter(new Date(60_000).toUTCString(), 0)).toBe(60);
    expect(parseRetryAfter('soon', 0)).toBeUndefined();
    expect(parseRetryAfter(null, 0)).toBeUndefined();
  });
});

describe('configuration', () => {
  it('is validated up front and never read from the environment', () => {
    expect(() => createInstagramClient({ baseUrl: 'not a url' })).toThrow();
    expect(() => createInstagramClient({ appId: 'abc' })).toThrow();
    expect(() => createInstagramClient({ postMethods: [] })).toThrow();
    const client = createInstagramClient({ baseUrl: 'http://127.0.0.1:9/' });
    expect(client.config.baseUrl).toBe('http://127.0.0.1:9');
    expect(client.config.apiBaseUrl).toBe('http://127.0.0.1:9');
    expect(client.config.docIds.postRoot).toBe('27128499623469141');
  });

  it('stories need a session: no request is made without one', async () => {
    const { fetch, calls } = scripted(json(200, PROFILE_JSON));
    await expect(clientWith(fetch, []).getStory('anna.fitcoach')).rejects.toMatchObject({ code: 'IG_STORY_LOGIN_REQUIRED' });
    await expect(clientWith(fetch, []).getHighlight('1')).rejects.toMatchObject({ code: 'IG_STORY_LOGIN_REQUIRED' });
    expect(calls).toHaveLength(0);
  });

  it('every error code has a user message', () => {
    for (const code of INSTAGRAM_ERROR_CODES) expect(instagramErrorMessages[code].length).toBeGreaterThan(10);
    expect(new InstagramError('IG_RATE_LIMITED').retryable).toBe(true);
    expect(new InstagramError('IG_NOT_FOUND').retryable).toBe(false);
    expect(new InstagramError('IG_NOT_FOUND', { subject: 'profile' }).userMessage).toBe('No Instagram account with that username.');
  });
});

describe('resolveShareUrl redirect rules', () => {
  const redirectTo = (location: string) => () => new Response(null, { status: 302, headers: { location } });

  it('reads the post from the Location without fetching it', async () => {
    const { fetch, calls } = scripted(redirectTo('https://www.instagram.com/p/C6q-XdvsU5v/?igsh=abc'));
    await expect(resolveShareUrl('https://www.instagram.com/share/BACiUUUYQV', { fetch })).resolves.toEqual({ kind: 'post', shortcode: 'C6q-XdvsU5v' });
    expect(calls.map((call) => call.url)).toEqual(['https://www.instagram.com/share/BACiUUUYQV/']);
    expect(new Headers(calls[0]!.init?.headers).get('user-agent')).toBe('curl/7.88.1');
    expect(calls[0]!.init?.redirect).toBe('manual');
  });

  it('refuses redirects off Instagram, loops and the login wall', async () => {
    await expect(
      resolveShareUrl('instagram.com/share/reel/BARSSL4rTu', { fetch: scripted(redirectTo('https://evil.example/p/C6q-XdvsU5v/')).fetch }),
    ).rejects.toMatchObject({ code: 'IG_UPSTREAM', details: { reason: 'redirect_off_instagram' } });
    const loop = scripted(redirectTo('/share/reel/BARSSL4rTu/'));
    await expect(resolveShareUrl('instagram.com/share/reel/BARSSL4rTu', { fetch: loop.fetch })).rejects.toMatchObject({
      details: { reason: 'too_many_redirects' },
    });
    expect(loop.calls).toHaveLength(6);
    await expect(
      resolveShareUrl('instagram.com/share/reel/BARSSL4rTu', { fetch: scripted(redirectTo('/accounts/login/?next=%2Fshare')).fetch }),
    ).rejects.toMatchObject({ code: 'IG_LOGIN_REQUIRED' });
    await expect(
      resolveShareUrl('instagram.com/share/reel/BARSSL4rTu', { fetch: scripted(() => new Response('<html>', { status: 200 })).fetch }),
    ).rejects.toMatchObject({ details: { reason: 'share_no_redirect' } });
    await expect(resolveShareUrl('https://evil.example/share/x', { fetch: scripted().fetch })).rejects.toMatchObject({ code: 'URL_INVALID' });
  });

  it('passes non-share links through untouched', async () => {
    const { fetch, calls } = scripted();
    await expect(resolveShareUrl('https://www.instagram.com/reel/C0ffeeReel1/', { fetch })).resolves.toEqual({ kind: 'reel', shortcode: 'C0ffeeReel1' });
    expect(calls).toHaveLength(0);
  });
});
