/**
 * Renderers report progress many times a second; the database hears about it every `step` (and at the end), in
 * order, one write at a time. `flush` waits for the last write.
 */
export function throttledProgress(report: (fraction: number) => Promise<void>, step = 0.05) {
  let last = 0;
  let pending: Promise<void> = Promise.resolve();
  return {
    report: (fraction: number) => {
      if (fraction - last < step && fraction < 1) return;
      last = fraction;
      pending = pending.then(() => report(fraction)).catch(() => undefined);
    },
    flush: () => pending,
  };
}
