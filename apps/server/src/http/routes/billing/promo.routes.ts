import { createRoute } from '@hono/zod-openapi';
import { applyPromoRequestSchema, promoCheckRequestSchema, promoCheckResultSchema, subscriptionStateSchema } from '@reelcraft/contract';
import { applyPromoToSubscription, type Core, previewPromoCode } from '@reelcraft/core';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Billing'];

/** Promo codes: check one before paying, or apply one to the running subscription. */
export function promoRoutes(core: Core) {
  const router = createRouter();
  router.use('/billing/promo-codes/*', requireUser(core));
  router.use('/billing/subscription/promo', requireUser(core), refuseImpersonation());

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/promo-codes/check',
      tags,
      summary: 'What a promo code gives, without redeeming it (rate-limited per user)',
      description:
        'Unknown or inactive → 404 PROMO_CODE_INVALID; expired → 410 PROMO_CODE_EXPIRED; already used by this user → 409 PROMO_CODE_ALREADY_USED; ' +
        "no redemptions left → 409 PROMO_CODE_EXHAUSTED. With `plan_id`, the first period's price after the discount.",
      security: bearerSecurity,
      request: { body: jsonBody(promoCheckRequestSchema) },
      responses: { 200: jsonResponse(promoCheckResultSchema, 'The discount'), ...errorResponses(400, 401, 404, 409, 410, 429) },
    }),
    async (c) => c.json(await previewPromoCode(core, currentUser(c).id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/subscription/promo',
      tags,
      summary: 'Apply a promo code to the running subscription (its next invoices)',
      description:
        'Counts as a redemption and lowers the very next charge (a `once` code that charge only). Without a live, renewing subscription → 404 NO_SUBSCRIPTION; ' +
        'a code that would not lower the next charge → 409 PROMO_CODE_NOT_APPLICABLE; another code still waiting for the next charge → 409 PROMO_CODE_REPLACES ' +
        '(details.current) unless `replace: true` — the replaced code, if it had discounted nothing yet, is given back.',
      security: bearerSecurity,
      request: { body: jsonBody(applyPromoRequestSchema) },
      responses: { 200: jsonResponse(subscriptionStateSchema, 'The subscription with the discount'), ...errorResponses(400, 401, 404, 409, 410, 429) },
    }),
    async (c) => {
      const body = c.req.valid('json');
      return c.json(await applyPromoToSubscription(core, currentUser(c), body.code, { replace: body.replace }), 200);
    },
  );

  return router;
}
