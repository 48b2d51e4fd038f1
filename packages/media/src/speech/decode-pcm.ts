import { spawn } from 'node:child_process';
import { FfmpegError } from '../errors.ts';
import { createLineTail } from '../ffmpeg/progress.ts';
import { resolveFfmpeg } from '../ffmpeg/resolve-ffmpeg.ts';

export interface DecodePcmOptions {
  signal?: AbortSignal;
  /** Decode at most this much (seconds) from the start. */
  maxSeconds?: number;
  ffmpegPath?: string;
}

/** The FFmpeg arguments that decode the first audio stream of any file to mono 32-bit float PCM on stdout. */
export function buildDecodePcmArgs(audioPath: string, sampleRate: number, maxSeconds?: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-v',
    'error',
    '-i',
    audioPath,
    ...(maxSeconds !== undefined ? ['-t', String(maxSeconds)] : []),
    '-map',
    '0:a:0',
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    'f32le',
    'pipe:1',
  ];
}

/**
 * Decodes any audio FFmpeg reads (m4a, webm, wav, mp3…) to mono samples in -1..1 at `sampleRate`. Streams stdout
 * into memory: 10 minutes at 16 kHz is 38 MB. Rejects with FfmpegError when FFmpeg cannot read the file.
 */
export function decodePcm(audioPath: string, sampleRate = 16_000, options: DecodePcmOptions = {}): Promise<Float32Array> {
  if (!Number.isInteger(sampleRate) || sampleRate < 1000) return Promise.reject(new RangeError(`bad sample rate ${sampleRate}`));
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const program = options.ffmpegPath ?? resolveFfmpeg().ffmpeg;
  return new Promise((resolve, reject) => {
    const child = spawn(program, buildDecodePcmArgs(audioPath, sampleRate, options.maxSeconds), { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
    const chunks: Buffer[] = [];
    const tail = createLineTail(20);
    let settled = false;
    const settle = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    const onAbort = (): void => {
      child.kill('SIGKILL');
      settle(() => reject(signal?.reason));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => tail.push(chunk));
    child.on('error', (error) => settle(() => reject(error)));
    child.on('close', (code, killSignal) => {
      settle(() => {
        if (code !== 0) {
          reject(new FfmpegError(code, killSignal, tail.lines(), 'ffmpeg'));
          return;
        }
        const bytes = Buffer.concat(chunks);
        // Copy into a fresh, 4-byte-aligned buffer: Buffer.concat may hand back a slice of Node's shared pool.
        const samples = new Float32Array(Math.floor(bytes.length / 4));
        new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 4));
        resolve(samples);
      });
    });
  });
}
