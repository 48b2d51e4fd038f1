import { isIPv4, isIPv6 } from 'node:net';

export interface RateLimiterOptions {
  /** Burst size: requests an idle client may make at once. */
  capacity?: number;
  /** Sustained rate: tokens added back per second. */
  refillPerSecond?: number;
  /** Most clients remembered; the least recently seen is forgotten first (and so starts again with a full bucket). */
  maxKeys?: number;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed; otherwise whole seconds until one request will be allowed again (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  take(ip: string): RateLimitDecision;
  /** Clients currently remembered (for tests and metrics). */
  readonly size: number;
}

/** Generous: a burst of 30, then 60 requests a minute, per client address. */
export const DEFAULT_RATE_LIMIT = { capacity: 30, refillPerSecond: 1, maxKeys: 50_000 } as const;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Per-client token bucket held in this process's memory, so with N web processes a client gets N times the
 * budget — fine for a generous abuse guard, not for billing. Memory is bounded by `maxKeys` (LRU).
 */
export function createRateLimiter(options: RateLimiterOptions = {}): RateLimiter {
  const capacity = options.capacity ?? DEFAULT_RATE_LIMIT.capacity;
  const refillPerSecond = options.refillPerSecond ?? DEFAULT_RATE_LIMIT.refillPerSecond;
  const maxKeys = options.maxKeys ?? DEFAULT_RATE_LIMIT.maxKeys;
  const now = options.now ?? Date.now;
  if (!(capacity >= 1) || !(refillPerSecond > 0) || !(maxKeys >= 1))
    throw new RangeError('rate limiter needs capacity ≥ 1, refill > 0, maxKeys ≥ 1');
  // A Map iterates in insertion order; re-inserting on every use makes its first key the least recently used.
  const buckets = new Map<string, Bucket>();

  return {
    take(ip) {
      const key = clientKey(ip);
      const at = now();
      const bucket = buckets.get(key);
      let tokens = capacity;
      if (bucket) {
        buckets.delete(key);
        const elapsed = Math.max(0, at - bucket.updatedAt) / 1000;
        tokens = Math.min(capacity, bucket.tokens + elapsed * refillPerSecond);
      } else if (buckets.size >= maxKeys) {
        const oldest = buckets.keys().next();
        if (!oldest.done) buckets.delete(oldest.value);
      }
      const allowed = tokens >= 1;
      if (allowed) tokens -= 1;
      buckets.set(key, { tokens, updatedAt: at });
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)) };
    },
    get size() {
      return buckets.size;
    },
  };
}

/**
 * What counts as one client: an IPv4 address (also when written IPv4-mapped, `::ffff:1.2.3.4`), or the /64 network
 * of an IPv6 address — one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const withoutZone = address.replace(/%.*$/, '');
  if (!isIPv6(withoutZone)) return address;
  return `${expandIPv6(withoutZone).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(address: string): string[] {
  // An embedded dotted quad (e.g. 64:ff9b::1.2.3.4) occupies the last two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  let text = address;
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${address.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : new Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, ''));
}
