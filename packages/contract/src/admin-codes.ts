import { z } from 'zod';
import { languageSchema, safeText } from './common.ts';
import { isoDate, nullableDate, pageQuery } from './admin-common.ts';

// Admin console (see admin.ts for the routes): promo codes, gift codes and referral rewards.

export const adminPromoCodeSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    percent_off: z.number().int().nullable(),
    amount_off_cents: z.number().int().nullable(),
    currency: z.string(),
    duration: z.enum(['once', 'repeating', 'forever']),
    duration_periods: z.number().int().nullable(),
    expires_at: nullableDate,
    max_redemptions: z.number().int().nullable(),
    redemption_count: z.number().int(),
    /** Switched on by an admin (PATCH {active}); whether it works at checkout now is `status`. */
    active: z.boolean(),
    /** What checkout does with it now: `active`, or why not (`disabled`, `expired`, `used_up`). */
    status: z.enum(['active', 'disabled', 'expired', 'used_up']),
    created_at: isoDate,
  })
  .meta({ id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodeListSchema = z.object({ items: z.array(adminPromoCodeSchema) }).meta({ id: 'AdminPromoCodeList' });
export const adminPromoCodeDetailSchema = z
  .object({
    code: adminPromoCodeSchema,
    redemptions: z.array(z.object({ user_id: z.uuid(), email: z.string().nullable(), created_at: isoDate })),
  })
  .meta({ id: 'AdminPromoCodeDetail' });
export type AdminPromoCodeDetail = z.infer<typeof adminPromoCodeDetailSchema>;

export const adminPromoCodeCreateSchema = z
  .object({
    code: safeText()
      .trim()
      .min(3)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
    percent_off: z.number().int().min(1).max(100).optional(),
    amount_off_cents: z.number().int().min(1).max(1_000_000).optional(),
    duration: z.enum(['once', 'repeating', 'forever']).default('once'),
    duration_periods: z.number().int().min(1).max(52).optional(),
    expires_at: isoDate.optional(),
    max_redemptions: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((value) => (value.percent_off === undefined) !== (value.amount_off_cents === undefined), {
    message: 'give either percent_off or amount_off_cents',
    path: ['percent_off'],
  })
  .refine((value) => value.duration !== 'repeating' || value.duration_periods !== undefined, {
    message: 'a repeating discount needs duration_periods',
    path: ['duration_periods'],
  })
  .meta({ id: 'AdminPromoCodeCreate' });
export type AdminPromoCodeCreate = z.infer<typeof adminPromoCodeCreateSchema>;
export const adminPromoCodePatchSchema = z.object({ active: z.boolean() }).meta({ id: 'AdminPromoCodePatch' });

export const adminGiftCodeSchema = z
  .object({
    id: z.uuid(),
    product_id: z.string(),
    weeks: z.number().int(),
    source: z.enum(['purchase', 'admin']),
    purchaser_email: z.string().nullable(),
    recipient_email: z.string(),
    language: languageSchema,
    redeemed_by_email: z.string().nullable(),
    redeemed_at: nullableDate,
    disabled_at: nullableDate,
    created_at: isoDate,
  })
  .meta({ id: 'AdminGiftCode' });
export type AdminGiftCode = z.infer<typeof adminGiftCodeSchema>;
export const adminGiftCodeListSchema = z.object({ items: z.array(adminGiftCodeSchema) }).meta({ id: 'AdminGiftCodeList' });
export const adminGiftCodeCreateSchema = z
  .object({
    product_id: z.enum(['gift_month', 'gift_quarter', 'gift_year']),
    recipient_email: z.email().max(320),
    language: languageSchema.default('en'),
    /** Send the gift e-mail with the redeem link to the recipient (otherwise the admin passes the code on). */
    send_email: z.boolean().default(true),
  })
  .meta({ id: 'AdminGiftCodeCreate' });
export type AdminGiftCodeCreate = z.infer<typeof adminGiftCodeCreateSchema>;
export const adminGiftCodeCreatedSchema = z
  .object({ gift: adminGiftCodeSchema, code: z.string(), redeem_url: z.string() })
  .meta({ id: 'AdminGiftCodeCreated' });
export type AdminGiftCodeCreated = z.infer<typeof adminGiftCodeCreatedSchema>;

export const adminReferralRewardSchema = z
  .object({
    id: z.uuid(),
    referrer_user_id: z.uuid(),
    referrer_email: z.string().nullable(),
    referred_user_id: z.uuid(),
    referred_email: z.string().nullable(),
    status: z.enum(['pending', 'granted', 'void']),
    verify_after: isoDate,
    granted_at: nullableDate,
    created_at: isoDate,
  })
  .meta({ id: 'AdminReferralReward' });
export type AdminReferralReward = z.infer<typeof adminReferralRewardSchema>;
export const adminReferralRewardListQuerySchema = z.object({ status: z.enum(['pending', 'granted', 'void']).optional(), page: pageQuery });
export const adminReferralRewardListSchema = z
  .object({ items: z.array(adminReferralRewardSchema), total: z.number().int(), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'AdminReferralRewardList' });
