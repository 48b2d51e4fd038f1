import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '@reelcraft/media';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { acceptedVideoCodecs, jpegSize, mp4Codecs } from './media-probe.ts';

describe("the fake's media checks", () => {
  it('reads a JPEG size from its frame header', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    expect(jpegSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({});
  });

  it('reads the codecs of an MP4 and takes H.264 with AAC (or silent), not HEVC, not Opus', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'fake-probe-'));
    try {
      const file = path.join(dir, 'v.mp4');
      await runFfmpeg([
        ...['-f', 'lavfi', '-i', 'color=c=black:s=64x64:d=0.2:r=10', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=mono'],
        ...['-t', '0.2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
      ]);
      const codecs = mp4Codecs(await readFile(file));
      expect(codecs).toEqual(expect.arrayContaining(['avc1', 'mp4a']));
      expect(acceptedVideoCodecs(codecs)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(acceptedVideoCodecs(['avc1'])).toBe(true);
    expect(acceptedVideoCodecs(['hvc1', 'mp4a'])).toBe(false);
    expect(acceptedVideoCodecs(['avc1', 'Opus'])).toBe(false);
    expect(acceptedVideoCodecs(['mp4a'])).toBe(false);
  });
});
