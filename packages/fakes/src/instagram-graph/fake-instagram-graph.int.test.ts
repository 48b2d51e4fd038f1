import { createHash } from 'node:crypto';
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

  it('shows a consent page when interactive: one button per account, Cancel → access_denied; authorizeAs and auto=1 skip it', async () => {
    fake = await startFakeInstagramGraph({
      now: () => 0,
      interactiveConsent: true,
      accounts: [
        { username: 'maria.makes', accountType: 'MEDIA_CREATOR' },
        { username: 'just.me', accountType: 'PERSONAL' },
      ],
    });
    const query = new URLSearchParams({ client_id: fake.appId, redirect_uri: 'http://app.test/cb', response_type: 'code', state: 's<1>' });
    const page = await fetch(`${fake.url}/oauth/authorize?${query}`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('data-testid="fake-graph-account-maria.makes"');
    expect(html).toContain('(Personal account)');
    expect(html).toContain('data-testid="fake-graph-cancel"');
    expect(html).toContain('value="s&lt;1&gt;"');

    const chosen = await fetch(`${fake.url}/oauth/authorize?${query}&as=${fake.accounts[1]!.id}`, { redirect: 'manual' });
    const back = new URL(chosen.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('s<1>');
    const exchanged = await fetch(`${fake.url}/oauth/access_token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: fake.appId,
        client_secret: fake.appSecret,
        grant_type: 'authorization_code',
        redirect_uri: 'http://app.test/cb',
        code: back.searchParams.get('code')!,
      }),
    });
    expect(((await exchanged.json()) as { user_id: number }).user_id).toBe(Number(fake.accounts[1]!.id));

    const cancelled = new URL((await fetch(`${fake.url}/oauth/authorize?${query}&deny=1`, { redirect: 'manual' })).headers.get('location')!);
    expect(Object.fromEntries(cancelled.searchParams)).toMatchObject({ error: 'access_denied', error_reason: 'user_denied', state: 's<1>' });
    expect(cancelled.searchParams.get('code')).toBeNull();

    expect((await fetch(`${fake.url}/oauth/authorize?${query}&auto=1`, { redirect: 'manual' })).status).toBe(302);
    fake.authorizeAs('just.me');
    expect((await fetch(`${fake.url}/oauth/authorize?${query}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('checks the PKCE verifier when the consent URL carried a challenge', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0 });
    const verifier = 'v'.repeat(43);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const codeFor = async () => {
      const query = new URLSearchParams({
        client_id: fake!.appId,
        redirect_uri: 'http://app.test/cb',
        response_type: 'code',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      const answer = await fetch(`${fake!.url}/oauth/authorize?${query}`, { redirect: 'manual' });
      return new URL(answer.headers.get('location')!).searchParams.get('code')!;
    };
    const exchange = async (code: string, codeVerifier?: string) => {
      const form = { client_id: fake!.appId, client_secret: fake!.appSecret, grant_type: 'authorization_code', redirect_uri: 'http://app.test/cb', code };
      const answer = await fetch(`${fake!.url}/oauth/access_token`, {
        method: 'POST',
        body: new URLSearchParams(codeVerifier ? { ...form, code_verifier: codeVerifier } : form),
      });
      return answer.status;
    };
    expect(await exchange(await codeFor())).toBe(400);
    expect(await exchange(await codeFor(), 'w'.repeat(43))).toBe(400);
    expect(await exchange(await codeFor(), verifier)).toBe(200);
  });

  it('revokes every token of the account on DELETE /me/permissions', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0 });
    const token = fake.issueToken('reelcraft.demo');
    const other = fake.issueToken('reelcraft.demo');
    const revoked = await fetch(`${fake.url}/v23.0/me/permissions`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(await revoked.json()).toEqual({ success: true });
    expect((await graph('/me', token)).body).toMatchObject({ error: { code: 190 } });
    expect((await graph('/me', other)).body).toMatchObject({ error: { code: 190 } });
  });

  it('takes injections, clock moves and the consent account over its loopback control API', async () => {
    fake = await startFakeInstagramGraph({ now: () => 0, accounts: [{ username: 'one' }, { username: 'two' }] });
    const post = (path: string, body: unknown) =>
      fetch(`${fake!.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('inject', { error: 'nonsense' })).status).toBe(400);
    expect((await post('inject', { error: 'rate_limit', path: '/me', code: 17, times: 2 })).status).toBe(200);
    const token = fake.issueToken('one');
    expect((await graph('/me', token)).body).toMatchObject({ error: { code: 17 } });
    expect((await graph('/me', token)).body).toMatchObject({ error: { code: 17 } });
    expect((await graph('/me', token)).status).toBe(200);

    expect(await (await post('advance', { seconds: 3600 })).json()).toEqual({ ok: true, now: new Date(3_600_000).toISOString() });
    expect(fake.now()).toBe(3_600_000);
    expect((await post('advance', { seconds: -1 })).status).toBe(400);

    expect((await post('authorize-as', { account: 'nobody' })).status).toBe(404);
    expect((await post('authorize-as', { account: 'two' })).status).toBe(200);
    const query = new URLSearchParams({ client_id: fake.appId, redirect_uri: 'http://app.test/cb', response_type: 'code' });
    const code = new URL((await fetch(`${fake.url}/oauth/authorize?${query}`, { redirect: 'manual' })).headers.get('location')!).searchParams.get('code');
    expect(code).toBeTruthy();
    expect((await fetch(`${fake.url}/__fake/advance`)).status).toBe(405);
  });
});
