import type { Worker } from 'node:worker_threads';

export interface AwaitWorkerOptions {
  signal?: AbortSignal | undefined;
  timeoutMs: number;
  /** What the error says when the thread overruns, or ends without answering (the exit code is appended). */
  label: string;
}

/**
 * The first message of a one-shot worker thread. The thread is terminated whatever happens: answer, error, abort
 * (rejects with the signal's reason), overrun, or an exit before answering.
 */
export function awaitWorker<T>(worker: Worker, options: AwaitWorkerOptions): Promise<T> {
  const { signal } = options;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      fn();
    };
    const onAbort = (): void => finish(() => reject(signal?.reason));
    const timer = setTimeout(() => finish(() => reject(new Error(`${options.label} timed out`))), options.timeoutMs);
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.once('message', (message: T) => finish(() => resolve(message)));
    worker.once('error', (error) => finish(() => reject(error)));
    worker.once('exit', (code) => finish(() => reject(new Error(`${options.label} exited with code ${code} before answering`))));
  });
}
