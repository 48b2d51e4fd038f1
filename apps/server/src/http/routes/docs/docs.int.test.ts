import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => {
  await t.close();
});

describe('API docs', () => {
  it('serves the page and its two assets, under a policy without inline scripts', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect((await t.app.request('/api/docs/assets/swagger-ui.css')).status).toBe(200);
    expect((await t.app.request('/api/docs/assets/swagger-ui-bundle.js')).headers.get('content-type')).toContain('javascript');
  });

  it('answers traversal and inherited object names with the JSON 404, never a file or a 500', async () => {
    for (const name of ['..%2F..%2Fpackage.json', '..%2fpackage.json', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'index.html', '%2e%2e']) {
      const response = await t.app.request(`/api/docs/assets/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json(), name).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });
});
