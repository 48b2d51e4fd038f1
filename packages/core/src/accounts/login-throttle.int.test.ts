import { AppError } from '@reelcraft/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { beginLoginAttempt, type LoginAttempt, type LoginThrottlePolicy } from './login-throttle.ts';

let t: TestCore;
const T0 = new Date('2030-01-01T00:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const policy: LoginThrottlePolicy = { perAddress: { freeAttempts: 5, windowSeconds: 900, maxDelaySeconds: 900 }, perIp: { points: 100, windowSeconds: 900 } };

beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t.close();
});

async function attempt(email: string, at: Date): Promise<LoginAttempt | AppError> {
  return beginLoginAttempt(t.core.db, { email, ip: '203.0.113.9' }, policy, at).catch((error: unknown) => {
    if (error instanceof AppError) return error;
    throw error;
  });
}

describe('log-in throttle under concurrency (issue 31, item 12)', () => {
  it('admits exactly five guesses while they are being checked, however long the checks take', async () => {
    const email = 'slow-checks@example.com';
    const first = await Promise.all(Array.from({ length: 5 }, () => attempt(email, T0)));
    expect(first.every((result) => !(result instanceof AppError))).toBe(true);
    // The checks are slow (a loaded machine): two seconds on, none has answered yet. The old delay (1 s from the
    // fifth attempt's start) had run out by now and let a sixth guess through.
    const sixth = await attempt(email, later(2));
    expect(sixth).toBeInstanceOf(AppError);
    expect((sixth as AppError).code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    // The five fail at 3 s: the delay the fifth earned (1 s) runs from its verdict.
    for (const result of first) await (result as LoginAttempt).failed(later(3));
    expect(await attempt(email, later(3.5))).toBeInstanceOf(AppError);
    expect(await attempt(email, later(4))).not.toBeInstanceOf(AppError);
  });

  it('thirty parallel guesses evaluate five', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => attempt('burst@example.com', T0)));
    expect(results.filter((result) => !(result instanceof AppError))).toHaveLength(5);
  });

  it('the guesses before the last free one still go through one after another without waiting', async () => {
    const email = 'sequential@example.com';
    for (let i = 0; i < 4; i++) {
      const result = await attempt(email, later(i * 0.1));
      expect(result).not.toBeInstanceOf(AppError);
      await (result as LoginAttempt).failed(later(i * 0.1));
    }
    const fifth = await attempt(email, later(0.5));
    expect(fifth).not.toBeInstanceOf(AppError);
    await (fifth as LoginAttempt).failed(later(0.5));
    expect(await attempt(email, later(0.6))).toBeInstanceOf(AppError);
    expect(await attempt(email, later(1.5))).not.toBeInstanceOf(AppError);
  });
});
