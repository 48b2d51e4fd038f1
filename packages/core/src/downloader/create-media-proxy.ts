import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { contentDisposition } from './content-disposition.ts';
import { DownloadError } from './download-error.ts';
import { createHttpFetch, takeNodeBody } from './http-fetch.ts';
import { admitUrl, type UrlAllowList } from './url-policy.ts';

export interface MediaProxyOptions {
  /** Decides which upstream URLs may be fetched, including every redirect target. Nothing else is ever fetched. */
  isAllowed: UrlAllowList;
  /** Defaults to a node:http transport (createHttpFetch) that does not copy the body; any fetch works. */
  fetch?: typeof fetch;
  /** Longest wait for upstream with no progress: for the response headers, then for each piece of the body. */
  timeoutMs?: number;
  /** Largest body we pass on; longer bodies are refused up front (Content-Length) or cut off (no length). */
  maxBytes?: number;
  /** Extra request headers for the CDN (User-Agent, Referer…). Range and Accept-Encoding are ours. */
  headers?: Record<string, string>;
  /** Milliseconds clock, for telling an expired signed URL (`oe=`) from a refused one. */
  now?: () => number;
}

export interface StreamOptions {
  /** Name the browser saves the file under, e.g. from downloadFileName(). */
  fileName: string;
  /** The client's Range header, passed on so players can seek. Only a single `bytes=a-b` range is forwarded. */
  range?: string | null;
  /** The client's request signal: aborting it (client gone) aborts the upstream request. */
  signal?: AbortSignal;
  /** `inline` for previews in an <img>/<video>; downloads are `attachment`. */
  disposition?: 'attachment' | 'inline';
  /** The client's method: for HEAD the answer has the headers and no body, and the CDN transfer is stopped at once. */
  method?: string;
}

export interface SendOptions extends StreamOptions {
  /** The Node response to write to. */
  to: ServerResponse;
  /** Headers of ours to send along (request id…); the media headers win on a clash. */
  headers?: Headers;
}

export interface SendResult {
  status: number;
  /**
   * `finished`: all sent. `client_aborted`: the client left mid-body — normal on the web (a closed tab, a seek), not
   * an error. `upstream_failed`: the CDN broke off, stalled or sent too much; the client got a cut-short answer.
   */
  outcome: 'finished' | 'client_aborted' | 'upstream_failed';
  bytes: number;
  reason?: string;
}

export interface MediaProxy {
  /**
   * Fetches an allow-listed CDN URL and returns a Response streaming its body (200, 206, or a bodiless 416), or
   * throws DownloadError. The body must be consumed or cancelled; cancelling it aborts the upstream request.
   */
  stream(url: string, options: StreamOptions): Promise<Response>;
  /**
   * The same checks, but writes straight into a Node response: the fast path when the server runs on node:http
   * (the web-stream Response path moves bytes at about half the speed). Throws DownloadError only before anything
   * was written; once the headers are out it resolves with what happened.
   */
  send(url: string, options: SendOptions): Promise<SendResult>;
  /**
   * `send` in two steps, for a route whose middleware still adds headers after the handler returned: every check is
   * done and the status and media headers are known (or DownloadError was thrown); `sendTo` then writes the given
   * headers and the body into a Node response. A prepared body that is never sent must be cancelled (or it lets go
   * of the CDN after timeoutMs).
   */
  prepare(url: string, options: StreamOptions): Promise<PreparedMedia>;
}

export interface PreparedMedia {
  status: number;
  /** The media headers (type, length, disposition, range, no-store, nosniff, sandbox CSP). */
  headers: Headers;
  hasBody: boolean;
  /** Writes the head (by default `headers`) and the body; resolves with what happened, never rejects. */
  sendTo(to: ServerResponse, head?: Headers): Promise<SendResult>;
  cancel(): void;
}

export const MEDIA_PROXY_DEFAULTS = { timeoutMs: 20_000, maxBytes: 2 * 1024 ** 3, maxRedirects: 3 } as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const SINGLE_RANGE = /^bytes=(\d{1,15})?-(\d{1,15})?$/;
const CONTENT_RANGE = /^bytes (\d{1,15}-\d{1,15}|\*)\/(\d{1,15}|\*)$/;
const DIGITS = /^\d{1,15}$/;
/** Media types we are willing to label a response with; anything else is replaced by one inferred from the name. */
const MEDIA_TYPES = new Set(['video/mp4', 'image/jpeg', 'image/webp', 'image/png', 'image/heic', 'audio/mp4']);
const BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

let sharedHttpFetch: typeof fetch | undefined;

/** Streams Instagram CDN media to our users through our origin: allow-listed, bounded, constant memory. */
export function createMediaProxy(options: MediaProxyOptions): MediaProxy {
  const doFetch = options.fetch ?? (sharedHttpFetch ??= createHttpFetch());
  const timeoutMs = options.timeoutMs ?? MEDIA_PROXY_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? MEDIA_PROXY_DEFAULTS.maxBytes;
  const now = options.now ?? Date.now;
  const extraHeaders = options.headers ?? {};

  /**
   * Everything up to the body: allow-list, redirects, status and header checks. Resolves with a final bodiless
   * Response (416, HEAD) or the upstream answer to pass on; throws DownloadError before anything reaches the client.
   */
  async function open(rawUrl: string, { fileName, range, signal, disposition = 'attachment', method = 'GET' }: StreamOptions): Promise<Opened> {
    const first = admitUrl(rawUrl, options.isAllowed);
    if (!first) throw new DownloadError('URL_NOT_ALLOWED');
    if (signal?.aborted) throw new DownloadError('DOWNLOAD_FAILED', { reason: 'aborted' });

    // One controller per download: the client leaving, a stall, or an oversized body all abort the upstream.
    const controller = new AbortController();
    let failure: 'timeout' | 'aborted' | undefined;
    const abort = (why: 'timeout' | 'aborted') => {
      failure ??= why;
      controller.abort(new DownloadError('DOWNLOAD_FAILED', { reason: why }));
    };
    const onClientAbort = () => abort('aborted');
    signal?.addEventListener('abort', onClientAbort, { once: true });
    const watch = watchStalls(timeoutMs, () => {
      abort('timeout');
      release();
    });
    const arm = watch.start;
    const disarm = watch.stop;
    const release = () => {
      watch.dispose();
      signal?.removeEventListener('abort', onClientAbort);
    };

    const requestHeaders: Record<string, string> = {
      ...extraHeaders,
      accept: '*/*',
      // Byte-exact pass-through: a compressed answer would break Content-Length and ranges.
      'accept-encoding': 'identity',
    };
    const forwardedRange = range ? sanitiseRange(range) : undefined;
    if (forwardedRange) requestHeaders.range = forwardedRange;

    try {
      arm();
      const chain: URL[] = [first];
      let current = first;
      let upstream: Response;
      for (;;) {
        try {
          upstream = await doFetch(current.href, { redirect: 'manual', headers: requestHeaders, signal: controller.signal });
        } catch (error) {
          throw new DownloadError('DOWNLOAD_FAILED', { reason: failure ?? 'network' }, { cause: error });
        }
        if (!REDIRECT_STATUSES.has(upstream.status)) break;
        await discard(upstream);
        if (chain.length > MEDIA_PROXY_DEFAULTS.maxRedirects)
          throw new DownloadError('DOWNLOAD_FAILED', { status: upstream.status, reason: 'too_many_redirects' });
        const location = upstream.headers.get('location');
        let next: URL | undefined;
        try {
          next = location ? admitUrl(new URL(location, current), options.isAllowed) : undefined;
        } catch {
          next = undefined;
        }
        if (!next) throw new DownloadError('DOWNLOAD_FAILED', { status: upstream.status, reason: 'redirect_not_allowed' });
        chain.push(next);
        current = next;
      }

      const { status } = upstream;
      if (status === 416) {
        await discard(upstream);
        release();
        const headers = baseHeaders(fileName, disposition);
        const contentRange = upstream.headers.get('content-range');
        if (contentRange && CONTENT_RANGE.test(contentRange)) headers.set('content-range', contentRange);
        return { final: new Response(null, { status: 416, headers }) };
      }
      if (status !== 200 && status !== 206) throw await upstreamFailure(upstream, chain, now());

      const upstreamType = mediaType(upstream.headers.get('content-type'));
      if (upstreamType && !/^(video|image|audio)\/|^(application|binary)\/octet-stream$/.test(upstreamType)) {
        await discard(upstream);
        throw new DownloadError('DOWNLOAD_FAILED', { status, reason: 'unexpected_content_type' });
      }
      const headers = baseHeaders(fileName, disposition);
      headers.set('content-type', upstreamType && MEDIA_TYPES.has(upstreamType) ? upstreamType : typeFromName(fileName));
      const encoded = (upstream.headers.get('content-encoding') ?? 'identity').toLowerCase() !== 'identity';
      const length = upstream.headers.get('content-length');
      if (length && DIGITS.test(length) && !encoded) {
        if (Number(length) > maxBytes) {
          await discard(upstream);
          throw new DownloadError('DOWNLOAD_FAILED', { status, reason: 'too_large' });
        }
        headers.set('content-length', length);
      }
      if (status === 206) {
        const contentRange = upstream.headers.get('content-range');
        if (!contentRange || !CONTENT_RANGE.test(contentRange) || encoded) {
          await discard(upstream);
          throw new DownloadError('DOWNLOAD_FAILED', { status, reason: 'bad_content_range' });
        }
        headers.set('content-range', contentRange);
      }
      if (upstream.headers.get('accept-ranges')?.toLowerCase() === 'bytes' && !encoded) headers.set('accept-ranges', 'bytes');

      if (method.toUpperCase() === 'HEAD' || !upstream.body) {
        await discard(upstream);
        release();
        return { final: new Response(null, { status, headers }) };
      }
      return {
        status,
        headers,
        upstream: upstream as Response & { body: ReadableStream<Uint8Array> },
        hooks: { maxBytes, arm, disarm, release, onTooLarge: () => controller.abort() },
        abort,
        failure: () => failure,
      };
    } catch (error) {
      release();
      controller.abort();
      throw error;
    }
  }

  const proxy: MediaProxy = {
    async stream(rawUrl, streamOptions) {
      const opened = await open(rawUrl, streamOptions);
      if ('final' in opened) return opened.final;
      // The stall timer stays armed until the first read, so a body nobody reads (a HEAD answered from a GET
      // handler, a route that fails after calling us) still lets go of the CDN connection after timeoutMs.
      return new Response(guardBody(opened.upstream.body, opened.hooks), { status: opened.status, headers: opened.headers });
    },

    async prepare(rawUrl, streamOptions) {
      const opened = await open(rawUrl, streamOptions);
      if ('final' in opened) {
        const final = opened.final;
        return {
          status: final.status,
          headers: final.headers,
          hasBody: false,
          sendTo: (to, head = final.headers) => {
            if (!to.destroyed) to.writeHead(final.status, plainHeaders(head)).end();
            return Promise.resolve({ status: final.status, outcome: 'finished', bytes: 0 });
          },
          cancel: () => undefined,
        };
      }
      let used = false;
      return {
        status: opened.status,
        headers: opened.headers,
        hasBody: true,
        sendTo: (to, head = opened.headers) => {
          if (used) throw new Error('prepared media can be sent once');
          used = true;
          // Left before we started: nothing to write, and the CDN request goes at once.
          if (to.destroyed || to.writableEnded) {
            opened.abort('aborted');
            opened.hooks.release();
            return Promise.resolve({ status: opened.status, outcome: 'client_aborted', bytes: 0 });
          }
          to.writeHead(opened.status, plainHeaders(head));
          // Node's own stream of the CDN socket when our transport made the request (no web-stream layer at all);
          // any other fetch's body is adapted.
          const source = takeNodeBody(opened.upstream) ?? Readable.fromWeb(opened.upstream.body as NodeReadableStream<Uint8Array>);
          return pump(source, to, opened.status, opened);
        },
        cancel: () => {
          if (used) return;
          used = true;
          opened.abort('aborted');
          opened.hooks.release();
        },
      };
    },

    async send(rawUrl, { to, headers: extra, ...streamOptions }) {
      const prepared = await proxy.prepare(rawUrl, streamOptions);
      const head = new Headers(extra);
      prepared.headers.forEach((value, name) => head.set(name, value));
      return prepared.sendTo(to, head);
    },
  };
  return proxy;
}

function plainHeaders(headers: Headers): Record<string, string> {
  const plain: Record<string, string> = {};
  headers.forEach((value, name) => (plain[name] = value));
  return plain;
}

interface Streaming {
  status: number;
  headers: Headers;
  upstream: Response & { body: ReadableStream<Uint8Array> };
  hooks: BodyHooks;
  abort: (why: 'timeout' | 'aborted') => void;
  failure: () => 'timeout' | 'aborted' | undefined;
}
type Opened = { final: Response } | Streaming;

interface BodyHooks {
  maxBytes: number;
  arm: () => void;
  disarm: () => void;
  release: () => void;
  onTooLarge: () => void;
}

/**
 * How far the response may run ahead of the client before the CDN read pauses. Node's default (16 KiB) is below
 * one socket read (64 KiB), so honouring write()'s answer pauses and resumes the upstream on every chunk; a larger
 * budget lets both sockets run flat out while memory stays bounded per download (bench/download.bench.ts).
 */
export const SEND_BUFFER_BYTES = 1024 * 1024;

/**
 * Moves the upstream body into a Node response without copying or web streams: `data` chunks are the socket's own
 * buffers. Settles once, never rejects: after the headers went out, a failure can only cut the response short.
 */
function pump(source: Readable, sink: ServerResponse, status: number, streaming: Streaming): Promise<SendResult> {
  const { hooks } = streaming;
  return new Promise<SendResult>((resolve) => {
    let bytes = 0;
    let settled = false;
    const settle = (outcome: SendResult['outcome'], reason?: string) => {
      if (settled) return;
      settled = true;
      hooks.release();
      source.off('data', onData);
      if (outcome !== 'finished') {
        // Either side gone: the CDN connection is closed at once, and a cut-short answer is never passed off as whole.
        if (outcome === 'client_aborted') streaming.abort('aborted');
        else hooks.onTooLarge();
        source.destroy();
        sink.destroy();
      }
      resolve({ status, outcome, bytes, ...(reason ? { reason } : {}) });
    };
    const resume = () => {
      if (settled) return;
      hooks.arm();
      source.resume();
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > hooks.maxBytes) return settle('upstream_failed', 'too_large');
      hooks.disarm();
      sink.write(chunk);
      if (sink.writableLength > SEND_BUFFER_BYTES) {
        // The stall timer runs only while we wait on upstream: a client that reads slowly is not a stalled CDN.
        source.pause();
        sink.once('drain', resume);
      } else hooks.arm();
    };
    source.on('data', onData);
    source.once('end', () => sink.end());
    source.once('error', () => settle('upstream_failed', streaming.failure() ?? 'network'));
    source.once('close', () => {
      if (!source.readableEnded) settle('upstream_failed', streaming.failure() ?? 'closed_early');
    });
    sink.once('finish', () => settle('finished'));
    sink.once('close', () => {
      if (!sink.writableFinished) settle('client_aborted');
    });
    hooks.arm();
  });
}

/**
 * Passes the upstream body through chunk by chunk, pulling only when the client's side asks for more (so memory
 * stays at a chunk or two whatever the size, and a slow client slows the CDN read). It also times out a stalled
 * upstream, enforces maxBytes when no length was announced, and releases listeners once the body ends.
 */
function guardBody(upstream: ReadableStream<Uint8Array>, hooks: BodyHooks): ReadableStream<Uint8Array> {
  const reader = upstream.getReader();
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        hooks.arm();
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (error) {
          hooks.release();
          controller.error(error);
          return;
        }
        if (chunk.done) {
          hooks.release();
          controller.close();
          return;
        }
        received += chunk.value.byteLength;
        if (received > hooks.maxBytes) {
          hooks.release();
          hooks.onTooLarge();
          reader.cancel().catch(() => undefined);
          controller.error(new DownloadError('DOWNLOAD_FAILED', { reason: 'too_large' }));
          return;
        }
        // The stall timer runs only while we wait on upstream: a client that reads slowly is not a stalled CDN.
        hooks.disarm();
        controller.enqueue(chunk.value);
      },
      async cancel(reason) {
        hooks.release();
        await reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * Fires onStall once we have waited on upstream for timeoutMs without progress. One coarse interval checks a
 * timestamp, because arming a fresh timer for every 64 KiB chunk costs measurable throughput.
 */
function watchStalls(timeoutMs: number, onStall: () => void): { start: () => void; stop: () => void; dispose: () => void } {
  let waitingSince: number | undefined;
  const interval = setInterval(
    () => {
      if (waitingSince !== undefined && performance.now() - waitingSince >= timeoutMs) onStall();
    },
    Math.max(10, Math.min(1000, timeoutMs / 4)),
  );
  interval.unref();
  return {
    start: () => (waitingSince ??= performance.now()),
    stop: () => (waitingSince = undefined),
    dispose: () => clearInterval(interval),
  };
}

function baseHeaders(fileName: string, disposition: 'attachment' | 'inline'): Headers {
  return new Headers({
    'content-disposition': contentDisposition(fileName, disposition),
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    // Should anyone navigate to the media itself, nothing in it may run.
    'content-security-policy': "default-src 'none'; sandbox",
  });
}

/** One `bytes=a-b`, `bytes=a-` or `bytes=-n` range, normalised; anything else (multiple ranges, junk) is dropped. */
export function sanitiseRange(header: string): string | undefined {
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === undefined && to === undefined) return undefined;
  if (from !== undefined && to !== undefined && Number(to) < Number(from)) return undefined;
  return `bytes=${from === undefined ? '' : Number(from)}-${to === undefined ? '' : Number(to)}`;
}

function mediaType(header: string | null): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

function typeFromName(fileName: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) ?? 'application/octet-stream';
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/** Maps a final non-success CDN answer to a code, reading at most a little of a 403 body to recognise expiry. */
async function upstreamFailure(response: Response, chain: readonly URL[], nowMs: number): Promise<DownloadError> {
  const { status } = response;
  if (status === 403) {
    const text = await readPrefix(response, 1024);
    const expired = /signature expired/i.test(text) || chain.some((url) => signatureExpired(url, nowMs));
    return new DownloadError(expired ? 'IG_MEDIA_EXPIRED' : 'DOWNLOAD_FAILED', {
      status,
      reason: expired ? 'signature_expired' : 'forbidden',
    });
  }
  await discard(response);
  if (status === 404 || status === 410) return new DownloadError('IG_NOT_FOUND', { status });
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), nowMs);
    return new DownloadError('IG_RATE_LIMITED', retryAfterSeconds === undefined ? { status } : { status, retryAfterSeconds });
  }
  return new DownloadError('DOWNLOAD_FAILED', { status, reason: 'upstream_status' });
}

/** Instagram signs CDN URLs with `oe`, the expiry as hexadecimal Unix seconds. */
export function signatureExpired(url: URL, nowMs: number): boolean {
  const oe = url.searchParams.get('oe');
  if (!oe || !/^[0-9a-f]{1,12}$/i.test(oe)) return false;
  return Number.parseInt(oe, 16) * 1000 <= nowMs;
}

function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  if (/^\d{1,9}$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}

async function readPrefix(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      size += value.byteLength;
    }
  } catch {
    // A broken error body just means we cannot tell why.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return new TextDecoder().decode(Buffer.concat(parts).subarray(0, limit));
}
