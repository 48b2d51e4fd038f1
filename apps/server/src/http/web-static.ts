import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The SPA shell React Router writes for paths that are not pre-rendered. */
export const SPA_FALLBACK = '__spa-fallback.html';

/**
 * Serves the built web app: hashed assets cached forever, pre-rendered pages (/, /ru…) as their own HTML,
 * and every other path as the SPA shell, which renders the route or the 404 page in the browser.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string): void {
  const root = path.resolve(distDir);
  const fallback = path.join(root, SPA_FALLBACK);

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = decodeSafe(c.req.path);
    if (urlPath === null) return c.text('Bad Request', 400);
    const candidate = path.join(root, urlPath);
    if (!candidate.startsWith(root)) return c.text('Not Found', 404);

    const file = firstFile([candidate, path.join(candidate, 'index.html')]);
    if (file) {
      const immutable = urlPath.startsWith('/assets/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(file, c.req.method === 'HEAD', cache);
    }
    // A missing hashed asset means an old page asked for a chunk of a previous build: a real 404 lets it reload.
    // Other paths with a dot are app routes (`/instagram/anna.fitcoach`) unless they name a file type we serve.
    if (urlPath.startsWith('/assets/') || TYPES[path.extname(urlPath).toLowerCase()]) return c.text('Not Found', 404);
    if (!existsSync(fallback)) return c.text('The web app is not built. Run `npm run build`.', 503);
    return sendFile(fallback, c.req.method === 'HEAD', 'no-cache');
  });
}

function decodeSafe(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    return decoded.includes('\0') ? null : decoded;
  } catch {
    return null;
  }
}

function firstFile(paths: string[]): string | undefined {
  for (const candidate of paths) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not there
    }
  }
  return undefined;
}

function sendFile(file: string, headOnly: boolean, cacheControl: string): Response {
  const size = statSync(file).size;
  const headers = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (headOnly) return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(stream, { status: 200, headers });
}
