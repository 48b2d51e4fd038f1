import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openApiDocumentHandler } from './openapi-document.ts';

describe('openApiDocumentHandler', () => {
  it('builds the document on the first request only and serves the same JSON after', async () => {
    let builds = 0;
    const app = new Hono();
    app.get(
      '/openapi.json',
      openApiDocumentHandler(() => ({ openapi: '3.1.0', build: ++builds })),
    );
    const first = await app.request('/openapi.json');
    const second = await app.request('/openapi.json');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.json()).toEqual({ openapi: '3.1.0', build: 1 });
    expect(await second.json()).toEqual({ openapi: '3.1.0', build: 1 });
    expect(builds).toBe(1);
  });
});
