/**
 * The longest time this thread's event loop could not run a timer while `work` ran (beyond the timer's own 5 ms
 * period), and the work's wall time: how long a request arriving meanwhile would have waited. For bench:event-loop
 * and the worker-thread tests.
 */
export async function measureEventLoopStall(work: () => Promise<unknown>): Promise<{ wallMs: number; maxStallMs: number }> {
  const period = 5;
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - period);
    last = now;
  }, period);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const now = performance.now();
  worst = Math.max(worst, now - last - period);
  return { wallMs: now - started, maxStallMs: Math.max(0, worst) };
}
