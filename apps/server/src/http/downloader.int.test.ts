import { demoInstagramEnv, type FakeInstagram, startFakeInstagram } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/index.ts';

let fake: FakeInstagram;
let t: TestApp;

type Item = { index: number; type: string; thumbnail_url: string; download_url: string; file_name: string };
type Resolved = { shortcode: string; owner: string; items: Item[] };

const resolve = (url: string) => t.call('POST', '/api/public/instagram/download', { url });

beforeAll(async () => {
  fake = await startFakeInstagram();
  t = await createTestApp({ ...demoInstagramEnv(fake), DOWNLOADS_PER_MINUTE: '12' }, { workers: false });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('free downloader', () => {
  it('resolves a reel and streams the MP4 as an attachment, with ranges', async () => {
    const response = await resolve('https://www.instagram.com/reel/C0ffeeReel1/?igsh=abc');
    expect(response.status).toBe(200);
    const body = await json<Resolved>(response);
    expect(body).toMatchObject({ shortcode: 'C0ffeeReel1', owner: 'anna.fitcoach' });
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item).toMatchObject({ type: 'video', file_name: 'anna.fitcoach_C0ffeeReel1.mp4' });

    const file = await t.app.request(item?.download_url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="anna.fitcoach_C0ffeeReel1.mp4"');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.subarray(4, 8).toString()).toBe('ftyp');

    const part = await t.app.request(item?.download_url ?? '', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const preview = await t.app.request(item?.thumbnail_url ?? '');
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline/);
  });

  it('gives every item of a carousel', async () => {
    const body = await json<Resolved>(await resolve('https://www.instagram.com/p/C0ffeeCaro1/'));
    expect(body.items.map((item) => item.type)).toEqual(['image', 'image', 'video']);
    expect(body.items.map((item) => item.file_name)).toEqual([
      'anna.fitcoach_C0ffeeCaro1_1.jpg',
      'anna.fitcoach_C0ffeeCaro1_2.jpg',
      'anna.fitcoach_C0ffeeCaro1_3.mp4',
    ]);
    const jpg = await t.app.request(body.items[0]?.download_url ?? '');
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect(
      Buffer.from(await jpg.arrayBuffer())
        .subarray(0, 2)
        .toString('hex'),
    ).toBe('ffd8');
  });

  it('explains what cannot be downloaded', async () => {
    const cases: [string, number, string][] = [
      ['https://www.instagram.com/p/C0ffeePriv1/', 403, 'IG_PRIVATE'],
      ['https://www.instagram.com/p/C0ffeeGone1/', 404, 'IG_NOT_FOUND'],
      ['https://www.instagram.com/stories/anna.fitcoach/', 422, 'IG_STORY_LOGIN_REQUIRED'],
      ['https://example.com/p/C0ffeeReel1/', 400, 'URL_NOT_INSTAGRAM'],
      ['not a link', 400, 'URL_INVALID'],
    ];
    for (const [url, status, code] of cases) {
      const response = await resolve(url);
      const body = await json<{ error: { code: string; message: string } }>(response);
      expect(body.error.code, url).toBe(code);
      expect(response.status, url).toBe(status);
      expect(body.error.message.length).toBeGreaterThan(10);
    }
  });

  it('is not an open proxy: only links we signed are fetched', async () => {
    expect((await t.app.request('/api/public/instagram/media/eyJ1IjoiaHR0cDovLzEyNy4wLjAuMToxLyJ9.AAAA')).status).toBe(404);
    const { signInstagramMediaLink } = await import('@reelcraft/core');
    // Even a correctly signed link to a host outside the allow-list is refused (defence in depth).
    const internal = signInstagramMediaLink(t.core, { url: 'http://169.254.169.254/latest/meta-data/', fileName: 'x.jpg' });
    const response = await t.app.request(internal);
    expect(response.status).toBe(502);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('DOWNLOAD_FAILED');
  });

  it('limits each IP generously', async () => {
    let limited: Response | undefined;
    for (let i = 0; i < 20 && !limited; i++) {
      const response = await resolve('https://www.instagram.com/reel/C0ffeeReel1/');
      if (response.status === 429) limited = response;
    }
    expect(limited).toBeDefined();
    expect((await json<{ error: { code: string } }>(limited as Response)).error.code).toBe('RATE_LIMITED');
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
