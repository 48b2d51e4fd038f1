import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '@reelcraft/contract';
import type { Hono } from 'hono';
import { z } from 'zod';
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
  '.xml': 'application/xml; charset=utf-8',
};

/** The SPA shell React Router writes for paths that are not pre-rendered. */
export const SPA_FALLBACK = '__spa-fallback.html';

/** The route manifest the web build writes (apps/web/vite/route-manifest.ts): the app's URL patterns. */
export const ROUTE_MANIFEST = '__routes.json';

const routeManifestSchema = z.object({ version: z.literal(1), routes: z.array(z.string()) });

export interface WebAppOptions {
  /**
   * Path prefixes switched off by configuration (`/instagram` without FEATURE_INSTAGRAM_ONBOARDING): the prefix and
   * everything under it answer 404 like a path the app does not have.
   */
  disabledPrefixes?: readonly string[];
}

/**
 * Serves the built web app: hashed assets cached forever, pre-rendered pages (/, /ru…) as their own HTML, the SPA
 * shell for the app's other routes (200), and for every other path the same shell with status 404 (the browser
 * renders the 404 page; crawlers see a real 404, not a soft one). Only pre-rendered pages may be indexed: every
 * shell response says `X-Robots-Tag: noindex`. Without a route manifest (an older build) every path gets the shell.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, options: WebAppOptions = {}): void {
  const root = path.resolve(distDir);
  const fallback = path.join(root, SPA_FALLBACK);
  const pagePolicy = createPagePolicyCache();
  const routes = createRouteMatcherCache(path.join(root, ROUTE_MANIFEST));
  const disabled = (options.disabledPrefixes ?? []).map((prefix) => prefix.replace(/\/+$/, '').toLowerCase());

  app.on(['GET', 'HEAD'], '*', (c) => {
    const urlPath = decodeSafe(c.req.path);
    if (urlPath === null) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'path', code: 'invalid_format', message: 'malformed URL encoding' }] });
    // The separator matters: a bare prefix test let `/..%2fclient-secret/x` read the sibling folder `client-secret`.
    const candidate = path.resolve(root, `.${urlPath}`);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) throw new AppError('NOT_FOUND');

    const lowered = urlPath.toLowerCase();
    const switchedOff = disabled.some((prefix) => lowered === prefix || lowered.startsWith(`${prefix}/`));
    const file = switchedOff ? undefined : firstFile([candidate, path.join(candidate, 'index.html')]);
    if (file) {
      const immutable = urlPath.startsWith('/assets/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(file, c.req.method === 'HEAD', cache, pagePolicy);
    }
    // A missing hashed asset means an old page asked for a chunk of a previous build: a real 404 lets it reload.
    // Other paths with a dot are app routes (`/instagram/anna.fitcoach`) unless they name a file type we serve.
    if (urlPath.startsWith('/assets/') || Object.hasOwn(TYPES, path.extname(urlPath).toLowerCase())) throw new AppError('NOT_FOUND');
    if (!existsSync(fallback)) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'The web app is not built. Run `npm run build`.' });
    const isPage = !switchedOff && (routes()?.(c.req.path) ?? true);
    return sendFile(fallback, c.req.method === 'HEAD', 'no-cache', pagePolicy, { status: isPage ? 200 : 404, noindex: true });
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

function sendFile(
  file: string,
  headOnly: boolean,
  cacheControl: string,
  pagePolicy: (file: string, stamp: string) => string,
  { status = 200, noindex = false }: { status?: 200 | 404; noindex?: boolean } = {},
): Response {
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
  if (noindex) headers['X-Robots-Tag'] = 'noindex';
  if (headOnly) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(file)) as ReadableStream;
  return new Response(stream, { status, headers });
}

/** A React Router path pattern as a regular expression over the raw (still percent-encoded) URL path. */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      break;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  // Like React Router (case-insensitive by default), a trailing slash is the same page.
  return new RegExp(`^${source}/?$`, 'i');
}

/** Whether a path is one of the app's routes, read from the manifest again when a new build replaces it. */
function createRouteMatcherCache(manifestFile: string) {
  let cached: { stamp: string; matches: ((urlPath: string) => boolean) | undefined } | undefined;
  return (): ((urlPath: string) => boolean) | undefined => {
    let stamp: string;
    try {
      const stats = statSync(manifestFile);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      return undefined;
    }
    if (cached?.stamp === stamp) return cached.matches;
    let matches: ((urlPath: string) => boolean) | undefined;
    const parsed = routeManifestSchema.safeParse(safeJson(readFileSync(manifestFile, 'utf8')));
    if (parsed.success) {
      const patterns = parsed.data.routes.map(patternToRegExp);
      matches = (urlPath) => patterns.some((pattern) => pattern.test(urlPath));
    }
    cached = { stamp, matches };
    return matches;
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
