import { AppError } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { GatewayDiscount } from './gateway.ts';

// STUB (issue 10): the promo-codes helper replaces these bodies; the signatures are the agreed interface.

/**
 * Redeems a promo code for a checkout: checks it exists, is active, not expired, not used by this user, and takes
 * one redemption atomically (never beyond max_redemptions under concurrency). Throws PROMO_CODE_* errors.
 */
export async function redeemPromoCode(_core: Core, _input: { code: string; userId: string; planId: string }): Promise<{ promoCodeId: string; discount: GatewayDiscount }> {
  throw new AppError('PROMO_CODE_INVALID');
}

/** Gives a redemption back (the checkout that took it failed before any payment). */
export async function releasePromoRedemption(_core: Core, _input: { promoCodeId: string; userId: string }): Promise<void> {}

/** The code text for a subscription's DTO. */
export async function promoCodeText(_core: Core, _promoCodeId: string): Promise<string | null> {
  return null;
}
