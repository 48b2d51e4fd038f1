import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
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
   * everything under it answer 404 like a path the app does not have. A function is asked on every request (the
   * flag can be switched at run time by an admin, issue 13).
   */
  disabledPrefixes?: readonly string[] | (() => readonly string[] | Promise<readonly string[]>);
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
  const normalize = (prefixes: readonly string[]) => prefixes.map((prefix) => prefix.replace(/\/+$/, '').toLowerCase());
  const configured = options.disabledPrefixes ?? [];
  const fixed = typeof configured === 'function' ? null : normalize(configured);
  const disabledNow = async (): Promise<string[]> => fixed ?? normalize(await (configured as () => readonly string[] | Promise<readonly string[]>)());

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const urlPath = decodeSafe(c.req.path);
    if (urlPath === null) throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'path', code: 'invalid_format', message: 'malformed URL encoding' }] });
    // The separator matters: a bare prefix test let `/..%2fclient-secret/x` read the sibling folder `client-secret`.
    const candidate = path.resolve(root, `.${urlPath}`);
    if (candidate !== root && !candidate.startsWith(root + path.sep)) throw new AppError('NOT_FOUND');

    const lowered = urlPath.toLowerCase();
    const disabled = await disabledNow();
    const switchedOff = disabled.some((prefix) => lowered === prefix || lowered.startsWith(`${prefix}/`));
    const file = switchedOff ? undefined : firstFile([candidate, path.join(candidate, 'index.html')]);
    if (file) {
      const immutable = urlPath.startsWith('/assets/');
      const cache = immutable ? 'public, max-age=31536000, immutable' : 'no-cache';
      return sendFile(file, c.req.method === 'HEAD', cache, pagePolicy, { acceptEncoding: c.req.header('accept-encoding') });
    }
    // A missing hashed asset means an old page asked for a chunk of a previous build: a real 404 lets it reload.
    // Other paths with a dot are app routes (`/instagram/anna.fitcoach`) unless they name a file type we serve.
    if (urlPath.startsWith('/assets/') || Object.hasOwn(TYPES, path.extname(urlPath).toLowerCase())) throw new AppError('NOT_FOUND');
    if (!existsSync(fallback)) throw new AppError('SERVICE_UNAVAILABLE', { reason: 'The web app is not built. Run `npm run build`.' });
    const isPage = !switchedOff && (routes()?.(c.req.path) ?? true);
    return sendFile(fallback, c.req.method === 'HEAD', 'no-cache', pagePolicy, {
      status: isPage ? 200 : 404,
      noindex: true,
      acceptEncoding: c.req.header('accept-encoding'),
    });
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
  { status = 200, noindex = false, acceptEncoding }: { status?: 200 | 404; noindex?: boolean; acceptEncoding?: string | undefined } = {},
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
  // The build writes Brotli and gzip copies beside text files (apps/web/vite/compress-plugin.ts): send one if accepted.
  // Files written after that step (pre-rendered pages, React Router's manifest) are compressed here once and kept.
  let body = file;
  const compressed = precompressed(file, acceptEncoding);
  if (compressed) {
    body = compressed.file;
    headers['Content-Encoding'] = compressed.encoding;
    headers['Content-Length'] = String(compressed.size);
  }
  if (compressed || COMPRESSIBLE_TYPES.has(extension)) headers.Vary = 'Accept-Encoding';
  const onTheFly = compressed || !acceptsBrotli(acceptEncoding) ? undefined : cachedBrotli(file, `${stats.mtimeMs}:${size}`, extension, size);
  if (onTheFly) {
    headers['Content-Encoding'] = 'br';
    headers['Content-Length'] = String(onTheFly.length);
    return new Response(headOnly ? null : new Uint8Array(onTheFly), { status, headers });
  }
  if (headOnly) return new Response(null, { status, headers });
  const stream = Readable.toWeb(createReadStream(body)) as ReadableStream;
  return new Response(stream, { status, headers });
}

const COMPRESSIBLE_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

const ON_THE_FLY_MAX_FILE = 2 * 1024 * 1024;
const ON_THE_FLY_CACHE_BYTES = 32 * 1024 * 1024;
const brotliCache = new Map<string, { stamp: string; data: Buffer }>();
let brotliCacheBytes = 0;

function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return acceptEncoding !== undefined && acceptEncodings(acceptEncoding).has('br');
}

/** A Brotli copy of a text file the build did not compress, made once per version of the file (bounded cache). */
function cachedBrotli(file: string, stamp: string, extension: string, size: number): Buffer | undefined {
  if (!COMPRESSIBLE_TYPES.has(extension) || size < 1024 || size > ON_THE_FLY_MAX_FILE) return undefined;
  const hit = brotliCache.get(file);
  if (hit?.stamp === stamp) return hit.data;
  const data = brotliCompressSync(readFileSync(file), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size } });
  if (hit) {
    brotliCache.delete(file);
    brotliCacheBytes -= hit.data.length;
  }
  // Oldest first out: a new build's files push out the previous build's.
  for (const [key, entry] of brotliCache) {
    if (brotliCacheBytes + data.length <= ON_THE_FLY_CACHE_BYTES) break;
    brotliCache.delete(key);
    brotliCacheBytes -= entry.data.length;
  }
  brotliCache.set(file, { stamp, data });
  brotliCacheBytes += data.length;
  return data;
}

function acceptEncodings(acceptEncoding: string): Set<string | undefined> {
  return new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name?.trim().toLowerCase()),
  );
}

/** The build's `.br` or `.gz` copy of a text file, when the browser accepts that encoding and the copy is there. */
function precompressed(file: string, acceptEncoding: string | undefined): { file: string; encoding: 'br' | 'gzip'; size: number } | undefined {
  if (!acceptEncoding || !COMPRESSIBLE_TYPES.has(path.extname(file))) return undefined;
  const accepted = acceptEncodings(acceptEncoding);
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepted.has(encoding)) continue;
    try {
      const stats = statSync(`${file}${suffix}`);
      if (stats.isFile()) return { file: `${file}${suffix}`, encoding, size: stats.size };
    } catch {
      // no such copy
    }
  }
  return undefined;
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
