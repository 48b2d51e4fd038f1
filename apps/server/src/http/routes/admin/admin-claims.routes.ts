import { createRoute, z } from '@hono/zod-openapi';
import { adminMoneyBackClaimListQuerySchema, adminMoneyBackClaimListSchema, adminMoneyBackClaimSchema, adminMoneyBackDeclineSchema } from '@reelcraft/contract';
import { type Core, declineMoneyBackClaim, listMoneyBackClaims, refundMoneyBackClaim } from '@reelcraft/core';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { adminActor } from './admin-users.routes.ts';

const tags = ['Admin'];
const idParams = z.object({ id: z.string().max(64) });

/**
 * Money-back claims (issue 31 item 7): the list, and settling one (refund: the payment back and the subscription
 * ended now; decline: with a note to the user). Mounted by admin.routes.ts behind its admin-only gate and mutation
 * budget; each settlement writes one audit row ('claim.refund' / 'claim.decline').
 */
export function adminClaimsRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/claims',
      tags,
      summary: 'Money-back claims, newest first (optionally of one status)',
      security: bearerSecurity,
      request: { query: adminMoneyBackClaimListQuerySchema },
      responses: { 200: jsonResponse(adminMoneyBackClaimListSchema, 'The claims'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listMoneyBackClaims(core, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/claims/{id}/refund',
      tags,
      summary: 'Refund a claim: the claimed payment back, the subscription ended now, the user e-mailed (audited claim.refund)',
      description: 'Settled already → 409 MONEY_BACK_CLAIM_SETTLED; the gateway refuses → 409 REFUND_NOT_POSSIBLE (the claim stays open).',
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminMoneyBackClaimSchema, 'The claim, refunded'), ...errorResponses(401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await refundMoneyBackClaim(core, adminActor(c, core), c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/claims/{id}/decline',
      tags,
      summary: 'Decline a claim with a note the user receives by e-mail (audited claim.decline)',
      description: 'Settled already → 409 MONEY_BACK_CLAIM_SETTLED.',
      security: bearerSecurity,
      request: { params: idParams, body: jsonBody(adminMoneyBackDeclineSchema) },
      responses: { 200: jsonResponse(adminMoneyBackClaimSchema, 'The claim, declined'), ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await declineMoneyBackClaim(core, adminActor(c, core), c.req.valid('param').id, c.req.valid('json').note), 200),
  );

  return router;
}
