import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { clearRateLimit, hitRateLimit, hitWithBackoff, pruneRateLimits, refundRateLimit } from './rate-limits.repository.ts';

let t: TestCore;
const T0 = new Date('2030-01-01T00:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t.close();
});

describe('hitRateLimit (fixed window)', () => {
  const policy = { points: 3, windowSeconds: 60 };

  it('allows the budget, then refuses with the seconds left in the window, then starts a new window', async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(t.core.db, 'fixed:a', policy, later(i)));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ points: 4, retryAfterSeconds: 57 });
    // Another key has its own budget.
    expect((await hitRateLimit(t.core.db, 'fixed:b', policy, later(3))).allowed).toBe(true);
    // The window ended: this hit opens a new one.
    const fresh = await hitRateLimit(t.core.db, 'fixed:a', policy, later(60));
    expect(fresh).toEqual({ allowed: true, points: 1, retryAfterSeconds: 0 });
  });

  it('lets exactly the budget through when 30 hits race (one atomic statement each)', async () => {
    const hits = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(t.core.db, 'fixed:race', { points: 10, windowSeconds: 60 }, T0)));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(10);
    expect(hits.map((hit) => hit.points).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  it('gives a point back on refund and forgets a key on clear', async () => {
    const tight = { points: 1, windowSeconds: 60 };
    expect((await hitRateLimit(t.core.db, 'fixed:refund', tight, T0)).allowed).toBe(true);
    expect((await hitRateLimit(t.core.db, 'fixed:refund', tight, T0)).allowed).toBe(false);
    await refundRateLimit(t.core.db, 'fixed:refund');
    await refundRateLimit(t.core.db, 'fixed:refund');
    expect((await hitRateLimit(t.core.db, 'fixed:refund', tight, T0)).allowed).toBe(true);
    await clearRateLimit(t.core.db, 'fixed:refund');
    expect((await hitRateLimit(t.core.db, 'fixed:refund', tight, T0)).allowed).toBe(true);
  });
});

describe('hitWithBackoff (growing delays)', () => {
  const policy = { freeAttempts: 3, windowSeconds: 600, maxDelaySeconds: 10 };

  it('makes each attempt after the free ones wait 1, 2, 4 … s, capped, and never refuses for good', async () => {
    const key = 'backoff:a';
    expect((await hitWithBackoff(t.core.db, key, policy, later(0))).allowed).toBe(true);
    expect((await hitWithBackoff(t.core.db, key, policy, later(0))).allowed).toBe(true);
    // The third attempt still goes through but makes the next one wait a second.
    expect((await hitWithBackoff(t.core.db, key, policy, later(0))).allowed).toBe(true);
    expect(await hitWithBackoff(t.core.db, key, policy, later(0.5))).toEqual({ allowed: false, points: 3, retryAfterSeconds: 1 });
    expect((await hitWithBackoff(t.core.db, key, policy, later(1))).allowed).toBe(true); // 4th: next waits 2 s
    expect(await hitWithBackoff(t.core.db, key, policy, later(2))).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    expect((await hitWithBackoff(t.core.db, key, policy, later(3))).allowed).toBe(true); // 5th: next waits 4 s
    expect(await hitWithBackoff(t.core.db, key, policy, later(3))).toMatchObject({ allowed: false, retryAfterSeconds: 4 });
    expect((await hitWithBackoff(t.core.db, key, policy, later(7))).allowed).toBe(true); // 6th: 8 s
    expect((await hitWithBackoff(t.core.db, key, policy, later(15))).allowed).toBe(true); // 7th: 16 s, capped at 10
    expect(await hitWithBackoff(t.core.db, key, policy, later(15))).toMatchObject({ allowed: false, retryAfterSeconds: 10 });
    const [row] = await t.core.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.blockedUntil?.toISOString()).toBe(later(25).toISOString());
    // Failures are remembered for the window after the last wait ends, then forgotten.
    expect(row?.windowEndsAt.toISOString()).toBe(later(625).toISOString());
    expect(await hitWithBackoff(t.core.db, key, policy, later(625))).toEqual({ allowed: true, points: 1, retryAfterSeconds: 0 });
  });

  it('checks exactly the free attempts when 15 race; the rest are refused without being counted', async () => {
    const hits = await Promise.all(
      Array.from({ length: 15 }, () => hitWithBackoff(t.core.db, 'backoff:race', { freeAttempts: 5, windowSeconds: 600, maxDelaySeconds: 900 }, T0)),
    );
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
    const [row] = await t.core.db.select().from(rateLimits).where(eq(rateLimits.key, 'backoff:race'));
    expect(row?.points).toBe(5);
  });

  it('with one free attempt, the very first attempt already makes the next one wait', async () => {
    const strict = { freeAttempts: 1, windowSeconds: 60, maxDelaySeconds: 60 };
    expect((await hitWithBackoff(t.core.db, 'backoff:strict', strict, T0)).allowed).toBe(true);
    expect(await hitWithBackoff(t.core.db, 'backoff:strict', strict, T0)).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('pruneRateLimits', () => {
  it('deletes ended windows but keeps rows still waiting out a delay', async () => {
    await hitRateLimit(t.core.db, 'prune:ended', { points: 5, windowSeconds: 10 }, T0);
    await hitRateLimit(t.core.db, 'prune:open', { points: 5, windowSeconds: 1000 }, T0);
    // Attempts at 0, 1, 3, 7 and 15 s: the last makes the next one wait until 31 s.
    for (const second of [0, 1, 3, 7, 15]) {
      expect((await hitWithBackoff(t.core.db, 'prune:waiting', { freeAttempts: 1, windowSeconds: 1, maxDelaySeconds: 100 }, later(second))).allowed).toBe(true);
    }
    await pruneRateLimits(t.core.db, later(20));
    const keys = (await t.core.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).not.toContain('prune:ended');
    expect(keys).toContain('prune:open');
    expect(keys).toContain('prune:waiting');
  });
});
