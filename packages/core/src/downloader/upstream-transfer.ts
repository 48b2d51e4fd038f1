import { DownloadError } from './download-error.ts';

export type TransferFailure = 'timeout' | 'aborted';

/** Hooks the body streamers use to time stalls, enforce maxBytes and let go of listeners. */
export interface BodyHooks {
  maxBytes: number;
  /** Starts the stall clock (we are waiting on upstream). */
  arm: () => void;
  /** Stops it (upstream made progress, or we wait on the client). */
  disarm: () => void;
  /** Drops the stall timer and the client-signal listener; the transfer is over. */
  release: () => void;
  onTooLarge: () => void;
}

/**
 * One download's lifetime: a single AbortController that the client leaving, a stall of timeoutMs, or an oversized
 * body all abort, and which of those happened first.
 */
export interface UpstreamTransfer {
  readonly signal: AbortSignal;
  abort(why: TransferFailure): void;
  /** Aborts the upstream request without a reason of ours (oversized body, a check that failed). */
  stop(): void;
  failure(): TransferFailure | undefined;
  hooks(maxBytes: number): BodyHooks;
  arm(): void;
  release(): void;
}

export function startTransfer(timeoutMs: number, clientSignal: AbortSignal | undefined): UpstreamTransfer {
  const controller = new AbortController();
  let failure: TransferFailure | undefined;
  const abort = (why: TransferFailure) => {
    failure ??= why;
    controller.abort(new DownloadError('DOWNLOAD_FAILED', { reason: why }));
  };
  const onClientAbort = () => abort('aborted');
  clientSignal?.addEventListener('abort', onClientAbort, { once: true });
  const watch = watchStalls(timeoutMs, () => {
    abort('timeout');
    release();
  });
  const release = () => {
    watch.dispose();
    clientSignal?.removeEventListener('abort', onClientAbort);
  };
  const stop = () => controller.abort();
  return {
    signal: controller.signal,
    abort,
    stop,
    failure: () => failure,
    hooks: (maxBytes) => ({ maxBytes, arm: watch.start, disarm: watch.stop, release, onTooLarge: stop }),
    arm: watch.start,
    release,
  };
}

/**
 * Fires onStall once we have waited on upstream for timeoutMs without progress. One coarse interval checks a
 * timestamp, because arming a fresh timer for every 64 KiB chunk costs measurable throughput.
 */
function watchStalls(timeoutMs: number, onStall: () => void): { start: () => void; stop: () => void; dispose: () => void } {
  let waitingSince: number | undefined;
  const interval = setInterval(
    () => {
      if (waitingSince !== undefined && performance.now() - waitingSince >= timeoutMs) onStall();
    },
    Math.max(10, Math.min(1000, timeoutMs / 4)),
  );
  interval.unref();
  return {
    start: () => (waitingSince ??= performance.now()),
    stop: () => (waitingSince = undefined),
    dispose: () => clearInterval(interval),
  };
}
