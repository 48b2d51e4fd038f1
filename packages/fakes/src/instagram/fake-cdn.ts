import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rangeParser from 'range-parser';

/**
 * Signed CDN URLs like Instagram's: `oe` is the expiry in hexadecimal Unix seconds and `oh` an HMAC
 * over the path and every other parameter, so editing any of them breaks the signature.
 */

export type SignatureCheck = 'ok' | 'missing' | 'mismatch' | 'expired';

function canonical(path: string, params: URLSearchParams): string {
  const entries = [...params].filter(([name]) => name !== 'oh').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${entries.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

function signature(secret: Buffer, path: string, params: URLSearchParams): string {
  return `00_${createHmac('sha256', secret).update(canonical(path, params)).digest('base64url').slice(0, 43)}`;
}

/** Adds `oe` (expiry) and `oh` (signature) to a CDN path with its other parameters. */
export function signCdnUrl(origin: string, path: string, params: Record<string, string>, expiresAtSeconds: number, secret: Buffer): string {
  const search = new URLSearchParams(params);
  search.set('oe', Math.max(0, Math.floor(expiresAtSeconds)).toString(16).toUpperCase());
  search.set('oh', signature(secret, path, search));
  return `${origin}${path}?${search.toString()}`;
}

export function checkCdnSignature(url: URL, secret: Buffer, nowSeconds: number): SignatureCheck {
  const oh = url.searchParams.get('oh');
  const oe = url.searchParams.get('oe');
  if (!oh || !oe || !/^[0-9A-Fa-f]{1,12}$/.test(oe)) return 'missing';
  const expected = Buffer.from(signature(secret, url.pathname, url.searchParams));
  const given = Buffer.from(oh);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'mismatch';
  return Number.parseInt(oe, 16) <= nowSeconds ? 'expired' : 'ok';
}

/** The CDN's refusal texts (403 text/plain, `server: proxygen-bolt`). */
export const CDN_REFUSALS: Record<Exclude<SignatureCheck, 'ok'>, string> = {
  missing: 'Invalid URL signature',
  mismatch: 'URL signature mismatch',
  expired: 'URL signature expired',
};

export function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain', 'Content-Length': Buffer.byteLength(text), Server: 'proxygen-bolt' });
  res.end(text);
}

type ByteRange = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (a list of several, or anything malformed, is served whole, as many CDNs do). */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return null;
  const parsed = rangeParser(size, header);
  if (parsed === -1) return 'unsatisfiable';
  if (parsed === -2 || parsed.type !== 'bytes' || parsed.length !== 1) return null;
  return parsed[0] ?? null;
}

function rangeHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  size: number,
  headers: Record<string, string | number>,
): { start: number; end: number } | null {
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}`, 'Content-Length': 0 });
    res.end();
    return null;
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? size - 1;
  const common = { ...headers, 'Accept-Ranges': 'bytes', 'Content-Length': size === 0 ? 0 : end - start + 1 };
  if (range) res.writeHead(206, { ...common, 'Content-Range': `bytes ${start}-${end}/${size}` });
  else res.writeHead(200, common);
  return { start, end };
}

/** Streams a file with Content-Type, Content-Length and Range support. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, headers: Record<string, string>): Promise<void> {
  const info = await stat(file);
  const span = rangeHeaders(req, res, info.size, { ...headers, 'Last-Modified': info.mtime.toUTCString(), Server: 'proxygen-bolt' });
  if (!span) return;
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, { start: span.start, end: span.end });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

const PATTERN = (() => {
  const block = Buffer.alloc(64 * 1024);
  for (let i = 0; i < block.length; i++) block[i] = (i * 31 + 7) & 0xff;
  return block;
})();

/** Largest generated file, so a typo cannot ask for petabytes. */
export const MAX_BIG_FILE_BYTES = 20 * 1024 ** 3;

/**
 * Streams `size` bytes of a fixed pattern (byte i is (i*31+7) & 255 within each 64 KiB block) without holding them
 * in memory: each chunk is written only when the socket drains. For download benchmarks.
 */
export function sendGeneratedBytes(req: IncomingMessage, res: ServerResponse, size: number): void {
  const span = rangeHeaders(req, res, size, { 'Content-Type': 'video/mp4', Server: 'proxygen-bolt', 'Cache-Control': 'no-store' });
  if (!span) return;
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  let position = span.start;
  const last = span.end;
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  const pump = (): void => {
    while (!closed && position <= last) {
      const offset = position % PATTERN.length;
      const length = Math.min(PATTERN.length - offset, last - position + 1);
      position += length;
      if (!res.write(PATTERN.subarray(offset, offset + length))) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed) res.end();
  };
  pump();
}

/** The byte the generated big file holds at `offset` (for tests checking ranges). */
export function generatedByteAt(offset: number): number {
  return PATTERN[offset % PATTERN.length]!;
}
