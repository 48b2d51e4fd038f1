import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { fontFace, runFfmpeg } from '@reelcraft/media';
import sharp from 'sharp';

/** What a generated file shows: a colourful gradient, the creator's initial and a label. */
export interface MediaLook {
  /** Base hue in degrees. */
  hue: number;
  /** One big letter, e.g. the creator's initial. */
  initial: string;
  /** Small text, e.g. "@anna.fitcoach · 3". */
  label: string;
}

// Bump when the drawing changes so stale cached files are not served.
const GENERATOR_VERSION = 'v1';
const FONT_FAMILY = 'Reelcraft Fake Instagram';
let fontRegistered = false;

function registerFont(): string {
  if (!fontRegistered) {
    GlobalFonts.registerFromPath(fontFace('extraBold').file, FONT_FAMILY);
    fontRegistered = true;
  }
  return FONT_FAMILY;
}

/** Draws the look at width×height as PNG (transparent background when `overlayOnly`). */
function drawLook(look: MediaLook, width: number, height: number, overlayOnly: boolean): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!overlayOnly) {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, `hsl(${look.hue % 360}, 85%, 58%)`);
    gradient.addColorStop(0.55, `hsl(${(look.hue + 40) % 360}, 80%, 48%)`);
    gradient.addColorStop(1, `hsl(${(look.hue + 95) % 360}, 75%, 36%)`);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    const glow = ctx.createRadialGradient(width * 0.3, height * 0.25, 0, width * 0.3, height * 0.25, Math.max(width, height) * 0.6);
    glow.addColorStop(0, 'rgba(255,255,255,0.35)');
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, width, height);
  }
  const family = registerFont();
  const size = Math.round(Math.min(width, height) * 0.5);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `800 ${size}px "${family}"`;
  ctx.fillStyle = 'rgba(0,0,0,0.25)';
  ctx.fillText(look.initial, width / 2 + size * 0.04, height / 2 + size * 0.04);
  ctx.fillStyle = 'rgba(255,255,255,0.95)';
  ctx.fillText(look.initial, width / 2, height / 2);
  const labelSize = Math.max(12, Math.round(Math.min(width, height) * 0.05));
  ctx.font = `800 ${labelSize}px "${family}"`;
  ctx.fillText(look.label, width / 2, height - labelSize * 2);
  return canvas.toBuffer('image/png');
}

/** A JPEG of the look (sharp encodes the canvas drawing). */
export async function renderJpeg(look: MediaLook, width: number, height: number): Promise<Buffer> {
  return sharp(drawLook(look, width, height, false))
    .jpeg({ quality: 78, mozjpeg: false })
    .toBuffer();
}

/** A short H.264/AAC MP4: FFmpeg's testsrc2 tinted by the hue, the look drawn on top, a sine tone. */
export async function renderMp4(look: MediaLook, width: number, height: number, seconds: number, file: string): Promise<void> {
  const overlay = `${file}.overlay.png`;
  writeFileSync(overlay, drawLook(look, width, height, true));
  try {
    const duration = Math.min(Math.max(seconds, 1), 10).toFixed(2);
    const frequency = 220 + (Math.round(look.hue) % 12) * 40;
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${width}x${height}:rate=24:duration=${duration}`,
      '-loop',
      '1',
      '-framerate',
      '24',
      '-t',
      duration,
      '-i',
      overlay,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${frequency}:sample_rate=44100:duration=${duration}`,
      '-filter_complex',
      `[0:v]hue=h=${Math.round(look.hue)}:s=1.4[bg];[bg][1:v]overlay=0:0:format=auto,format=yuv420p[v]`,
      '-map',
      '[v]',
      '-map',
      '2:a',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '34',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '48k',
      '-shortest',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      file,
    ]);
  } finally {
    rmSync(overlay, { force: true });
  }
}

/**
 * Generates media files on first use and keeps them in a cache directory (shared by test processes: files are
 * written under a temporary name and renamed, so a reader never sees half a file).
 */
export class MediaCache {
  private readonly pending = new Map<string, Promise<string>>();

  constructor(readonly dir: string = path.join(tmpdir(), `reelcraft-fake-instagram-${GENERATOR_VERSION}`)) {}

  /** Path of the JPEG for (name, look, size), generated if missing. */
  jpeg(name: string, look: MediaLook, width: number, height: number): Promise<string> {
    return this.file(`${name}_${width}x${height}.jpg`, async (target) => writeFileSync(target, await renderJpeg(look, width, height)));
  }

  /** Path of the MP4 for (name, look, size, duration), generated if missing. */
  mp4(name: string, look: MediaLook, width: number, height: number, seconds: number): Promise<string> {
    return this.file(`${name}_${width}x${height}_${seconds}s.mp4`, (target) => renderMp4(look, width, height, seconds, target));
  }

  private file(fileName: string, make: (target: string) => Promise<void>): Promise<string> {
    const target = path.join(this.dir, fileName);
    if (exists(target)) return Promise.resolve(target);
    let job = this.pending.get(target);
    if (!job) {
      job = (async () => {
        mkdirSync(this.dir, { recursive: true });
        const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.part${path.extname(fileName)}`;
        try {
          await make(partial);
          renameSync(partial, target);
        } finally {
          rmSync(partial, { force: true });
        }
        return target;
      })().finally(() => this.pending.delete(target));
      this.pending.set(target, job);
    }
    return job;
  }
}

function exists(file: string): boolean {
  try {
    return statSync(file).size > 0;
  } catch {
    return false;
  }
}
