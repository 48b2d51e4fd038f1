import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SPA_FALLBACK } from './web-static.ts';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'reelcraft-dist-'));
  mkdirSync(path.join(dist, 'ru'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'builds'));
  writeFileSync(path.join(dist, 'index.html'), '<html lang="en">landing</html>');
  writeFileSync(path.join(dist, 'ru', 'index.html'), '<html lang="ru">лендинг</html>');
  writeFileSync(path.join(dist, SPA_FALLBACK), '<html>spa shell</html>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'builds', 'latest.json'), '{"id":"b1"}');
  t = await createTestApp({}, { webDistDir: dist, workers: false });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
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

  it('keeps unknown API paths as JSON', async () => {
    const response = await t.app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
