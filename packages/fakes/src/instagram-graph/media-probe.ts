import type { FakeGraphMediaFetch } from './types.ts';

/**
 * Fetches a media URL as Instagram's fetcher does and says what its first bytes are: JPEG (FF D8 FF), MP4 (an
 * ISO-BMFF `ftyp` box first), something else, or unreachable (no answer, not 2xx, or not an http(s) URL).
 */
export async function probeMedia(url: string, timeoutMs: number): Promise<FakeGraphMediaFetch['outcome']> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'unreachable';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'unreachable';
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return 'unreachable';
    }
    const head = await firstBytes(response.body, 12);
    return sniff(head);
  } catch {
    return 'unreachable';
  }
}

async function firstBytes(body: ReadableStream<Uint8Array>, count: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    while (length < count) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
      length += value.length;
    }
  } finally {
    // Only the head matters here; the rest of a large video is not worth reading.
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks);
}

export function sniff(head: Buffer): 'jpeg' | 'mp4' | 'other' {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return 'other';
}
