import { createRoute } from '@hono/zod-openapi';
import { moneyBackClaimRequestSchema, moneyBackStateSchema } from '@reelcraft/contract';
import { claimMoneyBack, type Core, moneyBackState, type RateLimitPolicy } from '@reelcraft/core';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';

const tags = ['Billing'];

/** Claims are rare: a person makes one or two; a script is stopped (per user). */
const MONEY_BACK_CLAIM_POLICY: RateLimitPolicy = { name: 'moneyBackClaim', points: 10, windowSeconds: 60 * 60 };

/**
 * /billing/money-back: paywall2's money-back guarantee claimed in the product (issue 31 item 7). The rule lives in
 * core claims/eligibility.ts; admins settle claims under /admin/claims.
 */
export function moneyBackRoutes(core: Core) {
  const router = createRouter();
  router.use('/billing/money-back', requireUser(core));
  // An admin viewing as the user may see the claim, not make one.
  router.on('POST', '/billing/money-back', refuseImpersonation());
  router.on('POST', '/billing/money-back', limitPerUser(core, MONEY_BACK_CLAIM_POLICY));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/billing/money-back',
      tags,
      summary: 'Whether the money-back guarantee can be claimed now, until when, for how much, and the latest claim',
      security: bearerSecurity,
      responses: { 200: jsonResponse(moneyBackStateSchema, 'The state'), ...errorResponses(401) },
    }),
    async (c) => c.json(await moneyBackState(core, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/money-back',
      tags,
      summary: 'Claim the money-back guarantee (an admin settles it; the user gets an e-mail)',
      description:
        'Within 30 days of the first paid charge of a subscription bought on paywall2. Not covered → 422 ' +
        'MONEY_BACK_NOT_ELIGIBLE (details.reason: no_subscription | not_paywall2 | no_paid_charge | window_passed | ' +
        'already_claimed); a claim still open → 409 MONEY_BACK_CLAIM_OPEN. Per-user limit (429).',
      security: bearerSecurity,
      request: { body: jsonBody(moneyBackClaimRequestSchema) },
      responses: { 201: jsonResponse(moneyBackStateSchema, 'Claimed'), ...errorResponses(400, 401, 403, 409, 422, 429) },
    }),
    async (c) => c.json(await claimMoneyBack(core, currentUser(c).id, c.req.valid('json')), 201),
  );

  return router;
}
