// Helpers for media integration tests: make inputs with FFmpeg, read frames back as pixels, inspect MP4 atoms.
import { execFile } from 'node:child_process';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfmpeg } from '../ffmpeg/resolve-ffmpeg.ts';
import type { Rect } from '../captions/layout.ts';

export async function makeTempDir(prefix = 'reelcraft-media-test-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Runs FFmpeg quietly for fixture generation; rejects with its stderr. Killed after a minute so a mistaken
 * argument (e.g. an endless lavfi source) cannot outlive the test and fill the disk. */
export function ffmpeg(args: string[], ffmpegPath = resolveFfmpeg().ffmpeg): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const options = { encoding: 'buffer' as const, maxBuffer: 256 * 1024 * 1024, timeout: 60_000, killSignal: 'SIGKILL' as const };
    execFile(ffmpegPath, ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args], options, (error, stdout, stderr) => {
      if (error) reject(new Error(`ffmpeg failed: ${stderr.toString()}`));
      else resolve(stdout);
    });
  });
}

/** A sine tone of `seconds` (> 0: lavfi reads 0 as "forever") encoded with the given output arguments. */
export async function makeTone(file: string, seconds: number, outputArgs: string[]): Promise<void> {
  if (!(seconds > 0)) throw new RangeError('a tone needs a positive duration');
  await ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`, ...outputArgs, file]);
}

export interface RgbFrame {
  width: number;
  height: number;
  data: Buffer;
}

/** Decodes the frame shown at `seconds` as packed RGB. */
export async function grabFrame(file: string, seconds: number, width: number, height: number): Promise<RgbFrame> {
  const data = await ffmpeg(['-ss', String(seconds), '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1']);
  if (data.length !== width * height * 3) throw new Error(`expected a ${width}x${height} frame, got ${data.length} bytes`);
  return { width, height, data };
}

export type PixelTest = (r: number, g: number, b: number) => boolean;

export const isWhite: PixelTest = (r, g, b) => r > 225 && g > 225 && b > 225;

/** Close to a '#RRGGBB' colour (generous: compression and anti-aliasing shift it). */
export function near(hex: string, tolerance = 60): PixelTest {
  const n = Number.parseInt(hex.slice(1), 16);
  const [tr, tg, tb] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return (r, g, b) => Math.abs(r - tr) + Math.abs(g - tg) + Math.abs(b - tb) < tolerance;
}

/** Matching pixels in a region, with their mean x (to locate, e.g., the highlighted word). */
export function countPixels(frame: RgbFrame, region: Rect, test: PixelTest): { count: number; meanX: number } {
  let count = 0;
  let sumX = 0;
  const x0 = Math.max(0, Math.round(region.x));
  const y0 = Math.max(0, Math.round(region.y));
  const x1 = Math.min(frame.width, Math.round(region.x + region.width));
  const y1 = Math.min(frame.height, Math.round(region.y + region.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * frame.width + x) * 3;
      if (test(frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!)) {
        count++;
        sumX += x;
      }
    }
  }
  return { count, meanX: count ? sumX / count : Number.NaN };
}

/** Mean absolute difference per channel between two frames inside a region. */
export function meanDifference(a: RgbFrame, b: RgbFrame, region: Rect): number {
  let sum = 0;
  let n = 0;
  for (let y = region.y; y < region.y + region.height; y++) {
    for (let x = region.x; x < region.x + region.width; x++) {
      const i = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
      n += 3;
    }
  }
  return sum / n;
}

/** Types of the top-level MP4 boxes in file order (e.g. ftyp, moov, mdat for a faststart file). */
export async function topLevelAtoms(file: string): Promise<string[]> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const atoms: string[] = [];
    const header = Buffer.alloc(16);
    let offset = 0;
    while (offset + 8 <= size) {
      await handle.read(header, 0, 16, offset);
      let length = header.readUInt32BE(0);
      const type = header.toString('latin1', 4, 8);
      if (length === 1) length = Number(header.readBigUInt64BE(8));
      else if (length === 0) length = size - offset;
      if (length < 8) break;
      atoms.push(type);
      offset += length;
    }
    return atoms;
  } finally {
    await handle.close();
  }
}
