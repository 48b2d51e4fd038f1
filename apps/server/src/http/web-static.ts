import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '@reelcraft/contract';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { contentSecurityPolicy, inlineScriptHashes } from './middleware/security-headers.ts';

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
  const pagePolicy = createPagePolicyCache();

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = decodeSafe(c.req.path);
    if (urlPath === null) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'path', code: 'invalid_format', message: 'malformed URL encoding' }] });
    // The separator matters: a bare prefix test let `/..%2fclient-secret/x` read the sibling folder `client-secret`.
    const candidate = path.resolve(root, `.${urlPath}`);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) throw new AppError('NOT_FOUND');

    const file = firstFile([candidate, path.join(candidate, 'index.html')]);
    if (file) {
      const immutable = urlPath.startsWith('/assets/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(file, c.req.method === 'HEAD', cache, pagePolicy);
    }
    // A missing hashed asset means an old page asked for a chunk of a previous build: a real 404 lets it reload.
    // Other paths with a dot are app routes (`/instagram/anna.fitcoach`) unless they name a file type we serve.
    if (urlPath.startsWith('/assets/') || Object.hasOwn(TYPES, path.extname(urlPath).toLowerCase())) throw new AppError('NOT_FOUND');
    if (!existsSync(fallback)) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'The web app is not built. Run `npm run build`.' });
    return sendFile(fallback, c.req.method === 'HEAD', 'no-cache', pagePolicy);
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

/**
 * The Content-Security-Policy of each HTML file: its inline scripts (React Router's hydration data and module loader)
 * allowed by hash. Computed on first use and again only when the file changes, so a new build deployed under a
 * running server (the page reloads into it, see the build watcher) gets its own hashes.
 */
function createPagePolicyCache() {
  const cache = new Map<string, { stamp: string; policy: string }>();
  return (file: string, stamp: string): string => {
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.policy;
    const policy = contentSecurityPolicy(inlineScriptHashes(readFileSync(file, 'utf8')));
    cache.set(file, { stamp, policy });
    return policy;
  };
}

function sendFile(file: string, headOnly: boolean, cacheControl: string, pagePolicy: (file: string, stamp: string) => string): Response {
  const stats = statSync(file);
  const size = stats.size;
  const extension = path.extname(file);
  const headers: Record<string, string> = {
    'Content-Type': (Object.hasOwn(TYPES, extension) ? TYPES[extension] : undefined) ?? 'application/octet-stream',
    'Content-Length': String(size),
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (extension === '.html') headers['Content-Security-Policy'] = pagePolicy(file, `${stats.mtimeMs}:${size}`);
  if (headOnly) return new Response(null, { status: 200, headers });
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(stream, { status: 200, headers });
}
