import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { FfmpegError, MediaInputError, mediaInputErrorCodes, type MediaInputErrorCode } from '../errors.ts';
import { createSemaphore } from '../semaphore.ts';
import { awaitWorker } from './await-worker.ts';
import type { WorkerTaskArgs, WorkerTaskName, WorkerTaskResult } from './worker-tasks.ts';

export interface RunInWorkerOptions {
  /** Aborting terminates the thread at once and rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** The thread is terminated after this long (default ten minutes: a long story's mix). */
  timeoutMs?: number;
  /** Progress the task reports (tasks that take a `report` callback: renderTalking). */
  onProgress?: ((fraction: number) => void) | undefined;
  /** On abort, how long the task may take to stop by itself (its FFmpeg killed, partial files removed). Default 0. */
  abortGraceMs?: number;
}

export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  exitCode?: number | null;
  signal?: NodeJS.Signals | null;
  stderrTail?: string[];
  program?: string;
}

type WorkerReply = { ok: true; value: unknown } | { ok: false; error: SerializedError };

// One thread per core at most: these tasks are pure CPU, more threads would only share the same cores.
const slots = createSemaphore(Math.max(1, availableParallelism()));

/**
 * Runs a CPU-heavy media task (see worker-tasks.ts) in a fresh worker thread, so the event loop of the process that
 * asked (the server, with its embedded job runner) keeps answering requests meanwhile. About 0.1 s of start-up per
 * call; the thread, its WASM heaps and buffers are gone when it answers.
 */
export function runInWorker<N extends WorkerTaskName>(task: N, args: WorkerTaskArgs<N>, options: RunInWorkerOptions = {}): Promise<WorkerTaskResult<N>> {
  return slots.run(() => spawn(task, args, options) as Promise<WorkerTaskResult<N>>, options.signal);
}

function spawn(task: WorkerTaskName, args: unknown, options: RunInWorkerOptions): Promise<unknown> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const worker = new Worker(new URL('./task-worker.mjs', import.meta.url), {
    workerData: { task, args },
    // The bootstrap is plain JS and loads tsx itself; the parent's own loader flags are not needed.
    execArgv: [],
  });
  return awaitWorker<WorkerReply>(worker, {
    signal,
    timeoutMs: options.timeoutMs ?? 600_000,
    label: `worker task ${task}`,
    onProgress: options.onProgress,
    ...(options.abortGraceMs ? { abortGraceMs: options.abortGraceMs } : {}),
  }).then((reply) => {
    if (!reply.ok) throw deserializeError(reply.error);
    return reply.value;
  });
}

/** Our error classes back from their plain form, so callers can still tell bad input from a failure. */
export function deserializeError(data: SerializedError): Error {
  let error: Error;
  if (data.name === 'MediaInputError' && mediaInputErrorCodes.includes(data.code as MediaInputErrorCode)) {
    error = new MediaInputError(data.code as MediaInputErrorCode, data.message);
  } else if (data.name === 'FfmpegError') {
    error = new FfmpegError(data.exitCode ?? null, data.signal ?? null, data.stderrTail ?? [], data.program);
  } else if (data.name === 'RangeError') {
    error = new RangeError(data.message);
  } else if (data.name === 'TypeError') {
    error = new TypeError(data.message);
  } else {
    error = new Error(data.message);
    if (data.name !== 'Error') error.name = data.name;
    // A system error's code (ENOENT, EACCES…) stays readable, as it was before the thread boundary.
    if (data.code) Object.assign(error, { code: data.code });
  }
  if (data.stack) error.stack = data.stack;
  return error;
}
