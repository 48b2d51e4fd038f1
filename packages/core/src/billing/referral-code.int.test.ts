import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { insertPaymentOnce, lastDocumentSequence } from './payments.repository.ts';
import { ensureReferralCode, REFERRAL_CODE_PATTERN } from './referrals.ts';

let test: TestCore;
beforeAll(async () => {
  test = await createTestCore({ BILLING: 'test' });
});
afterAll(async () => {
  await test.close();
});

async function makeUser(label: string): Promise<string> {
  const [row] = await test.core.db
    .insert(users)
    .values({ email: `referral-${label}-${Math.random().toString(36).slice(2)}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

describe('referral codes (withRetry over the conditional update)', () => {
  it('gives a user one code however many first uses race, and another user a different one', async () => {
    const first = await makeUser('race');
    const codes = await Promise.all(Array.from({ length: 8 }, () => ensureReferralCode(test.core, first)));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(REFERRAL_CODE_PATTERN);
    expect(await ensureReferralCode(test.core, first)).toBe(codes[0]);
    const second = await makeUser('other');
    expect(await ensureReferralCode(test.core, second)).not.toBe(codes[0]);
  });

  it('says so for a user that does not exist, without retrying into another error', async () => {
    await expect(ensureReferralCode(test.core, '00000000-0000-4000-8000-000000000000')).rejects.toThrow('user not found');
  });
});

describe('document number series', () => {
  it('counts receipts and refunds apart, each from the highest number of its year', async () => {
    const userId = await makeUser('numbers');
    const base = {
      userId,
      gateway: 'test' as const,
      amountCents: 100,
      currency: 'usd',
      status: 'succeeded' as const,
      reason: 'product' as const,
      description: 'x',
    };
    await insertPaymentOnce(test.core.db, { ...base, gatewayPaymentId: `seq-a-${userId}`, receiptNumber: 'RC-2031-000041' });
    await insertPaymentOnce(test.core.db, { ...base, gatewayPaymentId: `seq-b-${userId}`, receiptNumber: 'RC-2031-000007', refundNumber: 'RF-2031-000003' });
    const sequences = await test.core.db.transaction(async (tx) => ({
      receipt: await lastDocumentSequence(tx, 'receipt', 'RC-2031-'),
      refund: await lastDocumentSequence(tx, 'refund', 'RF-2031-'),
      empty: await lastDocumentSequence(tx, 'receipt', 'RC-2032-'),
    }));
    expect(sequences).toEqual({ receipt: 41, refund: 3, empty: 0 });
  });
});
