import { Worker } from 'node:worker_threads';
import { createSemaphore } from '../semaphore.ts';
import { deserializeError, type SerializedError } from './run-in-worker.ts';

/** A table of tasks a resident thread runs: each takes one cloneable argument and returns cloneable data. */
// The argument type is each task's own; `never` here accepts any one-argument function in the constraint.
export type ResidentTasks = Record<string, (arg: never) => unknown>;

export interface ResidentWorkerOptions {
  /** The TypeScript module the thread imports once, and the name of its exported task table. */
  tasksModule: URL;
  exportName: string;
  /** Names the thread in errors ("face detection stopped …"). */
  label: string;
  /** The thread ends after this long without work, giving back its memory (default five minutes). */
  idleMs?: number;
  /** A call still running after this long ends the thread (default two minutes). */
  timeoutMs?: number;
}

export interface ResidentCallOptions {
  /** Aborting a running call ends the thread (the next call starts a new one) and rejects with the signal's reason. */
  signal?: AbortSignal | undefined;
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/**
 * A long-lived worker thread for work that loads something slow once and reuses it (decision 0041): the first call
 * starts the thread, later calls reuse it. One call runs at a time, the others wait in order. If the thread dies
 * (a crash in native code, out of memory) the call it was running rejects with a clear error and the next call starts
 * a fresh thread. The thread never keeps the process alive while it has nothing to do, and ends after `idleMs` idle.
 */
export class ResidentWorker<T extends ResidentTasks> {
  readonly #options: Required<ResidentWorkerOptions>;
  readonly #turns = createSemaphore(1);
  #worker: Worker | undefined;
  #idleTimer: NodeJS.Timeout | undefined;
  #nextId = 1;
  /** How many threads were started: tests read it to see a restart, or a thread kept between calls. */
  started = 0;

  constructor(options: ResidentWorkerOptions) {
    this.#options = { idleMs: 5 * 60_000, timeoutMs: 120_000, ...options };
  }

  /** Runs one task in the thread, starting the thread if none is running. */
  run<N extends keyof T & string>(task: N, arg: Parameters<T[N]>[0], options: ResidentCallOptions = {}): Promise<Awaited<ReturnType<T[N]>>> {
    return this.#turns.run(() => this.#call(task, arg, options.signal), options.signal) as Promise<Awaited<ReturnType<T[N]>>>;
  }

  /** Ends the thread now (a call running rejects); the next call starts a new one. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    clearTimeout(this.#idleTimer);
    if (worker) await worker.terminate();
  }

  #thread(): Worker {
    clearTimeout(this.#idleTimer);
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./resident-worker.mjs', import.meta.url), {
      workerData: { tasksModule: this.#options.tasksModule.href, exportName: this.#options.exportName },
      // The bootstrap is plain JS and loads tsx itself; the parent's own loader flags are not needed.
      execArgv: [],
    });
    this.started += 1;
    // Forget a thread as soon as it is gone, whatever ended it, so the next call starts a new one.
    worker.once('exit', () => {
      if (this.#worker === worker) this.#worker = undefined;
    });
    // Without a listener an 'error' event would be thrown in this thread; the call waiting on it reports it instead.
    worker.on('error', () => undefined);
    this.#worker = worker;
    return worker;
  }

  #call(task: string, arg: unknown, signal: AbortSignal | undefined): Promise<unknown> {
    signal?.throwIfAborted();
    const worker = this.#thread();
    const id = this.#nextId++;
    const { label, timeoutMs } = this.#options;
    worker.ref();
    return new Promise<unknown>((resolve, reject) => {
      let settled = false;
      const finish = (keepThread: boolean, fn: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (keepThread) this.#rest(worker);
        else void this.#end(worker);
        fn();
      };
      const onMessage = (reply: Reply): void => {
        if (reply.id !== id) return;
        finish(true, () => (reply.ok ? resolve(reply.value) : reject(deserializeError(reply.error))));
      };
      let crash: Error | undefined;
      const onError = (error: Error): void => {
        crash = error;
      };
      const onExit = (code: number): void =>
        finish(false, () =>
          reject(
            new Error(`${label} stopped (thread exit code ${code}) before answering${crash ? `: ${crash.message}` : ''}; the next try starts it again`, {
              cause: crash,
            }),
          ),
        );
      const onAbort = (): void => finish(false, () => reject(signal?.reason));
      const timer = setTimeout(() => finish(false, () => reject(new Error(`${label} took longer than ${timeoutMs / 1000} s and was stopped`))), timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.once('exit', onExit);
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage({ id, task, arg });
    });
  }

  /** Idle: the thread no longer holds the process open, and ends if nothing comes for a while. */
  #rest(worker: Worker): void {
    worker.unref();
    clearTimeout(this.#idleTimer);
    this.#idleTimer = setTimeout(() => void this.#end(worker), this.#options.idleMs);
    this.#idleTimer.unref();
  }

  async #end(worker: Worker): Promise<void> {
    if (this.#worker === worker) this.#worker = undefined;
    await worker.terminate();
  }
}
