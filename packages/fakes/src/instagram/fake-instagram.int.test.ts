import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe } from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generatedByteAt } from './fake-cdn.ts';
import { startFakeInstagram, type FakeInstagram } from './fake-instagram.ts';
import { FAKE_INSTAGRAM_CREATORS } from './fake-world.ts';

let fake: FakeInstagram;
let work: string;

beforeAll(async () => {
  fake = await startFakeInstagram();
  work = mkdtempSync(path.join(tmpdir(), 'fake-ig-test-'));
});

afterAll(async () => {
  await fake.close();
  rmSync(work, { recursive: true, force: true });
});

afterEach(() => fake.setFailure(null));

const CURL = { 'user-agent': 'curl/7.88.1' };
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });

async function profileJson(username: string): Promise<{
  data: {
    user: Record<string, unknown> & { edge_owner_to_timeline_media: { edges: Array<{ node: Record<string, unknown> }>; page_info: Record<string, unknown> } };
  };
}> {
  const res = await get(`${fake.baseUrl}/api/v1/users/web_profile_info/?username=${username}`, { 'x-ig-app-id': fake.appId });
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

async function firstVideoUrl(): Promise<string> {
  const { data } = await profileJson('anna.fitcoach');
  return data.user.edge_owner_to_timeline_media.edges[0]!.node.video_url as string;
}

describe('demo creators', () => {
  it('cover four languages and several niches, 12+ posts each, reels with views', () => {
    const names = FAKE_INSTAGRAM_CREATORS.map((c) => c.username);
    expect(names).toEqual(expect.arrayContaining(['anna.fitcoach', 'chef.pavel', 'lia.makeup', 'viaja.con.marta', 'closed.account']));
    expect(new Set(FAKE_INSTAGRAM_CREATORS.map((c) => c.language))).toEqual(new Set(['en', 'ru', 'pt', 'es']));
    expect(new Set(FAKE_INSTAGRAM_CREATORS.map((c) => c.niche)).size).toBeGreaterThanOrEqual(6);
    for (const creator of FAKE_INSTAGRAM_CREATORS.filter((c) => !c.isPrivate)) {
      expect(creator.posts, creator.username).toBeGreaterThanOrEqual(12);
      expect(creator.reels, creator.username).toBeGreaterThanOrEqual(4);
    }
    expect(FAKE_INSTAGRAM_CREATORS.find((c) => c.username === 'closed.account')?.isPrivate).toBe(true);
    expect(fake.creators).toEqual(FAKE_INSTAGRAM_CREATORS);
  });

  it('web_profile_info has the fields we read, 12 grid nodes, reels with view counts', async () => {
    for (const creator of FAKE_INSTAGRAM_CREATORS.filter((c) => !c.isPrivate)) {
      const { data } = await profileJson(creator.username);
      const user = data.user;
      expect(user).toMatchObject({ username: creator.username, is_private: false, edge_followed_by: { count: creator.followers } });
      expect(typeof user.id).toBe('string');
      expect(user.edge_owner_to_timeline_media.edges).toHaveLength(12);
      expect(user.edge_owner_to_timeline_media.page_info).toMatchObject({ has_next_page: creator.posts > 12 });
      const nodes = user.edge_owner_to_timeline_media.edges.map((e) => e.node);
      for (const node of nodes) {
        expect(node).toMatchObject({
          shortcode: expect.any(String),
          taken_at_timestamp: expect.any(Number),
          edge_liked_by: { count: expect.any(Number) },
          thumbnail_src: expect.any(String),
        });
        if (node.product_type === 'clips') expect(node.video_view_count).toBeGreaterThan(0);
      }
      const captions = nodes.map((n) => (n.edge_media_to_caption as { edges: Array<{ node: { text: string } }> }).edges[0]!.node.text);
      expect(captions.filter((c) => c.includes('#')).length).toBeGreaterThanOrEqual(10);
    }
    const closed = await profileJson('closed.account');
    expect(closed.data.user).toMatchObject({ is_private: true });
    expect(closed.data.user.edge_owner_to_timeline_media.edges).toEqual([]);
  });

  it('the reel and carousel of the issue exist on anna.fitcoach', async () => {
    const page = await (await get(`${fake.baseUrl}/reel/C0ffeeReel1/`)).text();
    expect(page).toContain('data-sjs');
    expect(page).toContain('"xig_polaris_media"');
    expect(page).toContain('"product_type":"clips"');
    const carousel = await (await get(`${fake.baseUrl}/p/C0ffeeCaro1/`)).text();
    expect(carousel).toContain('"media_type":8');
    expect(carousel.match(/"carousel_parent_id"/g)).toHaveLength(3);
  });
});

describe('www endpoints', () => {
  it('GET / sets the anonymous cookies and carries the LSD token', async () => {
    const res = await get(`${fake.baseUrl}/`);
    const names = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(names).toEqual(['csrftoken', 'mid', 'ig_did']);
    expect(await res.text()).toMatch(/<script type="application\/json" id="__eqmc">\{[^<]*"l":"[^"]+"/);
  });

  it('post pages: redirects to the slashed path, 404 page for unknown posts, login and rate-limit variants', async () => {
    const unslashed = await get(`${fake.baseUrl}/p/C0ffeeReel1`);
    expect([unslashed.status, unslashed.headers.get('location')]).toEqual([301, '/p/C0ffeeReel1/']);
    const missing = await get(`${fake.baseUrl}/p/C0ffeeGone1/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Sorry, this page isn't available.");
    const login = await get(`${fake.baseUrl}/p/C0ffeeLogin/`);
    expect([login.status, login.headers.get('location')]).toEqual([302, '/accounts/login/?next=%2Fp%2FC0ffeeLogin%2F']);
    const limited = await get(`${fake.baseUrl}/p/C0ffeeLimit/`);
    expect(limited.status).toBe(429);
    expect((await limited.text()).length).toBeGreaterThan(15_000);
    fake.setFailure('home_redirect');
    expect((await get(`${fake.baseUrl}/p/C0ffeeReel1/`)).headers.get('location')).toBe('/');
  });

  it('web_profile_info insists on X-IG-App-ID', async () => {
    const res = await get(`${fake.baseUrl}/api/v1/users/web_profile_info/?username=anna.fitcoach`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'useragent mismatch', status: 'fail' });
  });

  it('GraphQL: LSD required on /api/graphql, CSRF header must match the cookie on /graphql/query', async () => {
    const form = new URLSearchParams({ doc_id: fake.docIds.postRoot, variables: JSON.stringify({ shortcode: 'C0ffeeReel1' }) }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const noLsd = await fetch(`${fake.baseUrl}/api/graphql`, { method: 'POST', headers, body: form });
    expect(noLsd.status).toBe(400);
    expect(await noLsd.text()).toMatch(/^for \(;;\);/);
    const cookieOnly = await fetch(`${fake.baseUrl}/graphql/query`, { method: 'POST', headers: { ...headers, cookie: 'csrftoken=abc' }, body: form });
    expect(cookieOnly.status).toBe(403);
    const ok = await fetch(`${fake.baseUrl}/graphql/query`, {
      method: 'POST',
      headers: { ...headers, cookie: 'csrftoken=abc', 'x-csrftoken': 'abc' },
      body: form,
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { data: { xdt_api__v1__media__shortcode__web_info: { items: Array<{ code: string }> } } };
    expect(body.data.xdt_api__v1__media__shortcode__web_info.items[0]!.code).toBe('C0ffeeReel1');
  });

  it('share links: 301 to the slashed path, 302 to the post for curl, an HTML page for browsers', async () => {
    const first = await get(`${fake.baseUrl}/share/reel/BAReelAnna1`, CURL);
    expect([first.status, first.headers.get('location')]).toEqual([301, '/share/reel/BAReelAnna1/']);
    const second = await get(`${fake.baseUrl}/share/reel/BAReelAnna1/`, CURL);
    expect(second.status).toBe(302);
    expect(second.headers.get('location')).toMatch(new RegExp(`^${fake.baseUrl}/reel/C0ffeeReel1/\\?igsh=`));
    const browser = await get(`${fake.baseUrl}/share/reel/BAReelAnna1/`, { 'user-agent': 'Mozilla/5.0 Chrome/142' });
    expect(browser.status).toBe(200);
  });

  it('stories need the session cookie', async () => {
    const anna = (await profileJson('anna.fitcoach')).data.user.id as string;
    const anonymous = await get(`${fake.baseUrl}/api/v1/feed/reels_media/?reel_ids=${anna}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/accounts\/login\//);
    const signedIn = await get(`${fake.baseUrl}/api/v1/feed/reels_media/?reel_ids=${anna}`, { cookie: `sessionid=${fake.sessionId}` });
    const body = (await signedIn.json()) as { reels: Record<string, { items: unknown[] }> };
    expect(body.reels[anna]!.items).toHaveLength(3);
  });

  it('setFailure with a budget clears itself', async () => {
    fake.setFailure('server_error', { times: 2 });
    expect((await get(`${fake.baseUrl}/`)).status).toBe(500);
    expect((await get(`${fake.baseUrl}/`)).status).toBe(500);
    expect((await get(`${fake.baseUrl}/`)).status).toBe(200);
    fake.setFailure('please_wait');
    const res = await get(`${fake.baseUrl}/api/v1/users/web_profile_info/?username=anna.fitcoach`, { 'x-ig-app-id': fake.appId });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: 'Please wait a few minutes before you try again.', require_login: true });
  });
});

describe('CDN', () => {
  it('serves real JPEGs with the brief headers, resized to the size in the URL', async () => {
    const { data } = await profileJson('chef.pavel');
    const node = data.user.edge_owner_to_timeline_media.edges[1]!.node;
    const res = await get(node.thumbnail_src as string);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 });
    const avatar = await get(data.user.profile_pic_url_hd as string);
    expect(await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('serves real MP4s (720×1280, H.264 + AAC, 3–6 s) with Range support', async () => {
    const url = await firstVideoUrl();
    const whole = await get(url);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(Number(whole.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(3_000_000);
    const file = path.join(work, 'reel.mp4');
    writeFileSync(file, bytes);
    const info = await probe(file);
    expect(info.durationSeconds).toBeGreaterThanOrEqual(3);
    expect(info.durationSeconds).toBeLessThanOrEqual(6.1);
    expect(info.streams.find((s) => s.codecType === 'video')).toMatchObject({ codecName: 'h264', width: 720, height: 1280 });
    expect(info.streams.find((s) => s.codecType === 'audio')).toMatchObject({ codecName: 'aac' });

    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(bytes.subarray(100, 200));
    const tail = await get(url, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 10));
    const beyond = await get(url, { range: `bytes=${bytes.length}-` });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${bytes.length}`]);
    const head = await fetch(url, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(bytes.length)]);
  });

  it('enforces the signature: missing, tampered and expired URLs get a 403 with their own text', async () => {
    const url = new URL(await firstVideoUrl());
    const cases: Array<[string, string]> = [];
    const noSig = new URL(url);
    noSig.searchParams.delete('oh');
    cases.push([noSig.toString(), 'Invalid URL signature']);
    const tampered = new URL(url);
    tampered.searchParams.set('oe', (Number.parseInt(url.searchParams.get('oe')!, 16) + 3600).toString(16).toUpperCase());
    cases.push([tampered.toString(), 'URL signature mismatch']);
    const params = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'oe' && k !== 'oh'));
    cases.push([fake.signCdnUrl(url.pathname, params, new Date(Date.now() - 1000)), 'URL signature expired']);
    for (const [link, text] of cases) {
      const res = await get(link);
      expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([403, 'text/plain', text]);
    }
    fake.setFailure('cdn_expired');
    expect(await (await get(url.toString())).text()).toBe('URL signature expired');
  });

  it('streams large generated files without holding them, with ranges', async () => {
    const size = 50 * 1024 * 1024 + 123;
    const res = await get(fake.bigFileUrl(size));
    expect(res.headers.get('content-length')).toBe(String(size));
    let total = 0;
    let checked = false;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (!checked) {
        expect(chunk[0]).toBe(generatedByteAt(0));
        checked = true;
      }
      total += chunk.byteLength;
    }
    expect(total).toBe(size);
    const part = await get(fake.bigFileUrl(size), { range: 'bytes=70000-70009' });
    expect(part.status).toBe(206);
    expect([...Buffer.from(await part.arrayBuffer())]).toEqual(Array.from({ length: 10 }, (_, i) => generatedByteAt(70_000 + i)));
    expect(fake.bigFileUrl(10)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/big\/10\.mp4$/);
  });
});
