import type { Core } from '../context.ts';

// STUB (issue 10): the gifts/referrals helper replaces these bodies; the signatures are the agreed interface.

/** Called by the subscription sync when a user's first payment succeeds: starts the referrer's verification window. */
export async function recordReferralPayment(_core: Core, _input: { userId: string; paymentId: string }): Promise<void> {}

/** Called every minute by the billing tick: grants the free month for referrals past their window. Returns how many. */
export async function grantDueReferralRewards(_core: Core): Promise<number> {
  return 0;
}
