import { describe, expect, it } from 'vitest';
import { clientKey, createRateLimiter, DEFAULT_RATE_LIMIT } from './create-rate-limiter.ts';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('createRateLimiter', () => {
  it('allows a burst of `capacity`, then refuses with a Retry-After', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 3, refillPerSecond: 0.5, now: time.now });
    expect([1, 2, 3].map(() => limiter.take('1.2.3.4').allowed)).toEqual([true, true, true]);
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    time.advance(1000);
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1000);
    expect(limiter.take('1.2.3.4')).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('refills at the sustained rate and never beyond capacity', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 2, refillPerSecond: 1, now: time.now });
    limiter.take('a');
    limiter.take('a');
    time.advance(60 * 60 * 1000);
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('defaults to a burst of 30 and 60 a minute', () => {
    const time = clock();
    const limiter = createRateLimiter({ now: time.now });
    let allowed = 0;
    for (let i = 0; i < 100; i++) if (limiter.take('9.9.9.9').allowed) allowed++;
    expect(allowed).toBe(DEFAULT_RATE_LIMIT.capacity);
    for (let second = 0; second < 60; second++) {
      time.advance(1000);
      for (let i = 0; i < 5; i++) if (limiter.take('9.9.9.9').allowed) allowed++;
    }
    expect(allowed).toBe(30 + 60);
  });

  it('keeps clients apart, and a refused client does not use up anyone else', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 1, now: time.now });
    expect(limiter.take('10.0.0.1').allowed).toBe(true);
    expect(limiter.take('10.0.0.1').allowed).toBe(false);
    expect(limiter.take('10.0.0.2').allowed).toBe(true);
  });

  it('forgets the least recently seen client beyond maxKeys', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 0.001, maxKeys: 3, now: time.now });
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) limiter.take(ip);
    limiter.take('1.1.1.1'); // refused, but now the most recently seen
    limiter.take('4.4.4.4'); // evicts 2.2.2.2
    expect(limiter.size).toBe(3);
    expect(limiter.take('1.1.1.1').allowed).toBe(false);
    expect(limiter.take('2.2.2.2').allowed).toBe(true); // forgotten, so a fresh bucket
  });

  it('stays bounded under a flood of distinct addresses', () => {
    const limiter = createRateLimiter({ maxKeys: 1000 });
    for (let i = 0; i < 20_000; i++) limiter.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(limiter.size).toBe(1000);
  });

  it('tolerates a clock that steps back', () => {
    const time = clock();
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 1, now: time.now });
    limiter.take('a');
    time.advance(-10_000);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('rejects nonsense settings', () => {
    expect(() => createRateLimiter({ capacity: 0 })).toThrow(RangeError);
    expect(() => createRateLimiter({ refillPerSecond: 0 })).toThrow(RangeError);
  });
});

describe('clientKey', () => {
  it('treats IPv4-mapped IPv6 as IPv4 and an IPv6 /64 as one client', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('unknown')).toBe('unknown');
  });

  it('shares one bucket across a /64', () => {
    const limiter = createRateLimiter({ capacity: 1, refillPerSecond: 0.001 });
    expect(limiter.take('2001:db8:1:2::1').allowed).toBe(true);
    expect(limiter.take('2001:db8:1:2::2').allowed).toBe(false);
    expect(limiter.take('2001:db8:1:3::1').allowed).toBe(true);
  });
});
