import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SPA_FALLBACK } from './web-static.ts';

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
  writeFileSync(path.join(dist, SPA_FALLBACK), `<html>spa shell<script>${HYDRATION}</script><script type="module" src="/assets/app-abc123.js"></script></html>`);
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'builds', 'latest.json'), '{"id":"b1"}');
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

  it('serves the SPA shell for client routes, including unknown ones (the 404 page renders in the browser)', async () => {
    expect(await (await t.app.request('/app/profile')).text()).toContain('spa shell');
    expect(await (await t.app.request('/no/such/page')).text()).toContain('spa shell');
    // Instagram usernames have dots: these are app routes, not files.
    expect(await (await t.app.request('/instagram/anna.fitcoach')).text()).toContain('spa shell');
    expect((await t.app.request('/favicon.png')).status).toBe(404);
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
    for (const probe of ['/..%2fclient-secret/x.txt', '/..%2Fclient-secret%2Fx.txt', '/%2e%2e%2fclient-secret/x.txt', '/..%5cclient-secret/x.txt', '/..%2fpackage.json']) {
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
