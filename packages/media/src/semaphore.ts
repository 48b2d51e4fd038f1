/** At most `limit` tasks run at once; the rest wait in arrival order. */
export interface Semaphore {
  /** Runs `task` when a slot is free. A waiting task whose signal aborts leaves the queue and rejects. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(limit: number): Semaphore {
  if (!(limit >= 1)) throw new RangeError('a semaphore needs at least one slot');
  let active = 0;
  const queue: (() => void)[] = [];

  const release = (): void => {
    active -= 1;
    const next = queue.shift();
    if (next) next();
  };

  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      signal?.throwIfAborted();
      if (active >= limit) {
        await new Promise<void>((resolve, reject) => {
          const start = (): void => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          };
          const onAbort = (): void => {
            const index = queue.indexOf(start);
            if (index >= 0) queue.splice(index, 1);
            reject(signal?.reason);
          };
          queue.push(start);
          signal?.addEventListener('abort', onAbort, { once: true });
        });
      }
      active += 1;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
