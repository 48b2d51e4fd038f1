/**
 * The web app never sends a refused request again by itself (issue 31, item 8: a page re-ran a refused POST on every
 * render, 843 requests in 15 s). Pages are written not to; this makes a loop impossible by construction: once the
 * same changing request (method, path and body) has been answered with a 4xx `REFUSAL_LIMIT` times within
 * `REFUSAL_WINDOW_MS`, further copies are answered with that refusal here, without reaching the server, until the
 * window has passed. A person pressing "Try again" a few times is never held back; reads (GET) are left to TanStack
 * Query, which does not retry a 4xx.
 */
export const REFUSAL_LIMIT = 5;
export const REFUSAL_WINDOW_MS = 10_000;

interface Refusal<E> {
  error: E;
  times: number[];
}

export interface RefusalBrake<E> {
  /** The refusal to answer with instead of sending, when this request has been refused too often just now. */
  held(key: string, now?: number): E | undefined;
  /** Records a 4xx answer to this request. */
  refused(key: string, error: E, now?: number): void;
  /** Forgets a request that was answered well. */
  accepted(key: string): void;
}

export function createRefusalBrake<E>(limit = REFUSAL_LIMIT, windowMs = REFUSAL_WINDOW_MS): RefusalBrake<E> {
  const refusals = new Map<string, Refusal<E>>();
  const recent = (refusal: Refusal<E>, now: number) => refusal.times.filter((time) => now - time < windowMs);
  return {
    held(key, now = Date.now()) {
      const refusal = refusals.get(key);
      if (!refusal) return undefined;
      refusal.times = recent(refusal, now);
      if (refusal.times.length === 0) refusals.delete(key);
      return refusal.times.length >= limit ? refusal.error : undefined;
    },
    refused(key, error, now = Date.now()) {
      const refusal = refusals.get(key);
      refusals.set(key, { error, times: [...(refusal ? recent(refusal, now) : []), now] });
      // A bound on memory: the oldest entries go first (a Map keeps insertion order).
      if (refusals.size > 100) refusals.delete(refusals.keys().next().value as string);
    },
    accepted(key) {
      refusals.delete(key);
    },
  };
}
