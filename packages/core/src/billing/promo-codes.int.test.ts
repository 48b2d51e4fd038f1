import { AppError } from '@reelcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, promoRedemptions, users } from '../db/schema.ts';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { createPromoCode, promoCodeText, redeemPromoCode, releasePromoRedemption } from './promo-codes.ts';

let test: TestCore;
beforeAll(async () => {
  test = await createTestCore({ BILLING: 'test' });
});
afterAll(async () => {
  await test.close();
});

async function makeUser(n: number | string): Promise<string> {
  const [row] = await test.core.db
    .insert(users)
    .values({ email: `promo-${n}-${Math.random().toString(36).slice(2)}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('promo codes', () => {
  it('20 concurrent redemptions of a code capped at 5: exactly 5 succeed, the rest are told it is exhausted', async () => {
    const promo = await createPromoCode(test.core.db, {
      code: 'rush5',
      percentOff: 20,
      amountOffCents: null,
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: 5,
      expiresAt: null,
    });
    const userIds = await Promise.all(Array.from({ length: 20 }, (_, i) => makeUser(`rush-${i}`)));
    const outcomes = await Promise.all(userIds.map((userId) => codeOf(redeemPromoCode(test.core, { code: 'RUSH5', userId, planId: '1week' }))));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(5);
    expect(outcomes.filter((o) => o === 'PROMO_CODE_EXHAUSTED')).toHaveLength(15);
    const [row] = await test.core.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.redemptionCount).toBe(5);
    expect(await test.core.db.select().from(promoRedemptions).where(eq(promoRedemptions.promoCodeId, promo.id))).toHaveLength(5);
  });

  it('returns the discount, is case-insensitive, refuses a second use by the same user and can be given back', async () => {
    await createPromoCode(test.core.db, {
      code: 'Summer',
      percentOff: null,
      amountOffCents: 500,
      duration: 'repeating',
      durationPeriods: 3,
      maxRedemptions: null,
      expiresAt: null,
    });
    const userId = await makeUser('summer');
    const { promoCodeId, discount } = await redeemPromoCode(test.core, { code: 'summer', userId, planId: '12week' });
    expect(discount).toEqual({ percentOff: null, amountOffCents: 500, duration: 'repeating', durationPeriods: 3, promoCodeId, key: `promo-${promoCodeId}` });
    expect(await promoCodeText(test.core, promoCodeId)).toBe('SUMMER');
    expect(await codeOf(redeemPromoCode(test.core, { code: 'SUMMER', userId, planId: '12week' }))).toBe('PROMO_CODE_ALREADY_USED');
    await releasePromoRedemption(test.core, { promoCodeId, userId });
    const [row] = await test.core.db.select().from(promoCodes).where(eq(promoCodes.id, promoCodeId));
    expect(row!.redemptionCount).toBe(0);
    expect(await codeOf(redeemPromoCode(test.core, { code: 'SUMMER', userId, planId: '12week' }))).toBe('ok');
  });

  it('unknown, inactive and expired codes are refused with their own codes', async () => {
    const userId = await makeUser('bad');
    expect(await codeOf(redeemPromoCode(test.core, { code: 'NOPE', userId, planId: '1week' }))).toBe('PROMO_CODE_INVALID');
    // A code that has expired since it was made (one cannot be made expired: below).
    const old = await createPromoCode(test.core.db, {
      code: 'OLD',
      percentOff: 10,
      amountOffCents: null,
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: null,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await test.core.db
      .update(promoCodes)
      .set({ expiresAt: new Date(test.core.now().getTime() - 1000) })
      .where(eq(promoCodes.id, old.id));
    expect(await codeOf(redeemPromoCode(test.core, { code: 'old', userId, planId: '1week' }))).toBe('PROMO_CODE_EXPIRED');
    const off = await createPromoCode(test.core.db, {
      code: 'OFF',
      percentOff: 10,
      amountOffCents: null,
      duration: 'once',
      durationPeriods: null,
      maxRedemptions: null,
      expiresAt: null,
    });
    await test.core.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, off.id));
    expect(await codeOf(redeemPromoCode(test.core, { code: 'OFF', userId, planId: '1week' }))).toBe('PROMO_CODE_INVALID');
  });

  it('refuses a code that would be expired when made (issue 31, item 13: the script and the console alike)', async () => {
    const input = { code: 'GONE', percentOff: 10, amountOffCents: null, duration: 'once', durationPeriods: null, maxRedemptions: null } as const;
    await expect(createPromoCode(test.core.db, { ...input, expiresAt: new Date(Date.now() - 1000) })).rejects.toThrow(/expiry date has passed/);
    await expect(createPromoCode(test.core, { ...input, expiresAt: new Date(test.core.now().getTime() - 1000) })).rejects.toThrow(/expiry date has passed/);
  });

  it('refuses a duplicate code at creation', async () => {
    await createPromoCode(test.core.db, {
      code: 'TWICE',
      percentOff: 10,
      amountOffCents: null,
      duration: 'forever',
      durationPeriods: null,
      maxRedemptions: null,
      expiresAt: null,
    });
    await expect(
      createPromoCode(test.core.db, {
        code: 'twice',
        percentOff: 10,
        amountOffCents: null,
        duration: 'forever',
        durationPeriods: null,
        maxRedemptions: null,
        expiresAt: null,
      }),
    ).rejects.toThrow(/already exists/);
  });
});
