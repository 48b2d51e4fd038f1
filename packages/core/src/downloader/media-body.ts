import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { DownloadError } from './download-error.ts';
import type { BodyHooks, TransferFailure } from './upstream-transfer.ts';

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

/** A checked CDN answer whose body is still to be passed on. */
export interface Streaming {
  status: number;
  headers: Headers;
  upstream: Response & { body: ReadableStream<Uint8Array> };
  hooks: BodyHooks;
  abort: (why: TransferFailure) => void;
  failure: () => TransferFailure | undefined;
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
export function pump(source: Readable, sink: ServerResponse, status: number, streaming: Streaming): Promise<SendResult> {
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
export function guardBody(upstream: ReadableStream<Uint8Array>, hooks: BodyHooks): ReadableStream<Uint8Array> {
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
