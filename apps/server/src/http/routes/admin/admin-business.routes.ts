import { createRoute, z } from '@hono/zod-openapi';
import {
  adminCancelSurveyListSchema,
  adminFlagUpdateSchema,
  adminGiftCodeCreatedSchema,
  adminGiftCodeCreateSchema,
  adminGiftCodeListSchema,
  adminGiftCodeSchema,
  adminJobsSchema,
  adminPaywallSplitUpdateSchema,
  adminPromoCodeCreateSchema,
  adminPromoCodeDetailSchema,
  adminPromoCodeListSchema,
  adminPromoCodePatchSchema,
  adminPromoCodeSchema,
  adminReferralRewardListQuerySchema,
  adminReferralRewardListSchema,
  adminReferralRewardSchema,
  adminSettingsSchema,
  featureFlagSchema,
  okSchema,
} from '@reelcraft/contract';
import {
  adminCreateGiftCode,
  adminCreatePromoCode,
  adminDisableGiftCode,
  adminGrantReferralReward,
  adminJobs,
  adminRetryJob,
  adminSetPromoCodeActive,
  adminSettings,
  adminVoidReferralReward,
  type Core,
  listCancelSurveys,
  listGiftCodes,
  listPromoCodes,
  listReferralRewards,
  promoCodeDetail,
  setFeatureFlag,
  setPaywallSplit,
} from '@reelcraft/core';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { adminActor } from './admin-users.routes.ts';

const tags = ['Admin'];
const idParams = z.object({ id: z.string().max(64) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/**
 * The console's business tools (issue 13): promo and gift codes, referral rewards, background jobs, cancel-survey
 * answers, feature flags and the paywall split. Mounted by admin.routes.ts behind requireUser → refuseImpersonation →
 * requireAdmin (and the per-admin mutation budget); every change writes one audit row.
 */
export function adminBusinessRoutes(core: Core) {
  const router = createRouter();

  // ───────────── promo codes ─────────────

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/promo-codes',
      tags,
      summary: 'Every promo code, newest first, with its redemption count',
      security: bearerSecurity,
      responses: { 200: jsonResponse(adminPromoCodeListSchema, 'The promo codes'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await listPromoCodes(core), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/promo-codes',
      tags,
      summary: 'Create a promo code (audited promo.create)',
      description: 'Codes are upper-cased; one that exists → 409 PROMO_CODE_TAKEN. Exactly one of percent_off and amount_off_cents.',
      security: bearerSecurity,
      request: { body: jsonBody(adminPromoCodeCreateSchema) },
      responses: { 201: jsonResponse(adminPromoCodeSchema, 'The new code'), ...errorResponses(400, 401, 403, 409, 429) },
    }),
    async (c) => c.json(await adminCreatePromoCode(core, adminActor(c, core), c.req.valid('json')), 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/promo-codes/{id}',
      tags,
      summary: 'One promo code with its redemptions (who, when)',
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminPromoCodeDetailSchema, 'The code and its redemptions'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await promoCodeDetail(core, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/admin/promo-codes/{id}',
      tags,
      summary: 'Enable or disable a promo code (audited promo.enable / promo.disable)',
      security: bearerSecurity,
      request: { params: idParams, body: jsonBody(adminPromoCodePatchSchema) },
      responses: { 200: jsonResponse(adminPromoCodeSchema, 'The code'), ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (c) => c.json(await adminSetPromoCodeActive(core, adminActor(c, core), c.req.valid('param').id, c.req.valid('json').active), 200),
  );

  // ───────────── gift codes ─────────────

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/gift-codes',
      tags,
      summary: 'Bought and admin-issued gift codes, newest first (never the code itself: only its hash is kept)',
      security: bearerSecurity,
      responses: { 200: jsonResponse(adminGiftCodeListSchema, 'The gift codes'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await listGiftCodes(core), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/gift-codes',
      tags,
      summary: 'Issue a gift code (audited gift.create); the code and redeem link are in this answer only',
      description: 'The weeks come from the catalogue product. With send_email (default) the recipient gets the gift e-mail.',
      security: bearerSecurity,
      request: { body: jsonBody(adminGiftCodeCreateSchema) },
      responses: { 201: jsonResponse(adminGiftCodeCreatedSchema, 'The gift, its code and redeem link'), ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (c) => c.json(await adminCreateGiftCode(core, adminActor(c, core), c.req.valid('json')), 201),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/gift-codes/{id}/disable',
      tags,
      summary: 'Disable a gift code (audited gift.disable); redeeming it then answers GIFT_CODE_INVALID',
      description: 'A redeemed gift → 409 GIFT_CODE_REDEEMED.',
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminGiftCodeSchema, 'The gift code'), ...errorResponses(401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await adminDisableGiftCode(core, adminActor(c, core), c.req.valid('param').id), 200),
  );

  // ───────────── referral rewards ─────────────

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/referral-rewards',
      tags,
      summary: 'Referral rewards, newest first (25 a page), optionally by status',
      security: bearerSecurity,
      request: { query: adminReferralRewardListQuerySchema },
      responses: { 200: jsonResponse(adminReferralRewardListSchema, 'One page of rewards'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listReferralRewards(core, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/referral-rewards/{id}/grant',
      tags,
      summary: "Grant a pending reward's 4 free weeks now, without waiting for verification (audited referral.grant)",
      description: 'Not pending → 409 REFERRAL_REWARD_NOT_PENDING; the referrer mid-checkout → 409 ALREADY_SUBSCRIBED.',
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminReferralRewardSchema, 'The reward, granted'), ...errorResponses(401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await adminGrantReferralReward(core, adminActor(c, core), c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/referral-rewards/{id}/void',
      tags,
      summary: 'Void a pending reward (audited referral.void)',
      description: 'Not pending → 409 REFERRAL_REWARD_NOT_PENDING.',
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminReferralRewardSchema, 'The reward, void'), ...errorResponses(401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await adminVoidReferralReward(core, adminActor(c, core), c.req.valid('param').id), 200),
  );

  // ───────────── jobs ─────────────

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/jobs',
      tags,
      summary: 'Every queue with its jobs by state, and the latest 50 failed jobs (error message, payload ids)',
      security: bearerSecurity,
      responses: { 200: jsonResponse(adminJobsSchema, 'Queues and failed jobs'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await adminJobs(core), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/jobs/{queue}/{id}/retry',
      tags,
      summary: 'Run a failed job again (audited job.retry)',
      description: 'An unknown queue or job, or a job that is not failed → 404.',
      security: bearerSecurity,
      request: { params: z.object({ queue: z.string().max(64), id: z.string().max(64) }) },
      responses: { 202: jsonResponse(okSchema, 'Queued again'), ...errorResponses(401, 403, 404, 429) },
    }),
    async (c) => {
      const { queue, id } = c.req.valid('param');
      await adminRetryJob(core, adminActor(c, core), queue, id);
      return c.json({ ok: true as const }, 202);
    },
  );

  // ───────────── cancel surveys ─────────────

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/cancel-surveys',
      tags,
      summary: "The cancel flow's answers, newest first (25 a page), with totals by reason and outcome",
      security: bearerSecurity,
      request: { query: pageQuery },
      responses: { 200: jsonResponse(adminCancelSurveyListSchema, 'One page of answers'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listCancelSurveys(core, c.req.valid('query')), 200),
  );

  // ───────────── settings ─────────────

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/settings',
      tags,
      summary: 'Feature flags and the paywall split, with their configured defaults',
      security: bearerSecurity,
      responses: { 200: jsonResponse(adminSettingsSchema, 'The settings'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await adminSettings(core), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/settings/flags/{key}',
      tags,
      summary: 'Switch a feature flag (audited flag.set)',
      description: 'Takes effect in this process at once and in others within a few seconds.',
      security: bearerSecurity,
      request: { params: z.object({ key: featureFlagSchema }), body: jsonBody(adminFlagUpdateSchema) },
      responses: { 200: jsonResponse(adminSettingsSchema, 'The settings'), ...errorResponses(400, 401, 403, 429) },
    }),
    async (c) => c.json(await setFeatureFlag(core, adminActor(c, core), c.req.valid('param').key, c.req.valid('json').enabled), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/admin/settings/paywall-split',
      tags,
      summary: 'Set the share of new users shown paywall2 (audited paywall.split)',
      description: 'Sticky experiment: users already assigned a variant keep it; only new assignments use the new share.',
      security: bearerSecurity,
      request: { body: jsonBody(adminPaywallSplitUpdateSchema) },
      responses: { 200: jsonResponse(adminSettingsSchema, 'The settings'), ...errorResponses(400, 401, 403, 429) },
    }),
    async (c) => c.json(await setPaywallSplit(core, adminActor(c, core), c.req.valid('json').paywall2_share), 200),
  );

  return router;
}
