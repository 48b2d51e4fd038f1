import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { DownloadError } from './download-error.ts';
import { createHttpFetch, takeNodeBody } from './http-fetch.ts';
import { guardBody, pump, type SendResult, type Streaming } from './media-body.ts';
import { rangeNotSatisfiableHeaders, validatedMediaHeaders } from './media-headers.ts';
import { requestUpstream, upstreamRequestHeaders } from './upstream-request.ts';
import { discard, upstreamFailure } from './upstream-failure.ts';
import { startTransfer } from './upstream-transfer.ts';
import { admitUrl, type UrlAllowList } from './url-policy.ts';

export type { SendResult } from './media-body.ts';

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

type Opened = { final: Response } | Streaming;

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

    const transfer = startTransfer(timeoutMs, signal);
    try {
      transfer.arm();
      const { upstream, chain } = await requestUpstream(first, {
        fetch: doFetch,
        isAllowed: options.isAllowed,
        headers: upstreamRequestHeaders(extraHeaders, range),
        maxRedirects: MEDIA_PROXY_DEFAULTS.maxRedirects,
        transfer,
      });
      const { status } = upstream;
      if (status === 416) {
        await discard(upstream);
        transfer.release();
        return { final: new Response(null, { status: 416, headers: rangeNotSatisfiableHeaders(upstream, fileName, disposition) }) };
      }
      if (status !== 200 && status !== 206) throw await upstreamFailure(upstream, chain, now());
      const headers = await validatedMediaHeaders(upstream, fileName, disposition, maxBytes);
      if (method.toUpperCase() === 'HEAD' || !upstream.body) {
        await discard(upstream);
        transfer.release();
        return { final: new Response(null, { status, headers }) };
      }
      return {
        status,
        headers,
        upstream: upstream as Response & { body: ReadableStream<Uint8Array> },
        hooks: transfer.hooks(maxBytes),
        abort: transfer.abort,
        failure: transfer.failure,
      };
    } catch (error) {
      transfer.release();
      transfer.stop();
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
      return 'final' in opened ? preparedFinal(opened.final) : preparedStream(opened);
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

/** A bodiless answer (416, HEAD) ready to be written. */
function preparedFinal(final: Response): PreparedMedia {
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

/** A checked CDN answer whose body is sent once into a Node response, or cancelled. */
function preparedStream(opened: Streaming): PreparedMedia {
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
}

function plainHeaders(headers: Headers): Record<string, string> {
  const plain: Record<string, string> = {};
  headers.forEach((value, name) => (plain[name] = value));
  return plain;
}
