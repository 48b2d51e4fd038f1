import { createRoute, z } from '@hono/zod-openapi';
import { giftCodeTextSchema, giftPreviewSchema, redeemGiftRequestSchema, redeemGiftResultSchema } from '@reelcraft/contract';
import { type Core, enforceRateLimit, previewGift, redeemGiftForUser } from '@reelcraft/core';
import { clientIp } from '../../client-ip.ts';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Billing'];

const codeParam = z.object({ code: giftCodeTextSchema.meta({ param: { name: 'code', in: 'path' } }) });

/** Anonymous look-ups of gift codes, per IP: plenty for people, useless for guessing 192-bit codes anyway. */
const GIFT_PREVIEW_POLICY = { name: 'giftPreview', points: 60, windowSeconds: 60 * 60 };
/** Redemptions per IP (signed in): a person redeems a few. */
const GIFT_REDEEM_POLICY = { name: 'giftRedeem', points: 30, windowSeconds: 60 * 60 };

/** Gift codes: what a gift link holds (anonymous), and redeeming it (signed in). */
export function giftsRoutes(core: Core) {
  const router = createRouter();
  router.use('/billing/gifts/redeem', requireUser(core), refuseImpersonation());

  router.openapi(
    createRoute({
      method: 'get',
      path: '/billing/gifts/{code}',
      tags,
      summary: 'What a gift link holds (anonymous; rate-limited per IP)',
      description: 'Unknown code → 404 GIFT_CODE_INVALID. A redeemed gift still answers, with `redeemed: true`.',
      request: { params: codeParam },
      responses: { 200: jsonResponse(giftPreviewSchema, 'The gift'), ...errorResponses(400, 404, 429) },
    }),
    async (c) => {
      await enforceRateLimit(core, GIFT_PREVIEW_POLICY, { ip: clientIp(c, core.config.TRUST_PROXY) });
      return c.json(await previewGift(core, c.req.valid('param').code), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/gifts/redeem',
      tags,
      summary: 'Redeem a gift: its weeks of premium, without renewal',
      description:
        'Exactly once per code (a second redemption → 409 GIFT_CODE_REDEEMED). With a renewing subscription the next charge moves back by the weeks; ' +
        'otherwise access is granted (cumulative with an earlier grant) and ends by itself.',
      security: bearerSecurity,
      request: { body: jsonBody(redeemGiftRequestSchema) },
      responses: { 200: jsonResponse(redeemGiftResultSchema, 'Redeemed'), ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (c) => {
      await enforceRateLimit(core, GIFT_REDEEM_POLICY, { ip: clientIp(c, core.config.TRUST_PROXY) });
      return c.json(await redeemGiftForUser(core, currentUser(c), c.req.valid('json').code), 200);
    },
  );

  return router;
}
