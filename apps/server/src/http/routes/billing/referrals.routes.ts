import { createRoute } from '@hono/zod-openapi';
import { referralStateSchema } from '@reelcraft/contract';
import { type Core, referralState } from '@reelcraft/core';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Billing'];

/** The referral link: 4 free premium weeks per referred friend whose first payment stays good. */
export function referralsRoutes(core: Core) {
  const router = createRouter();
  router.use('/billing/referrals', requireUser(core));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/billing/referrals',
      tags,
      summary: "The user's referral link and the rewards it earned",
      description: "A reward is pending during the verification window after the friend's first payment, then granted (4 weeks) or void (refunded).",
      security: bearerSecurity,
      responses: { 200: jsonResponse(referralStateSchema, 'Referral state'), ...errorResponses(401) },
    }),
    async (c) => c.json(await referralState(core, currentUser(c).id), 200),
  );

  return router;
}
