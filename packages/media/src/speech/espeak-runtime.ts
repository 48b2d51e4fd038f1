import type { ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';

let loading: Promise<ESpeakNGWorker> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Loads eSpeak-NG (WASM, with its 24 MB voice data) on first use, so a process that never speaks does not pay for it.
 * One instance serves the whole process.
 */
export function loadEspeak(): Promise<ESpeakNGWorker> {
  loading ??= import('@echogarden/espeak-ng-emscripten').then(
    async ({ default: createModule }) => {
      const module = await createModule();
      return new module.eSpeakNGWorker();
    },
    (error: unknown) => {
      loading = undefined; // a failed import (e.g. a broken install) may be retried after the operator fixes it
      throw error;
    },
  );
  return loading;
}

/**
 * Runs one eSpeak job at a time. The WASM instance keeps voice, rate and pitch as global state, and a job speaks a long
 * script sentence by sentence with awaits in between, so two interleaved jobs could speak with each other's voice.
 * Serialising costs nothing: the work is CPU-bound on one thread anyway. An aborted signal skips a job not yet started.
 */
export function withEspeak<T>(task: (espeak: ESpeakNGWorker) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const run = queue.then(async () => {
    signal?.throwIfAborted();
    return task(await loadEspeak());
  });
  queue = run.catch(() => undefined);
  return run;
}
