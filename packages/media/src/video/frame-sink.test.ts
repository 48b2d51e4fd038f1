import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStreamSink } from './frame-sink.ts';

/** A consumer that takes one chunk per `delayMs` and records how much it was offered beyond its buffer. */
function slowConsumer(delayMs: number, highWaterMark: number) {
  const received: number[] = [];
  let maxBuffered = 0;
  const stream = new Writable({
    highWaterMark,
    write(chunk: Buffer, _encoding, callback) {
      received.push(chunk[0]!);
      setTimeout(callback, delayMs);
    },
  });
  const track = (): void => {
    maxBuffered = Math.max(maxBuffered, stream.writableLength);
  };
  return { stream, received, track, maxBuffered: () => maxBuffered };
}

describe('createStreamSink', () => {
  it('waits for drain: a slow consumer never has more than one frame queued beyond the one it is reading', async () => {
    const frameBytes = 1000;
    const consumer = slowConsumer(5, frameBytes);
    const sink = createStreamSink(consumer.stream);
    const ring = [new Uint8Array(frameBytes), new Uint8Array(frameBytes)];
    const pending: Array<Promise<void> | undefined> = [undefined, undefined];
    let drawnAhead = 0;
    for (let i = 0; i < 20; i++) {
      const slot = i % 2;
      await pending[slot];
      ring[slot]!.fill(i);
      consumer.track();
      drawnAhead = Math.max(drawnAhead, i - consumer.received.length);
      pending[slot] = sink.write(ring[slot]!);
    }
    await sink.end();
    // Every frame arrived intact and in order: no buffer was redrawn while it was still queued.
    expect(consumer.received).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(consumer.maxBuffered()).toBeLessThanOrEqual(2 * frameBytes);
    expect(drawnAhead).toBeLessThanOrEqual(2);
  });

  it('rejects the failing write and all later ones once the stream errors', async () => {
    const stream = new Writable({
      write(_chunk, _encoding, callback) {
        callback(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      },
    });
    const sink = createStreamSink(stream);
    await expect(sink.write(new Uint8Array(4))).rejects.toMatchObject({ code: 'EPIPE' });
    await expect(sink.write(new Uint8Array(4))).rejects.toMatchObject({ code: 'EPIPE' });
    await expect(sink.end()).rejects.toMatchObject({ code: 'EPIPE' });
  });
});
