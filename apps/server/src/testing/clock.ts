import { onTestFinished } from 'vitest';
import type { TestApp } from './test-app.ts';

export interface FrozenClock {
  /** The instant `core.now()` answers now. */
  readonly now: Date;
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void;
  /** Sets the clock to `at`. */
  set(at: Date | number): void;
}

/**
 * Stops the core's clock (`core.now`, which rate limits, log-in delays, sessions and billing read) at `at` until the
 * running test ends. Time-window tests then depend on the instants they set, never on how fast the machine answers.
 * Call it inside a test.
 */
export function freezeClock(t: Pick<TestApp, 'core'>, at: Date | number = Date.now()): FrozenClock {
  const realNow = t.core.now;
  let current = new Date(at).getTime();
  t.core.now = () => new Date(current);
  onTestFinished(() => {
    t.core.now = realNow;
  });
  return {
    get now() {
      return new Date(current);
    },
    advance(ms) {
      current += ms;
    },
    set(next) {
      current = new Date(next).getTime();
    },
  };
}
