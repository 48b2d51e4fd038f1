import type { Worker } from 'node:worker_threads';

export interface AwaitWorkerOptions {
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** What the error says when the thread overruns, or ends without answering (the exit code is appended). */
  label: string;
  /** Called with each `{ progress }` message the thread posts before its answer. */
  onProgress?: ((fraction: number) => void) | undefined;
  /**
   * On abort, first ask the thread to stop (`{ abort: true }`) and give it this long to clean up after itself (kill
   * its FFmpeg, remove partial files) before it is terminated. 0 (default): terminate at once.
   */
  abortGraceMs?: number;
}

/** A message a task thread posts while it works, before its answer. */
function progressOf(message: unknown): number | undefined {
  if (typeof message !== 'object' || message === null || !('progress' in message)) return undefined;
  return typeof message.progress === 'number' ? message.progress : undefined;
}

/**
 * The answer of a one-shot worker thread (its first message that is not progress). The thread is terminated whatever
 * happens: answer, error, abort (rejects with the signal's reason), overrun, or an exit before answering.
 */
export function awaitWorker<T>(worker: Worker, options: AwaitWorkerOptions): Promise<T> {
  const { signal } = options;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let aborting = false;
    let graceTimer: NodeJS.Timeout | undefined;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(graceTimer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      fn();
    };
    const onAbort = (): void => {
      const grace = options.abortGraceMs ?? 0;
      if (grace <= 0) return finish(() => reject(signal?.reason));
      // The thread answers (with its abort error) once it has stopped; whatever it says, the caller gets the reason.
      // Progress it posted before it saw the request may still arrive meanwhile: that is not the answer.
      aborting = true;
      worker.postMessage({ abort: true });
      graceTimer = setTimeout(() => finish(() => reject(signal?.reason)), grace);
    };
    const timer = setTimeout(() => finish(() => reject(new Error(`${options.label} timed out`))), options.timeoutMs);
    if (signal?.aborted) return finish(() => reject(signal.reason));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: T) => {
      const progress = progressOf(message);
      if (progress !== undefined) {
        if (!aborting) options.onProgress?.(progress);
      } else finish(() => (aborting ? reject(signal?.reason) : resolve(message)));
    });
    worker.once('error', (error) => finish(() => reject(aborting ? signal?.reason : error)));
    worker.once('exit', (code) => finish(() => reject(aborting ? signal?.reason : new Error(`${options.label} exited with code ${code} before answering`))));
  });
}
