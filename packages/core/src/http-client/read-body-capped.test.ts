import { describe, expect, it } from 'vitest';
import { readBodyCapped } from './read-body-capped.ts';

function streamOf(chunks: number[], onCancel: () => void): Response {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = chunks[index++];
      if (size === undefined) controller.close();
      else controller.enqueue(new Uint8Array(size).fill(7));
    },
    cancel: onCancel,
  });
  return new Response(body);
}

describe('readBodyCapped', () => {
  it('returns the whole body when it fits', async () => {
    const body = await readBodyCapped(
      streamOf([3, 4], () => undefined),
      7,
      () => new Error('too large'),
    );
    expect(body.length).toBe(7);
    expect([...body].every((byte) => byte === 7)).toBe(true);
  });

  it('stops reading and cancels the download at the first chunk past the cap', async () => {
    let cancelled = false;
    const read = readBodyCapped(
      streamOf([4, 4, 4, 4], () => (cancelled = true)),
      6,
      () => new Error('too large'),
    );
    await expect(read).rejects.toThrow('too large');
    expect(cancelled).toBe(true);
  });

  it('an answer without a body is empty', async () => {
    expect((await readBodyCapped(new Response(null), 1, () => new Error('x'))).length).toBe(0);
  });
});
