import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { FfmpegError } from '../errors.ts';
import { createLineTail, createProgressParser } from '../ffmpeg/progress.ts';
import { resolveFfmpeg } from '../ffmpeg/resolve-ffmpeg.ts';
import { globalFfmpegArgs } from '../ffmpeg/run-ffmpeg.ts';
import { runSignal, stopChild } from '../ffmpeg/stop-child.ts';

/** A frame-by-frame render of the longest video we make (3 minutes) takes a few minutes; far past that, it is stuck. */
export const DEFAULT_FRAME_STREAM_TIMEOUT_MS = 30 * 60 * 1000;
import { fontsDir as defaultFontsDir } from '../fonts/fonts.ts';
import type { VideoEncoding } from '../meme/meme-args.ts';
import { buildFrameStreamArgs, FRAME_BYTES_PER_PIXEL, streamDurationSeconds } from './frame-stream-args.ts';
import { createFdSink, createStreamSink, openFifoPair, type FrameSink } from './frame-sink.ts';

export interface FrameStreamOptions {
  width: number;
  height: number;
  fps: number;
  frameCount: number;
  /**
   * Writes frame `index` (RGBA, width × height × 4 bytes, every byte) into `target`. `target` is one of a few
   * reused buffers and holds an older frame, not necessarily the previous one.
   */
  drawFrame: (index: number, target: Uint8Array) => void | Promise<void>;
  /** Audio to mux, padded with silence or cut to the video's length; without it the video gets a silent track. */
  audioPath?: string;
  /** ASS subtitles to burn in. */
  assPath?: string;
  /** Fonts for the subtitles; defaults to our Montserrat directory. */
  fontsDir?: string;
  outputPath: string;
  thumbnail?: { path: string; atSeconds: number; width: number };
  encoding?: Partial<VideoEncoding>;
  /** 0..1, monotonic, whole-percent steps: the share of frames encoded; 1 once the files are in place. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops drawing, kills FFmpeg, removes partial files and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Stops the render and rejects with FfmpegTimeoutError after this long. Default DEFAULT_FRAME_STREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  ffmpegPath?: string;
  /** How frames reach FFmpeg: 'fifo' (blocking writes off the JS thread; default where mkfifo exists) or 'stdin'. */
  transport?: 'auto' | 'fifo' | 'stdin';
  /** Frame buffers cycled through (≥ 2, default 3): one being written, one being drawn, one spare for jitter. */
  ringSize?: number;
}

export interface FrameStreamResult {
  durationSeconds: number;
  frames: number;
  elapsedMs: number;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/**
 * Draws `frameCount` frames with `drawFrame` and encodes them with one FFmpeg process into an MP4 (and optional
 * JPEG thumbnail). The output appears under its final name only when complete; on failure nothing is left behind.
 */
export async function renderFrameStream(options: FrameStreamOptions): Promise<FrameStreamResult> {
  options.signal?.throwIfAborted();
  const { signal, dispose } = runSignal('ffmpeg', options.timeoutMs ?? DEFAULT_FRAME_STREAM_TIMEOUT_MS, options.signal);
  try {
    return await renderWithin(options, signal);
  } finally {
    dispose();
  }
}

async function renderWithin(options: FrameStreamOptions, signal: AbortSignal): Promise<FrameStreamResult> {
  const { width, height, fps, frameCount } = options;
  const started = performance.now();
  const ringSize = Math.max(2, Math.floor(options.ringSize ?? 3));
  const durationSeconds = streamDurationSeconds(frameCount, fps);
  const tempVideo = tempNameBeside(options.outputPath);
  const tempThumb = options.thumbnail ? tempNameBeside(options.thumbnail.path) : undefined;
  // Validates sizes and counts before anything is spawned.
  const args = buildFrameStreamArgs({
    width,
    height,
    fps,
    frameCount,
    audioPath: options.audioPath,
    assPath: options.assPath,
    fontsDir: options.assPath ? (options.fontsDir ?? defaultFontsDir()) : undefined,
    outputPath: tempVideo,
    thumbnailPath: tempThumb,
    thumbnailAtSeconds: options.thumbnail?.atSeconds,
    thumbnailWidth: options.thumbnail?.width,
    encoding: options.encoding,
  });
  signal?.throwIfAborted();

  const frameBytes = width * height * FRAME_BYTES_PER_PIXEL;
  // Allocated once per render; drawFrame fills them in turn.
  const ring = Array.from({ length: ringSize }, () => new Uint8Array(frameBytes));

  const fifo = options.transport === 'stdin' ? null : openFifoPair();
  if (options.transport === 'fifo' && !fifo) throw new Error('a FIFO could not be created for the frame stream');
  let child: ChildProcess;
  try {
    child = spawn(options.ffmpegPath ?? resolveFfmpeg().ffmpeg, [...globalFfmpegArgs(), ...args], {
      stdio: [fifo ? fifo.readFd : 'pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
  } catch (error) {
    if (fifo) closeQuietly(fifo.writeFd);
    throw error;
  } finally {
    // FFmpeg holds its own copy now; ours must go, or a dead FFmpeg would never make our writes fail with EPIPE.
    if (fifo) closeQuietly(fifo.readFd);
  }

  const tail = createLineTail(40);
  let lastProgress = -1;
  const report = (fraction: number): void => {
    if (!options.onProgress || fraction <= lastProgress) return;
    lastProgress = fraction;
    options.onProgress(fraction);
  };
  // FFmpeg says "end" before faststart has moved the index and before our rename: hold 1 back until we are done.
  const progress = createProgressParser(durationSeconds, (f) => report(Math.min(0.99, f)));
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => progress.push(chunk));
  child.stderr?.on('data', (chunk: string) => tail.push(chunk));
  const exited = new Promise<Exit>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, killSignal) => resolve({ code, signal: killSignal }));
  });
  // Observed here so an early spawn failure is not an unhandled rejection while we are busy drawing.
  let exit: Exit | undefined;
  let spawnError: unknown;
  exited.then(
    (e) => (exit = e),
    (e: unknown) => (spawnError = e),
  );

  const sink: FrameSink = fifo ? createFdSink(fifo.writeFd) : createStreamSink(child.stdin!);
  const kill = (): void => {
    if (exit === undefined && child.exitCode === null && child.signalCode === null) void stopChild(child);
  };
  const aborted = new Promise<never>((_, reject) => {
    const onAbort = (): void => {
      kill();
      reject(abortReason(signal));
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    void exited.finally(() => signal?.removeEventListener('abort', onAbort)).catch(() => undefined);
  });
  aborted.catch(() => undefined);

  const pending: Array<Promise<void> | undefined> = new Array(ringSize).fill(undefined);
  try {
    for (let index = 0; index < frameCount; index++) {
      const slot = index % ringSize;
      // The buffer is free once its previous write completed; this is where backpressure holds the drawing back.
      const busy = pending[slot];
      if (busy) await Promise.race([busy, aborted]);
      if (signal?.aborted) throw abortReason(signal);
      const target = ring[slot]!;
      const drawn = options.drawFrame(index, target);
      if (drawn) await Promise.race([drawn, aborted]);
      const written = sink.write(target);
      written.catch(() => undefined); // observed when the slot comes round again or at the end
      pending[slot] = written;
    }
    await Promise.race([sink.end(), aborted]);
    const result = await Promise.race([exited, aborted]);
    if (result.code !== 0) throw new FfmpegError(result.code, result.signal, tail.lines(), 'ffmpeg');
    if (tempThumb && options.thumbnail) await rename(tempThumb, options.thumbnail.path);
    await rename(tempVideo, options.outputPath);
  } catch (error) {
    kill();
    sink.destroy();
    const result = await exited.catch(() => undefined);
    await Promise.all([rm(tempVideo, { force: true }), tempThumb ? rm(tempThumb, { force: true }) : undefined]);
    if (signal?.aborted) throw abortReason(signal);
    if (spawnError !== undefined) throw spawnError;
    // A write failed because FFmpeg went away (EPIPE): what FFmpeg printed is the useful part.
    if (isPipeError(error) && result) throw new FfmpegError(result.code, result.signal, tail.lines(), 'ffmpeg');
    throw error;
  }
  report(1);
  return { durationSeconds, frames: frameCount, elapsedMs: performance.now() - started };
}

function isPipeError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'EPIPE' || code === 'ECONNRESET' || code === 'ERR_STREAM_DESTROYED' || code === 'EBADF';
}

/** A hidden name in the same directory, so the final rename stays on one filesystem and is atomic. */
function tempNameBeside(file: string): string {
  const ext = path.extname(file);
  return path.join(path.dirname(file), `.${path.basename(file, ext)}.${process.pid}-${randomBytes(4).toString('hex')}.part${ext}`);
}

function closeQuietly(fd: number): void {
  try {
    closeSync(fd);
  } catch {
    // already closed
  }
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted', 'AbortError');
}
