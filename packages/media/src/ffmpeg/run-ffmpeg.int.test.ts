import { chmod, stat, writeFile } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FfmpegError } from '../errors.ts';
import { makeTempDir, makeTone } from '../testing/media-test-utils.ts';
import { probe } from './probe.ts';
import { ensureExecutable, resolveFfmpeg } from './resolve-ffmpeg.ts';
import { DEFAULT_FFMPEG_TIMEOUT_MS, runFfmpeg } from './run-ffmpeg.ts';
import { FfmpegTimeoutError } from './stop-child.ts';

let dir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ dir, cleanup } = await makeTempDir()));
afterAll(() => cleanup());

describe('resolveFfmpeg', () => {
  it('finds a working ffmpeg and ffprobe', () => {
    const found = resolveFfmpeg();
    for (const program of [found.ffmpeg, found.ffprobe]) expect(execFileSync(program, ['-version']).toString()).toMatch(/version/);
  });

  it('can use the binaries shipped in npm packages', () => {
    const bundled = resolveFfmpeg({ prefer: 'bundled' });
    expect(bundled.sources).toEqual({ ffmpeg: 'bundled', ffprobe: 'bundled' });
    expect(bundled.ffmpeg).toMatch(/ffmpeg-installer/);
    expect(execFileSync(bundled.ffmpeg, ['-version']).toString()).toMatch(/ffmpeg version/);
    expect(execFileSync(bundled.ffprobe, ['-version']).toString()).toMatch(/ffprobe version/);
  });

  it('honours explicit paths', () => {
    expect(resolveFfmpeg({ ffmpegPath: '/opt/ff/ffmpeg', ffprobePath: '/opt/ff/ffprobe' })).toMatchObject({
      ffmpeg: '/opt/ff/ffmpeg',
      sources: { ffmpeg: 'explicit' },
    });
  });

  it.skipIf(process.platform === 'win32')('repairs a binary whose executable bit npm did not set', async () => {
    const file = path.join(dir, 'fake-binary');
    await writeFile(file, '#!/bin/sh\necho ok\n');
    await chmod(file, 0o644);
    const usable = ensureExecutable(file);
    expect((await stat(usable)).mode & 0o111).not.toBe(0);
    expect(execFileSync(usable).toString().trim()).toBe('ok');
  });
});

describe('runFfmpeg', () => {
  it('reports rising progress that ends at 1', async () => {
    const seen: number[] = [];
    const out = path.join(dir, 'progress.mp4');
    await runFfmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=160x284:rate=30:duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', out], {
      durationSeconds: 2,
      onProgress: (f) => seen.push(f),
    });
    expect(seen.at(-1)).toBe(1);
    expect(seen.length).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
    expect((await probe(out)).durationSeconds).toBeCloseTo(2, 1);
  });

  it('fails with FfmpegError carrying the exit code and the end of stderr', async () => {
    const error = await runFfmpeg(['-i', path.join(dir, 'missing.wav'), '-f', 'null', '-']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegError);
    const ffError = error as FfmpegError;
    expect(ffError.exitCode).not.toBe(0);
    expect(ffError.stderrTail.join('\n')).toMatch(/missing\.wav/);
    expect(ffError.message).toMatch(/ffmpeg exited with code/);
  });

  it('is killed at once by an AbortSignal', async () => {
    const controller = new AbortController();
    // A real-time minute: without the abort it would outlast the test's own time limit.
    const run = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'sine=duration=60', '-f', 'null', '-'], { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(ffmpegPids()).toEqual([]);
    await expect(runFfmpeg(['-version'], { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is stopped by its time limit, and has one by default', async () => {
    const out = path.join(dir, 'timed-out.mp4');
    // A real-time render of a minute: far longer than the limit (and than the test's own).
    const run = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=10:duration=60', '-c:v', 'libx264', '-preset', 'ultrafast', out], {
      timeoutMs: 300,
    });
    const error = await run.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FfmpegTimeoutError);
    expect(ffmpegPids(out)).toEqual([]);
    expect(DEFAULT_FFMPEG_TIMEOUT_MS).toBeGreaterThan(0);
    expect(DEFAULT_FFMPEG_TIMEOUT_MS).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('rejects on abort only once FFmpeg has exited, SIGTERM first', async () => {
    const controller = new AbortController();
    const run = runFfmpeg(['-re', '-f', 'lavfi', '-i', 'sine=duration=60', '-f', 'null', '-'], { signal: controller.signal });
    // Once FFmpeg is running (its process is there), not after a guessed delay.
    const before = new Set(
      await vi.waitFor(
        () => {
          const pids = ffmpegPids();
          expect(pids.length).toBeGreaterThan(0);
          return pids;
        },
        { timeout: 60_000, interval: 20 },
      ),
    );
    controller.abort(new Error('job deadline'));
    await expect(run).rejects.toThrow('job deadline');
    // The process we started is gone by the time the promise settles: nothing keeps writing behind our back.
    const after = new Set(ffmpegPids());
    expect([...before].filter((pid) => after.has(pid) && isSineRun(pid))).toEqual([]);
  });
});

/** Pids of our running ffmpeg children whose command line holds `marker` (Linux /proc); empty elsewhere. */
function ffmpegPids(marker = 'sine=duration=60'): number[] {
  if (process.platform !== 'linux') return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => isSineRun(pid, marker));
}

function isSineRun(pid: number, marker = 'sine=duration=60'): boolean {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmd.includes('ffmpeg') && cmd.includes(marker) && readFileSync(`/proc/${pid}/status`, 'utf8').includes(`PPid:\t${process.pid}`);
  } catch {
    return false;
  }
}

describe('probe', () => {
  it('describes a real file', async () => {
    const file = path.join(dir, 'tone.ogg');
    await makeTone(file, 1, ['-c:a', 'libopus']);
    const info = await probe(file);
    expect(info.formatName).toBe('ogg');
    expect(info.durationSeconds).toBeCloseTo(1, 1);
    expect(info.streams).toEqual([expect.objectContaining({ codecType: 'audio', codecName: 'opus', sampleRate: 48000 })]);
  });

  it('rejects unreadable files with FfmpegError', async () => {
    const file = path.join(dir, 'noise.bin');
    await writeFile(file, Buffer.from('definitely not media'));
    await expect(probe(file)).rejects.toBeInstanceOf(FfmpegError);
  });
});
