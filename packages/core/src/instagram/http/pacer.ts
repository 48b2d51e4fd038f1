import { abortableSleep } from '../../retry/retry.ts';

export interface Pacer {
  /** Runs `task` once at least `minIntervalMs` have passed since the previous task started (in call order). */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface PacerDeps {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Polite pacing: start times of upstream requests are spaced by `minIntervalMs`, in the order they were asked for.
 * Requests may still overlap once started; only their starts are spaced, so one slow answer does not stall others.
 */
export function createPacer(minIntervalMs: number, deps: PacerDeps = {}): Pacer {
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? abortableSleep;
  let nextSlot = Number.NEGATIVE_INFINITY;
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      const current = now();
      const slot = Math.max(current, nextSlot);
      nextSlot = slot + minIntervalMs;
      if (slot > current) await sleep(slot - current);
      return task();
    },
  };
}
