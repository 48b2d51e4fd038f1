import type { FakeGraphMediaFetch } from './types.ts';

/** Instagram's fetcher takes files far larger; the fake reads at most this much of a body (enough for test media). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

/**
 * Fetches a media URL as Instagram's fetcher does and says what it is: JPEG (FF D8 FF, with its pixel size when a
 * frame header is found), MP4 (an ISO-BMFF `ftyp` box first, with the sample entries' codecs when `stsd` boxes are
 * found), something else, or unreachable (no answer, not 2xx, or not an http(s) URL).
 */
export async function probeMedia(url: string, timeoutMs: number): Promise<Omit<FakeGraphMediaFetch, 'url'>> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { outcome: 'unreachable' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { outcome: 'unreachable' };
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return { outcome: 'unreachable' };
    }
    const body = await readUpTo(response.body, MAX_BODY_BYTES);
    const outcome = sniff(body);
    if (outcome === 'jpeg') return { outcome, ...jpegSize(body) };
    if (outcome === 'mp4') return { outcome, codecs: mp4Codecs(body) };
    return { outcome };
  } catch {
    return { outcome: 'unreachable' };
  }
}

async function readUpTo(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    while (length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(Buffer.from(value));
      length += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks);
}

export function sniff(head: Buffer): 'jpeg' | 'mp4' | 'other' {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  return 'other';
}

/** The size in a JPEG's first frame header (SOF0–SOF15 but DHT, JPG and DAC); nothing when there is none. */
export function jpegSize(data: Buffer): { width?: number; height?: number } {
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return {};
    const marker = data[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame && offset + 9 <= data.length) return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    if (marker === 0xda) return {};
    offset += 2 + length;
  }
  return {};
}

/**
 * The four-character codes of an MP4's sample entries (`avc1`, `mp4a`, `hvc1`…), read from every `stsd` box: after
 * the box header, version/flags and entry count comes the first entry's size and then its code.
 */
export function mp4Codecs(data: Buffer): string[] {
  const codecs = new Set<string>();
  let from = 0;
  for (;;) {
    const at = data.indexOf('stsd', from, 'latin1');
    if (at < 4 || at + 20 > data.length) break;
    codecs.add(data.toString('latin1', at + 16, at + 20));
    from = at + 4;
  }
  return [...codecs];
}

const VIDEO_CODECS = new Set(['avc1', 'avc3', 'hvc1', 'hev1', 'vp08', 'vp09', 'av01', 'mp4v']);
const ACCEPTED_VIDEO = new Set(['avc1', 'avc3']);
const ACCEPTED_AUDIO = new Set(['mp4a']);

/**
 * Whether Instagram takes the video: H.264 video and (if any sound) AAC. A file whose sample entries cannot be read at
 * all (a header-only stub) is given the benefit of the doubt, as the fake knows nothing then.
 */
export function acceptedVideoCodecs(codecs: readonly string[] | undefined): boolean {
  if (!codecs || codecs.length === 0) return true;
  const video = codecs.filter((codec) => VIDEO_CODECS.has(codec));
  const audio = codecs.filter((codec) => !VIDEO_CODECS.has(codec));
  return video.length > 0 && video.every((codec) => ACCEPTED_VIDEO.has(codec)) && audio.every((codec) => ACCEPTED_AUDIO.has(codec));
}
