/**
 * The one way to try something again: a bounded number of attempts, exponential backoff with jitter, an
 * AbortSignal that cancels both the attempt in flight and the wait, and a predicate that says which failures are
 * worth another try (a refused request is not). Every retry loop in the server goes through `withRetry`.
 */

export interface RetryOptions {
  /** Total attempts, the first one included (≥ 1). */
  readonly attempts: number;
  /** Wait before the second attempt; each later wait is `factor` times the previous one. */
  readonly baseDelayMs: number;
  readonly factor?: number;
  /** Upper bound of one wait. */
  readonly maxDelayMs?: number;
  /** Up to this fraction is added at random to each wait, so that many callers do not retry in step. */
  readonly jitter?: number;
  readonly signal?: AbortSignal;
  /** Whether this failure deserves another attempt; by default every failure does. */
  readonly shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** A wait the failure itself asks for (e.g. a Retry-After header), used instead of the backoff. */
  readonly delayFor?: (error: unknown, attempt: number) => number | undefined;
  /** Told before each wait (for logs). */
  readonly onRetry?: (error: unknown, attempt: number, delayMs: number) => void;
  /** Test seam: how to wait. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Test seam: a number in [0, 1). */
  readonly random?: () => number;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The wait after failed attempt number `attempt` (1-based), before jitter. */
export function backoffDelay(attempt: number, options: Pick<RetryOptions, 'baseDelayMs' | 'factor' | 'maxDelayMs'>): number {
  const delay = options.baseDelayMs * (options.factor ?? 2) ** (attempt - 1);
  return Math.min(delay, options.maxDelayMs ?? Number.POSITIVE_INFINITY);
}

/**
 * Runs `task` until it succeeds, a failure is not worth retrying, or the attempts are spent; then throws the last
 * failure. `task` gets the 1-based attempt number and the signal.
 */
export async function withRetry<T>(task: (attempt: number, signal?: AbortSignal) => Promise<T>, options: RetryOptions): Promise<T> {
  if (!Number.isInteger(options.attempts) || options.attempts < 1) throw new RangeError('attempts must be a whole number ≥ 1');
  const sleep = options.sleep ?? abortableSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    try {
      return await task(attempt, options.signal);
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (attempt >= options.attempts || (options.shouldRetry && !options.shouldRetry(error, attempt))) throw error;
      const asked = options.delayFor?.(error, attempt);
      const delay = asked ?? backoffDelay(attempt, options) * (1 + random() * (options.jitter ?? 0.2));
      options.onRetry?.(error, attempt, delay);
      await sleep(delay, options.signal);
    }
  }
}
