import { tmpdir } from 'node:os';
import path from 'node:path';

import type * as EchogardenModule from 'echogarden';

/** The echogarden module's public API (dist/api/API.js). */
export type Echogarden = typeof EchogardenModule;

let loading: Promise<Echogarden> | undefined;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Loads echogarden on first use: it pulls in ~0.5 GB of modules (ONNX runtime, WASM builds), which a process that
 * never speaks should not pay for. Its logger prints progress for every step to stderr at 'info'; we silence it once.
 */
export function loadEchogarden(): Promise<Echogarden> {
  loading ??= import('echogarden').then(
    (echogarden) => {
      echogarden.setGlobalOption('logLevel', 'silent');
      return echogarden;
    },
    (error: unknown) => {
      loading = undefined; // a failed import (e.g. a broken install) may be retried after the operator fixes it
      throw error;
    },
  );
  return loading;
}

/**
 * Runs one echogarden job at a time. eSpeak lives in a single WASM instance whose voice, rate and pitch are global
 * state set in separate awaited steps before each synthesis, so two interleaved calls could speak with each other's
 * voice; the logger is global too. Serialising costs nothing: the work is CPU-bound on one thread anyway.
 * An aborted signal skips a job that has not started yet.
 */
export function withEchogarden<T>(task: (echogarden: Echogarden) => Promise<T>, signal?: AbortSignal): Promise<T> {
  const run = queue.then(async () => {
    signal?.throwIfAborted();
    return task(await loadEchogarden());
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * echogarden caches its voice list under ~/.local/share/echogarden by default; a service account may have no
 * writable home, so the cache goes to the temporary directory instead (per user, to avoid permission clashes).
 */
export function voiceListCacheDir(): string {
  return path.join(tmpdir(), `reelcraft-echogarden-${process.getuid?.() ?? 'u'}`);
}
