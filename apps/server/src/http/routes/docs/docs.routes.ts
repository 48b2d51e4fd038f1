import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AppError } from '@reelcraft/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
// A Map, not an object literal: `__proto__`, `constructor` or `toString` must be unknown names, not inherited members.
const ASSETS = new Map<string, string>([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
]);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reelcraft API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;

// Tags start collapsed: the API has well over a hundred operations, and rendering every one's row made the page slower.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger', deepLinking: true, persistAuthorization: true, docExpansion: 'none' });`;

/**
 * Interactive API docs from the npm copy of Swagger UI: nothing is loaded from the internet. The page has no inline
 * script (init.js is a file), so the default Content-Security-Policy fits it: Swagger UI needs inline styles and
 * `data:` images, which that policy allows.
 */
export function docsRoutes() {
  const router = new Hono<AppEnv>();
  router.get('/docs', (c) => c.html(PAGE));
  router.get('/docs/init.js', (c) => c.body(INIT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  router.get('/docs/assets/:file', async (c) => {
    // Only the two names above are ever read, so `..%2F..%2Fpackage.json` cannot leave the package folder.
    const file = c.req.param('file');
    const type = ASSETS.get(file);
    if (!type) throw new AppError('NOT_FOUND');
    const body = await readFile(path.join(swaggerDir, file));
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
  });
  return router;
}
