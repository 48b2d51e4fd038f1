import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegError } from '../errors.ts';
import { probe } from '../ffmpeg/probe.ts';
import { FfmpegTimeoutError } from '../ffmpeg/stop-child.ts';
import { resolveFfmpeg } from '../ffmpeg/resolve-ffmpeg.ts';
import { grabFrame, makeTempDir, makeTone, near, topLevelAtoms } from '../testing/media-test-utils.ts';
import { renderFrameStream, type FrameStreamOptions } from './frame-stream.ts';

const SLOW = 120_000;
const [W, H, FPS] = [160, 288, 30];

let dir: string;
let cleanup: () => Promise<void>;
let tone: string;

beforeAll(async () => {
  ({ dir, cleanup } = await makeTempDir());
  tone = path.join(dir, 'tone.wav');
  await makeTone(tone, 0.7, []);
});
afterAll(() => cleanup());

/** Frames 0..fps-1 red, the next second blue, then green: checks channel order and timing. */
function colourByTime(index: number, target: Uint8Array): void {
  const second = Math.floor(index / FPS);
  const rgb = second === 0 ? [220, 30, 30] : second === 1 ? [30, 30, 220] : [30, 200, 30];
  for (let i = 0; i < target.length; i += 4) {
    target[i] = rgb[0]!;
    target[i + 1] = rgb[1]!;
    target[i + 2] = rgb[2]!;
    target[i + 3] = 255;
  }
}

/** Our live or zombie child processes (Linux /proc), to prove FFmpeg never outlives a render. */
function childProcesses(): Array<{ pid: number; state: string; comm: string }> {
  if (process.platform !== 'linux') return [];
  const out: Array<{ pid: number; state: string; comm: string }> = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const [state, ppid] = stat.slice(close + 2).split(' ');
      if (Number(ppid) === process.pid) out.push({ pid: Number(entry), state: state!, comm });
    } catch {
      // exited while we looked
    }
  }
  return out;
}

async function streamInfo(file: string): Promise<{ frames: number; rate: string }> {
  const { stdout } = await promisify(execFile)(resolveFfmpeg().ffprobe, [
    '-v',
    'error',
    '-select_streams',
    'v:0',
    '-count_frames',
    '-show_entries',
    'stream=nb_read_frames,avg_frame_rate',
    '-of',
    'json',
    file,
  ]);
  const stream = (JSON.parse(stdout) as { streams: Array<{ nb_read_frames: string; avg_frame_rate: string }> }).streams[0]!;
  return { frames: Number(stream.nb_read_frames), rate: stream.avg_frame_rate };
}

let counter = 0;
function paths(): { outputPath: string; thumb: string } {
  counter++;
  return { outputPath: path.join(dir, `stream-${counter}.mp4`), thumb: path.join(dir, `stream-${counter}.jpg`) };
}

async function leftovers(): Promise<string[]> {
  return (await readdir(dir)).filter((f) => f.includes('.part'));
}

/** A stand-in for ffmpeg: reads frames from stdin slowly (or dies after some), then writes a dummy output. */
async function fakeFfmpeg(name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(
    file,
    `#!/usr/bin/env node
import fs from 'node:fs';
const args = process.argv.slice(2);
const out = args[args.lastIndexOf('mp4') + 1];
const frameBytes = ${W * H * 4};
let got = 0; let frames = 0;
${body}
`,
  );
  await chmod(file, 0o755);
  return file;
}

describe.each(['fifo', 'stdin'] as const)('renderFrameStream over %s', (transport) => {
  it(
    'writes a playable MP4 of the right length, size, rate and colours, with padded audio and a thumbnail',
    async () => {
      const { outputPath, thumb } = paths();
      const progress: number[] = [];
      const targets = new Set<Uint8Array>();
      const result = await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 75,
        transport,
        drawFrame: (i, target) => {
          targets.add(target);
          colourByTime(i, target);
        },
        audioPath: tone,
        outputPath,
        thumbnail: { path: thumb, atSeconds: 1.5, width: 90 },
        onProgress: (f) => progress.push(f),
      });
      expect(result).toMatchObject({ frames: 75, durationSeconds: 2.5 });
      expect(result.elapsedMs).toBeGreaterThan(0);
      // No per-frame allocation: the same three buffers come round again.
      expect(targets.size).toBe(3);

      const info = await probe(outputPath);
      expect(info.durationSeconds).toBeGreaterThan(2.45);
      expect(info.durationSeconds).toBeLessThan(2.56);
      expect(info.streams.find((s) => s.codecType === 'video')).toMatchObject({ codecName: 'h264', width: W, height: H });
      const audio = info.streams.find((s) => s.codecType === 'audio');
      expect(audio).toMatchObject({ codecName: 'aac', sampleRate: 48000, channels: 2 });
      // The 0.7 s tone was padded to the video's length.
      expect(audio?.durationSeconds).toBeGreaterThan(2.4);
      expect(await streamInfo(outputPath)).toEqual({ frames: 75, rate: '30/1' });
      const atoms = await topLevelAtoms(outputPath);
      expect(atoms.indexOf('moov')).toBeLessThan(atoms.indexOf('mdat'));

      const red = await grabFrame(outputPath, 0.5, W, H);
      const blue = await grabFrame(outputPath, 1.5, W, H);
      const centre = ((H / 2) * W + W / 2) * 3;
      expect(near('#DC1E1E', 40)(red.data[centre]!, red.data[centre + 1]!, red.data[centre + 2]!)).toBe(true);
      expect(near('#1E1EDC', 40)(blue.data[centre]!, blue.data[centre + 1]!, blue.data[centre + 2]!)).toBe(true);

      // The thumbnail is the blue frame at 1.5 s.
      const thumbFrame = await grabFrame(thumb, 0, 90, 162);
      const tc = ((81 * 90 + 45) * 3) as number;
      expect(near('#1E1EDC', 50)(thumbFrame.data[tc]!, thumbFrame.data[tc + 1]!, thumbFrame.data[tc + 2]!)).toBe(true);

      expect(progress.at(-1)).toBe(1);
      for (let i = 1; i < progress.length; i++) expect(progress[i]!).toBeGreaterThan(progress[i - 1]!);
      expect(await leftovers()).toEqual([]);
      expect(childProcesses()).toEqual([]);
    },
    SLOW,
  );

  it(
    'cuts longer audio and uses silence without any',
    async () => {
      const long = path.join(dir, `long-${transport}.wav`);
      await makeTone(long, 3, []);
      const a = paths();
      await renderFrameStream({ width: W, height: H, fps: FPS, frameCount: 30, transport, drawFrame: colourByTime, audioPath: long, outputPath: a.outputPath });
      const withAudio = await probe(a.outputPath);
      expect(withAudio.durationSeconds).toBeLessThan(1.1);
      expect(withAudio.streams.find((s) => s.codecType === 'audio')?.durationSeconds).toBeLessThan(1.1);
      const b = paths();
      await renderFrameStream({ width: W, height: H, fps: FPS, frameCount: 30, transport, drawFrame: colourByTime, outputPath: b.outputPath });
      expect((await probe(b.outputPath)).streams.map((s) => s.codecType).sort()).toEqual(['audio', 'video']);
    },
    SLOW,
  );

  it(
    'holds drawing back while a slow consumer reads',
    async () => {
      // Reads one frame per 25 ms: without backpressure all 24 frames would be drawn at once.
      const slow = await fakeFfmpeg(
        `slow-${transport}.mjs`,
        `process.stdin.on('data', (chunk) => {
  got += chunk.length;
  const now = Math.floor(got / frameBytes);
  if (now > frames) { frames = now; process.stdin.pause(); setTimeout(() => process.stdin.resume(), 25); }
});
process.stdin.on('end', () => { fs.writeFileSync(out, 'fake ' + got); process.exit(0); });
`,
      );
      const drawnAt: number[] = [];
      const { outputPath } = paths();
      const started = performance.now();
      await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 24,
        transport,
        ffmpegPath: slow,
        drawFrame: (i, target) => {
          drawnAt.push(performance.now() - started);
          target.fill(i);
        },
        outputPath,
      });
      expect(readFileSync(outputPath, 'utf8')).toBe(`fake ${24 * W * H * 4}`);
      // Frame k can be drawn only when roughly k − (ring + kernel buffers) frames have been consumed.
      for (let k = 8; k < 24; k++) expect(drawnAt[k]!).toBeGreaterThan((k - 6) * 25 - 10);
    },
    SLOW,
  );
});

describe('renderFrameStream failures', () => {
  it(
    'rejects with FfmpegError carrying stderr when FFmpeg fails mid-stream, leaving no files',
    async () => {
      const dying = await fakeFfmpeg(
        'dying.mjs',
        `process.stdin.on('data', (chunk) => {
  got += chunk.length;
  if (got > frameBytes * 10) { process.stderr.write('Error writing trailer: No space left on device\\n'); process.exit(1); }
});
`,
      );
      const { outputPath, thumb } = paths();
      const error = await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 300,
        ffmpegPath: dying,
        drawFrame: colourByTime,
        outputPath,
        thumbnail: { path: thumb, atSeconds: 0, width: 90 },
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FfmpegError);
      expect((error as FfmpegError).exitCode).toBe(1);
      expect((error as FfmpegError).stderrTail).toContain('Error writing trailer: No space left on device');
      expect(existsSync(outputPath) || existsSync(thumb)).toBe(false);
      expect(await leftovers()).toEqual([]);
      expect(childProcesses()).toEqual([]);
    },
    SLOW,
  );

  it(
    'rejects with FfmpegError when the real FFmpeg is killed mid-way, and with its message when it refuses the input',
    async () => {
      const { outputPath } = paths();
      const killed = await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 600,
        drawFrame: (i, target) => {
          colourByTime(i, target);
          if (i === 40) for (const child of childProcesses()) if (child.comm === 'ffmpeg') process.kill(child.pid, 'SIGKILL');
        },
        outputPath,
      }).catch((e: unknown) => e);
      expect(killed).toBeInstanceOf(FfmpegError);
      expect((killed as FfmpegError).signal).toBe('SIGKILL');
      expect(existsSync(outputPath)).toBe(false);

      const refused = await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 600,
        drawFrame: colourByTime,
        audioPath: path.join(dir, 'no-such-audio.wav'),
        outputPath,
      }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(FfmpegError);
      expect((refused as FfmpegError).stderrTail.join('\n')).toMatch(/no-such-audio\.wav/);

      const missing = await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 60,
        drawFrame: colourByTime,
        ffmpegPath: path.join(dir, 'no-ffmpeg'),
        outputPath,
      }).catch((e: unknown) => e);
      expect(missing).toMatchObject({ code: 'ENOENT' });
      expect(await leftovers()).toEqual([]);
      expect(childProcesses()).toEqual([]);
    },
    SLOW,
  );

  it(
    'stops at once on abort and when drawFrame throws',
    async () => {
      const { outputPath } = paths();
      const controller = new AbortController();
      let lastDrawn = -1;
      const options: FrameStreamOptions = {
        width: W,
        height: H,
        fps: FPS,
        frameCount: 100_000,
        drawFrame: (i, target) => {
          lastDrawn = i;
          colourByTime(i, target);
          if (i === 20) controller.abort();
        },
        outputPath,
        signal: controller.signal,
      };
      await expect(renderFrameStream(options)).rejects.toMatchObject({ name: 'AbortError' });
      // At once: no frame is drawn after the one that aborted (of 100 000), and FFmpeg is gone.
      expect(lastDrawn).toBe(20);
      expect(childProcesses()).toEqual([]);
      await expect(renderFrameStream(options)).rejects.toMatchObject({ name: 'AbortError' });

      // An async drawFrame that never settles is abandoned on abort too.
      const hanging = new AbortController();
      const stuck = renderFrameStream({ ...options, signal: hanging.signal, drawFrame: (i) => (i < 5 ? undefined : new Promise<void>(() => undefined)) });
      setTimeout(() => hanging.abort(), 300);
      await expect(stuck).rejects.toMatchObject({ name: 'AbortError' });

      const boom = new Error('draw failed');
      await expect(
        renderFrameStream({
          ...options,
          signal: undefined,
          drawFrame: (i) => {
            if (i === 10) throw boom;
          },
        }),
      ).rejects.toBe(boom);
      expect(existsSync(outputPath)).toBe(false);
      expect(await leftovers()).toEqual([]);
      expect(childProcesses()).toEqual([]);
    },
    SLOW,
  );

  it(
    'is stopped by its time limit even when nobody aborts',
    async () => {
      const { outputPath } = paths();
      let drawn = 0;
      const error = await renderFrameStream({
        width: W,
        height: H,
        fps: FPS,
        frameCount: 100_000,
        drawFrame: (i) => {
          drawn++;
          return i < 5 ? undefined : new Promise<void>((resolve) => setTimeout(resolve, 50));
        },
        outputPath,
        timeoutMs: 400,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FfmpegTimeoutError);
      // Stopped by the limit, not by running out of frames: 100 000 frames at 50 ms each would take over an hour.
      expect(drawn).toBeLessThan(1_000);
      expect(existsSync(outputPath)).toBe(false);
      expect(await leftovers()).toEqual([]);
      expect(childProcesses()).toEqual([]);
    },
    SLOW,
  );
});
