import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { findPackageDir } from '../face/package-paths.ts';
import { createSemaphore } from '../semaphore.ts';
import { awaitWorker } from '../worker/await-worker.ts';

export interface SandboxDecodeResult {
  /** ffprobe's JSON (the same shape the native ffprobe prints) and error lines, read inside the sandbox. Its exit
   * status is meaningless (the WASM build always reports -1). */
  probeExit: number;
  probeJson: string;
  probeErrors: string[];
  /** null when probing failed and nothing was decoded. */
  decodeExit: number | null;
  decodeErrors: string[];
  /** 48 kHz 16-bit PCM WAV (mono unless asked for stereo), at most maxSeconds long; null when nothing came out. */
  wav: Buffer | null;
}

export interface SandboxDecodeOptions {
  maxSeconds: number;
  /** 1 (default) or 2: music keeps its stereo. */
  channels?: 1 | 2;
  signal?: AbortSignal;
  /** The worker is terminated after this long (default 120 s; ten minutes of Opus decode in ~1.5 s here). */
  timeoutMs?: number;
}

/** The FFmpeg WASM build we decode with (FFmpeg 5.1.4, GPL-2.0-or-later, ~32 MB), for the start-up log and health. */
export const SANDBOX_FFMPEG = { package: '@ffmpeg/core', version: '0.12.10', ffmpeg: '5.1.4' } as const;

let compiled: Promise<WebAssembly.Module> | undefined;
/** Compiling 32 MB of WASM takes a while; do it once per process and hand the module to each worker. */
function wasmModule(): Promise<WebAssembly.Module> {
  compiled ??= readFile(path.join(findPackageDir('@ffmpeg/core', import.meta.url), 'dist/esm/ffmpeg-core.wasm')).then((bytes) => WebAssembly.compile(bytes));
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

// Each worker holds the upload, a WASM heap and up to 58 MB of WAV: two at once bound the memory and the two cores.
const slots = createSemaphore(2);

/**
 * Probes and decodes one untrusted recording with FFmpeg compiled to WebAssembly, in a fresh worker thread, so the
 * native FFmpeg (which may be an old build) only ever sees the plain WAV that comes out.
 */
export async function sandboxDecode(input: Buffer, options: SandboxDecodeOptions): Promise<SandboxDecodeResult> {
  const module = await wasmModule();
  return slots.run(() => runWorker(module, input, options), options.signal);
}

function runWorker(module: WebAssembly.Module, input: Buffer, options: SandboxDecodeOptions): Promise<SandboxDecodeResult> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const worker = new Worker(new URL('./sandbox-decode.worker.mjs', import.meta.url), {
    workerData: { module, input: new Uint8Array(input), maxSeconds: options.maxSeconds, channels: options.channels ?? 1 },
    // The tsx loader the parent may run under is not needed (plain JS) and only slows the worker's start.
    execArgv: [],
    // JS heap of the glue code; the WASM heap itself grows separately and dies with the thread.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    stdout: true,
    stderr: true,
  });
  type Reply = Omit<SandboxDecodeResult, 'wav'> & { wav: Uint8Array | null };
  return awaitWorker<Reply>(worker, { signal, timeoutMs: options.timeoutMs ?? 120_000, label: 'sandboxed decode' }).then((message) => ({
    ...message,
    wav: message.wav ? Buffer.from(message.wav.buffer, message.wav.byteOffset, message.wav.byteLength) : null,
  }));
}
