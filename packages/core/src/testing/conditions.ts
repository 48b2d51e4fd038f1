/** Waiting on conditions in tests: no database, no core, cheap to import from any test file. */

/**
 * Polls until `check` returns a value (for work done by job workers), every `intervalMs`. The time limit only ends a
 * test that would otherwise hang, with a message.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Whether `work` settles before a timer of `ms` fires, both on this process's event loop: for "stops without waiting
 * out a limit" checks, against the limit it must not wait out (a machine slow enough to delay both alike does not
 * change which comes first). Waits for `work` either way; its rejection is rethrown.
 */
export async function settlesBefore(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), limit]);
  } finally {
    clearTimeout(timer);
    await work;
  }
}
