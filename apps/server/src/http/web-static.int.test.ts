import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { patternToRegExp, ROUTE_MANIFEST, SPA_FALLBACK } from './web-static.ts';

let t: TestApp;
let parent: string;
let dist: string;

const HYDRATION = 'window.__ctx = {"a":1};';

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'reelcraft-dist-'));
  // The build folder and a sibling whose name starts the same way: a bare prefix check let the sibling be read.
  dist = path.join(parent, 'client');
  mkdirSync(dist);
  mkdirSync(path.join(parent, 'client-secret'));
  writeFileSync(path.join(parent, 'client-secret', 'x.txt'), 'top secret');
  writeFileSync(path.join(parent, 'package.json'), '{"name":"secret-package"}');
  mkdirSync(path.join(dist, 'ru'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'builds'));
  writeFileSync(path.join(dist, 'index.html'), '<html lang="en">landing</html>');
  writeFileSync(path.join(dist, 'ru', 'index.html'), '<html lang="ru">лендинг</html>');
  writeFileSync(
    path.join(dist, SPA_FALLBACK),
    `<html>spa shell<script>${HYDRATION}</script><script type="module" src="/assets/app-abc123.js"></script></html>`,
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(dist, 'builds', 'latest.json'), '{"id":"b1"}');
  // As the web build writes it (apps/web/vite/route-manifest.ts): /post/:slug is pre-rendered only, so not listed.
  const routes = [
    '/',
    '/es',
    '/pt',
    '/ru',
    '/instagram-downloader',
    '/login',
    '/paywall',
    '/blog',
    '/instagram',
    '/instagram/:slug',
    '/instagram/:slug/category',
    '/app',
    '/app/trends',
    '/app/content/:id',
    '/app/profile',
    '/files/*',
  ];
  writeFileSync(path.join(dist, ROUTE_MANIFEST), JSON.stringify({ version: 1, routes, prerenderedOnly: ['/post/:slug', '/ru/post/:slug'] }));
  mkdirSync(path.join(dist, 'post', 'real-post'), { recursive: true });
  writeFileSync(path.join(dist, 'post', 'real-post', 'index.html'), '<html lang="en">a real post</html>');
  writeFileSync(path.join(dist, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
  t = await createTestApp({}, { webDistDir: dist, workers: false });
});
afterAll(async () => {
  await t.close();
  rmSync(parent, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves pre-rendered pages as their own HTML', async () => {
    expect(await (await t.app.request('/')).text()).toContain('landing');
    const ru = await t.app.request('/ru');
    expect(ru.headers.get('content-type')).toContain('text/html');
    expect(await ru.text()).toContain('lang="ru"');
  });

  it('serves the SPA shell with 200 for the routes of the app, not to be indexed', async () => {
    for (const probe of [
      '/',
      '/ru',
      '/ru/',
      '/app/trends',
      '/app/content/abc-123',
      '/instagram/anna.fitcoach',
      '/login',
      '/login?lang=ru',
      '/paywall',
      '/APP/Trends',
      '/files/a/b/c',
    ]) {
      const response = await t.app.request(probe);
      expect(response.status, probe).toBe(200);
    }
    const shell = await t.app.request('/app/profile');
    expect(await shell.text()).toContain('spa shell');
    expect(shell.headers.get('x-robots-tag')).toBe('noindex');
    // Instagram usernames have dots: these are app routes, not files.
    expect(await (await t.app.request('/instagram/anna.fitcoach')).text()).toContain('spa shell');
    // Pre-rendered public pages are the indexable ones.
    const landing = await t.app.request('/ru');
    expect(landing.headers.get('x-robots-tag')).toBeNull();
    expect((await t.app.request('/favicon.png')).status).toBe(404);
  });

  it('answers every path that is not a route with a real 404: the SPA shell (it renders the 404 page), noindex', async () => {
    for (const probe of [
      '/blog-typo',
      '/app/nope/deeper',
      '/post/no-such',
      '/ru/post/no-such',
      '/no/such/page',
      '/instagram/a/b/c/d',
      '/login/extra',
      '/app/content',
    ]) {
      const response = await t.app.request(probe);
      expect(response.status, probe).toBe(404);
      expect(response.headers.get('content-type'), probe).toContain('text/html');
      expect(response.headers.get('x-robots-tag'), probe).toBe('noindex');
      expect(await response.text(), probe).toContain('spa shell');
    }
    expect((await t.app.request('/blog-typo', { method: 'HEAD' })).status).toBe(404);
    // A pre-rendered post exists; its family has no other pages.
    const post = await t.app.request('/post/real-post');
    expect(post.status).toBe(200);
    expect(await post.text()).toContain('a real post');
  });

  it('sends the Brotli or gzip copy of an asset to a browser that accepts it', async () => {
    const br = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    const gz = await t.app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log(1)');
    // A page the build did not compress (pre-rendered after the compression step) is compressed on the way out.
    const page = 'x'.repeat(5000);
    writeFileSync(path.join(dist, 'ru', 'index.html'), `<html lang="ru">${page}</html>`);
    const compressedPage = await t.app.request('/ru', { headers: { 'accept-encoding': 'br' } });
    expect(compressedPage.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await compressedPage.arrayBuffer())).toString()).toBe(`<html lang="ru">${page}</html>`);
    expect(await (await t.app.request('/ru')).text()).toBe(`<html lang="ru">${page}</html>`);
    const plain = await t.app.request('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('serves sitemap.xml as XML', async () => {
    const sitemap = await t.app.request('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
  });

  it('caches hashed assets forever and build metadata never', async () => {
    const asset = await t.app.request('/assets/app-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const latest = await t.app.request('/builds/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(await latest.json()).toEqual({ id: 'b1' });
  });

  it('answers a missing chunk with 404 (so an old page reloads) and never leaves the build folder', async () => {
    expect((await t.app.request('/assets/gone-123.js')).status).toBe(404);
    for (const probe of ['/../../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%00']) {
      const response = await t.app.request(probe);
      expect(await response.text(), probe).not.toContain('root:');
    }
  });

  it('never serves a sibling folder whose name starts like the build folder', async () => {
    for (const probe of [
      '/..%2fclient-secret/x.txt',
      '/..%2Fclient-secret%2Fx.txt',
      '/%2e%2e%2fclient-secret/x.txt',
      '/..%5cclient-secret/x.txt',
      '/..%2fpackage.json',
    ]) {
      const response = await t.app.request(probe);
      const text = await response.text();
      expect(text, probe).not.toContain('top secret');
      expect(text, probe).not.toContain('secret-package');
      expect(response.status, probe).toBeLessThan(500);
    }
    const response = await t.app.request('/..%2fclient-secret/x.txt');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers malformed percent-encoding with a JSON 400, not a 500', async () => {
    for (const probe of ['/%', '/%E0%A4%A', '/assets/%ff.js', '/%c0%af']) {
      const response = await t.app.request(probe);
      expect(response.status, probe).toBe(400);
      expect(await response.json(), probe).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
    }
  });

  it('allows the inline scripts of an HTML page by hash, never with unsafe-inline', async () => {
    const response = await t.app.request('/app/profile');
    const policy = response.headers.get('content-security-policy') ?? '';
    const hash = createHash('sha256').update(HYDRATION).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Assets get the plain policy, and the hashes follow the file when a new build replaces it.
    expect((await t.app.request('/assets/app-abc123.js')).headers.get('content-security-policy')).toContain("script-src 'self';");
    const changed = 'window.__ctx = {"b":2};';
    writeFileSync(path.join(dist, SPA_FALLBACK), `<html>spa shell, new build<script>${changed}</script></html>`);
    utimesSync(path.join(dist, SPA_FALLBACK), new Date(), new Date(Date.now() + 5000));
    const rebuilt = (await t.app.request('/app/profile')).headers.get('content-security-policy') ?? '';
    expect(rebuilt).toContain(`'sha256-${createHash('sha256').update(changed).digest('base64')}'`);
    expect(rebuilt).not.toContain(hash);
  });

  it('keeps unknown API paths as JSON', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('route patterns', () => {
  it('match like React Router: params take one segment, optional ones may be absent, a splat takes the rest', () => {
    expect(patternToRegExp('/').test('/')).toBe(true);
    expect(patternToRegExp('/').test('/x')).toBe(false);
    expect(patternToRegExp('/app/content/:id').test('/app/content/1')).toBe(true);
    expect(patternToRegExp('/app/content/:id').test('/app/content/1/2')).toBe(false);
    expect(patternToRegExp('/app/content/:id').test('/app/content/')).toBe(false);
    expect(patternToRegExp('/v3/onboarding/:step?').test('/v3/onboarding')).toBe(true);
    expect(patternToRegExp('/v3/onboarding/:step?').test('/v3/onboarding/age')).toBe(true);
    expect(patternToRegExp('/docs/*').test('/docs/a/b')).toBe(true);
    expect(patternToRegExp('/a.b').test('/axb')).toBe(false);
  });
});

describe('without a route manifest (a build from before real 404s)', () => {
  it('serves the SPA shell for every path, as before', async () => {
    const old = mkdtempSync(path.join(tmpdir(), 'reelcraft-dist-old-'));
    writeFileSync(path.join(old, SPA_FALLBACK), '<html>old shell</html>');
    const app = await createTestApp({}, { webDistDir: old, workers: false });
    try {
      const response = await app.app.request('/anything/at/all');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('old shell');
    } finally {
      await app.close();
      rmSync(old, { recursive: true, force: true });
    }
  });
});

describe('FEATURE_INSTAGRAM_ONBOARDING', () => {
  it('on: the public config says so; off: /instagram and its sub-paths are 404s and the config says it is off', async () => {
    const on = await t.app.request('/api/public/config');
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ features: { instagram_onboarding: true } });

    const off = await createTestApp({ FEATURE_INSTAGRAM_ONBOARDING: 'false' }, { webDistDir: dist, workers: false });
    try {
      expect(await (await off.app.request('/api/public/config')).json()).toMatchObject({ features: { instagram_onboarding: false } });
      for (const probe of ['/instagram', '/instagram/', '/instagram/anna.fitcoach', '/instagram/anna.fitcoach/category', '/Instagram']) {
        const response = await off.app.request(probe);
        expect(response.status, probe).toBe(404);
        expect(response.headers.get('x-robots-tag'), probe).toBe('noindex');
      }
      // Only that flow: the downloader and the rest of the app stay.
      expect((await off.app.request('/instagram-downloader')).status).toBe(200);
      expect((await off.app.request('/app/trends')).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
