import { createRoute } from '@hono/zod-openapi';
import { paywallStateSchema } from '@reelcraft/contract';
import { claimPaywallDiscount, type Core, paywallState } from '@reelcraft/core';
import { z } from 'zod';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Paywall'];

const variantQuerySchema = z.object({
  variant: z
    .enum(['paywall', 'paywall2'])
    .optional()
    .meta({ description: 'Forces a variant without storing it (browser tests); ignored when NODE_ENV=production.' }),
});

/** /billing/paywall: which paywall this user sees (a sticky experiment), its countdown and claimed discount. */
export function paywallRoutes(core: Core) {
  const router = createRouter();
  router.use('/billing/paywall', requireUser(core));
  router.use('/billing/paywall/*', requireUser(core));
  // Issue 13: claiming the discount changes what the user will pay.
  router.use('/billing/paywall/claim-discount', refuseImpersonation());

  router.openapi(
    createRoute({
      method: 'get',
      path: '/billing/paywall',
      tags,
      summary: "The paywall to show: variant (drawn once, then kept), the old paywall's 24-hour countdown, plans",
      description: 'The first call draws the variant (PAYWALL2_SHARE) and, for the old paywall, starts its countdown, which never restarts.',
      security: bearerSecurity,
      request: { query: variantQuerySchema },
      responses: { 200: jsonResponse(paywallStateSchema, 'The paywall state'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await paywallState(core, currentUser(c), { override: c.req.valid('query').variant }), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/paywall/claim-discount',
      tags,
      summary: "Claim paywall2's 50 % discount (applied to the first period at checkout with apply_discount)",
      security: bearerSecurity,
      request: { query: variantQuerySchema },
      responses: { 200: jsonResponse(paywallStateSchema, 'The paywall state, discount_claimed: true'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await claimPaywallDiscount(core, currentUser(c), { override: c.req.valid('query').variant }), 200),
  );

  return router;
}
