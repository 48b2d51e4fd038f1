import { open, rename, rm } from 'node:fs/promises';
import { TalkingHeadError } from './talking-head-error.ts';

/** Sniffs the first bytes: ISO-BMFF (MP4/MOV: 'ftyp' at offset 4) or Matroska/WebM (EBML magic). */
export function videoContainer(head: Uint8Array): 'mp4' | 'webm' | null {
  if (head.length >= 8 && head[4] === 0x66 && head[5] === 0x74 && head[6] === 0x79 && head[7] === 0x70) return 'mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  return null;
}

/**
 * Streams a finished video to `outputPath`: refuses more than `maxBytes` (declared or actually sent) and anything
 * that is not MP4/WebM by content. Writes to a side file and renames, so a failed download leaves nothing behind.
 */
export async function downloadVideo(
  url: string,
  outputPath: string,
  options: { maxBytes: number; signal: AbortSignal; fetchImpl: typeof fetch; headers?: Record<string, string> },
): Promise<{ bytes: number; container: 'mp4' | 'webm' }> {
  const response = await options.fetchImpl(url, { headers: options.headers, signal: options.signal, redirect: 'follow' });
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new TalkingHeadError('http', `downloading the result answered HTTP ${response.status}`, { status: response.status });
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    await response.body.cancel().catch(() => undefined);
    throw new TalkingHeadError('bad_result', `the result is ${declared} bytes, the limit is ${options.maxBytes}`);
  }

  const partPath = `${outputPath}.part`;
  const file = await open(partPath, 'w');
  let bytes = 0;
  const head = new Uint8Array(16);
  let headLength = 0;
  try {
    try {
      for await (const chunk of response.body) {
        bytes += chunk.length;
        if (bytes > options.maxBytes) throw new TalkingHeadError('bad_result', `the result is larger than ${options.maxBytes} bytes`);
        if (headLength < head.length) {
          const take = Math.min(head.length - headLength, chunk.length);
          head.set(chunk.subarray(0, take), headLength);
          headLength += take;
        }
        await file.write(chunk);
      }
    } finally {
      await file.close();
    }
    const container = videoContainer(head.subarray(0, headLength));
    if (!container)
      throw new TalkingHeadError('bad_result', `the result is not an MP4 or WebM video (${response.headers.get('content-type') ?? 'no content type'})`);
    await rename(partPath, outputPath);
    return { bytes, container };
  } catch (error) {
    await rm(partPath, { force: true });
    throw error;
  }
}
