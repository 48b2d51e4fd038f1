import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeInstagramGraph } from './fake-instagram-graph.ts';
import { sniff } from './media-probe.ts';
import type { FakeInstagramGraph } from './types.ts';

// Only the first bytes matter to the fake: a JPEG's SOI marker, an MP4's ftyp box.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

let assets: Server;
let base: string;
let fake: FakeInstagramGraph | undefined;

beforeAll(async () => {
  assets = createServer((req, res) => {
    const body = req.url === '/a.jpg' ? JPEG : req.url === '/v.mp4' ? MP4 : null;
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200).end(body);
  });
  await new Promise<void>((resolve) => assets.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(assets.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => assets.close(() => resolve())));
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function graph(path: string, token: string, form?: Record<string, string>) {
  const response = await fetch(`${fake!.url}${path}`, {
    method: form ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('fake Instagram Graph API', () => {
  it('sniffs JPEG and MP4 by their first bytes', () => {
    expect(sniff(JPEG)).toBe('jpeg');
    expect(sniff(MP4)).toBe('mp4');
    expect(sniff(Buffer.from('\x89PNG\r\n\x1a\n'))).toBe('other');
  });

  it('answers errors in Graph’s shape and accepts a version prefix and the token as a query parameter', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0 });
    const unknown = await graph('/v23.0/me', 'nope');
    expect(unknown).toMatchObject({ status: 400, body: { error: { type: 'OAuthException', code: 190 } } });
    expect((unknown.body.error as { fbtrace_id?: string }).fbtrace_id).toMatch(/^A/);
    const token = fake.issueToken('reelcraft.demo');
    const me = await fetch(`${fake.url}/me?fields=username,account_type&access_token=${token}`);
    expect(await me.json()).toEqual({ id: fake.accounts[0]!.id, username: 'reelcraft.demo', account_type: 'BUSINESS' });
  });

  it('keeps a video container IN_PROGRESS for the configured polls, counts publishing and rolls the window', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0, videoProcessingPolls: 1, publishQuota: 1 });
    const token = fake.issueToken('reelcraft.demo');
    const userId = fake.accounts[0]!.userId;
    const { body } = await graph(`/${userId}/media`, token, { media_type: 'REELS', video_url: `${base}/v.mp4` });
    const id = String(body.id);
    expect((await graph(`/${id}?fields=status_code`, token)).body).toEqual({ id, status_code: 'IN_PROGRESS' });
    expect((await graph(`/${id}?fields=status_code`, token)).body).toEqual({ id, status_code: 'FINISHED' });
    expect((await graph(`/${userId}/media_publish`, token, { creation_id: id })).status).toBe(200);

    const image = await graph(`/${userId}/media`, token, { image_url: `${base}/a.jpg` });
    const refused = await graph(`/${userId}/media_publish`, token, { creation_id: String(image.body.id) });
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 9, error_subcode: 2207042 } } });
    expect((await graph(`/${userId}/content_publishing_limit?fields=quota_usage,config`, token)).body).toEqual({
      data: [{ quota_usage: 1, config: { quota_total: 1, quota_duration: 86_400 } }],
    });
    fake.advanceClock(86_400_001);
    expect((await graph(`/${userId}/content_publishing_limit`, token)).body).toEqual({ data: [{ quota_usage: 0 }] });
  });

  it('refuses another account’s user id, a missing scope and the 401st container of a day', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0, accounts: [{ username: 'one' }, { username: 'two' }], containerQuota: 1 });
    const token = fake.issueToken('one');
    const other = fake.accounts[1]!.userId;
    expect((await graph(`/${other}/media`, token, { image_url: `${base}/a.jpg` })).body).toMatchObject({ error: { code: 100, error_subcode: 33 } });
    const readOnly = fake.issueToken('one', { scopes: ['instagram_business_basic'] });
    expect(await graph(`/me/media`, readOnly, { image_url: `${base}/a.jpg` })).toMatchObject({ status: 403, body: { error: { code: 10 } } });
    expect((await graph(`/me/media`, token, { image_url: `${base}/a.jpg` })).status).toBe(200);
    expect((await graph(`/me/media`, token, { image_url: `${base}/a.jpg` })).body).toMatchObject({ error: { code: 9, error_subcode: 2207042 } });
  });

  it('plays injected errors once, on matching paths only', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0 });
    const token = fake.issueToken('reelcraft.demo');
    fake.injectError({ error: 'rate_limit', path: '/content_publishing_limit', code: 17 });
    expect((await graph('/me', token)).status).toBe(200);
    expect(await graph('/me/content_publishing_limit', token)).toMatchObject({ status: 403, body: { error: { code: 17 } } });
    expect((await graph('/me/content_publishing_limit', token)).status).toBe(200);
    fake.injectError({ error: 'server_error' });
    expect(await graph('/me', token)).toMatchObject({ status: 500, body: { error: { code: 2, is_transient: true } } });
  });
});
