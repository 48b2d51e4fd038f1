import { spawn } from 'node:child_process';
import { FfmpegError } from '../errors.ts';
import { createLineTail, createProgressParser } from './progress.ts';
import { resolveFfmpeg } from './resolve-ffmpeg.ts';
import { runSignal, stopChild } from './stop-child.ts';

/**
 * No single FFmpeg call of ours should take this long (a 3-minute reframe takes about a minute here); one that does
 * is stuck on a bad input or a starved machine, and is stopped rather than left to hold a worker.
 */
export const DEFAULT_FFMPEG_TIMEOUT_MS = 10 * 60 * 1000;

export interface RunFfmpegOptions {
  /** Called with 0..1 (monotonic, whole-percent steps) when durationSeconds is known; always ends with 1 on success. */
  onProgress?: (fraction: number) => void;
  /** Aborting stops FFmpeg (SIGTERM, SIGKILL after a grace) and rejects with the signal's reason once it exited. */
  signal?: AbortSignal;
  /** Stops FFmpeg and rejects with FfmpegTimeoutError after this long. Default DEFAULT_FFMPEG_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Expected output duration; progress is out_time / durationSeconds. */
  durationSeconds?: number;
  /** Defaults to resolveFfmpeg().ffmpeg. */
  ffmpegPath?: string;
  cwd?: string;
}

export interface RunFfmpegResult {
  /** Lines FFmpeg printed at error level even though it succeeded (e.g. a truncated input it read past). */
  stderrLines: string[];
  elapsedMs: number;
}

/** Global flags every run gets: machine-readable progress on stdout, only errors on stderr, never read stdin. */
export function globalFfmpegArgs(): string[] {
  return ['-hide_banner', '-nostdin', '-v', 'error', '-progress', 'pipe:1', '-nostats', '-y'];
}

/** Runs FFmpeg with the given arguments (inputs, filters, outputs), reporting progress and failing with FfmpegError. */
export function runFfmpeg(args: readonly string[], options: RunFfmpegOptions = {}): Promise<RunFfmpegResult> {
  if (options.signal?.aborted) return Promise.reject(abortReason(options.signal));
  const program = options.ffmpegPath ?? resolveFfmpeg().ffmpeg;
  const started = performance.now();
  const { signal, dispose } = runSignal('ffmpeg', options.timeoutMs ?? DEFAULT_FFMPEG_TIMEOUT_MS, options.signal);
  return new Promise<RunFfmpegResult>((resolve, reject) => {
    const child = spawn(program, [...globalFfmpegArgs(), ...args], {
      cwd: options.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    const progress = options.onProgress ? createProgressParser(options.durationSeconds, options.onProgress) : undefined;
    const tail = createLineTail(40);
    let settled = false;

    const onAbort = (): void => {
      const reason = abortReason(signal);
      settled = true; // the exit that follows is ours, not a failure to report
      signal.removeEventListener('abort', onAbort);
      dispose();
      void stopChild(child).then(() => reject(reason));
    };
    const settle = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      dispose();
      fn();
    };
    signal.addEventListener('abort', onAbort, { once: true });

    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => progress?.push(chunk));
    child.stderr.on('data', (chunk: string) => tail.push(chunk));
    child.on('error', (error) => settle(() => reject(error)));
    child.on('close', (code, killSignal) => {
      settle(() => {
        if (code === 0) {
          progress?.finish();
          resolve({ stderrLines: tail.lines(), elapsedMs: performance.now() - started });
        } else {
          reject(new FfmpegError(code, killSignal, tail.lines(), 'ffmpeg'));
        }
      });
    });
  });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted', 'AbortError');
}
