import { createRoute } from '@hono/zod-openapi';
import {
  cancelFlowFactsSchema,
  cancelNowRequestSchema,
  cancelSurveyIdParamSchema,
  cancelSurveySchema,
  completeCancelFlowResultSchema,
  retentionOfferResultSchema,
  startCancelFlowResultSchema,
  updateCancelSurveyRequestSchema,
} from '@reelcraft/contract';
import { acceptRetentionOffer, cancelFlowFacts, cancelNowFromFlow, completeCancelFlow, type Core, startCancelFlow, updateCancelSurvey } from '@reelcraft/core';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { limitRenewalChanges } from './subscription-operations.ts';

const tags = ['Billing'];

/**
 * /billing/cancel-flow: the 11-step cancel flow. One survey row per walk; someone else's survey id is 404.
 * Completing it switches automatic renewal off (access until the period ends); the retention offer grants 20
 * generations beyond the daily limit, once per subscription period.
 */
export function cancelFlowRoutes(core: Core) {
  const router = createRouter();
  router.use('/billing/cancel-flow', requireUser(core));
  router.use('/billing/cancel-flow/*', requireUser(core));
  // Issue 13: an admin viewing as the user may look at the flow's facts, not walk it (it ends renewal).
  router.on(['POST', 'PATCH'], '/billing/cancel-flow/*', refuseImpersonation());
  // Completing sends the cancellation e-mail: the same per-user budget as the cancel and resume endpoints.
  router.use('/billing/cancel-flow/:id/complete', limitRenewalChanges(core));
  router.use('/billing/cancel-flow/:id/cancel-now', limitRenewalChanges(core));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/billing/cancel-flow',
      tags,
      summary: 'What the cancel flow shows: reels made, period end, plan, benefits, the retention offer, growth plan',
      description: 'Without a subscription that gives access now → 404 NO_SUBSCRIPTION.',
      security: bearerSecurity,
      responses: {
        200: jsonResponse(cancelFlowFactsSchema, 'The facts'),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await cancelFlowFacts(core, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/cancel-flow',
      tags,
      summary: 'Start the cancel flow (or continue the walk still open for this subscription)',
      security: bearerSecurity,
      responses: {
        200: jsonResponse(startCancelFlowResultSchema, 'The survey to fill in'),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await startCancelFlow(core, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/billing/cancel-flow/{id}',
      tags,
      summary: "Store a step's answers",
      security: bearerSecurity,
      request: {
        params: cancelSurveyIdParamSchema,
        body: jsonBody(updateCancelSurveyRequestSchema),
      },
      responses: {
        200: jsonResponse(cancelSurveySchema, 'The survey so far'),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await updateCancelSurvey(core, currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/cancel-flow/{id}/retention-offer',
      tags,
      summary: 'Take the retention offer: 20 more generations now (once per subscription period)',
      security: bearerSecurity,
      request: { params: cancelSurveyIdParamSchema },
      description: 'Taken already in the current period → 409 RETENTION_OFFER_USED.',
      responses: {
        200: jsonResponse(retentionOfferResultSchema, 'Granted'),
        ...errorResponses(401, 404, 409),
      },
    }),
    async (c) => c.json(await acceptRetentionOffer(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/cancel-flow/{id}/complete',
      tags,
      summary: 'Finish: no automatic renewal, access until the period ends',
      description: 'Sends the cancellation-confirmed e-mail when renewal actually switches off. Limited per user together with cancel and resume (429).',
      security: bearerSecurity,
      request: { params: cancelSurveyIdParamSchema },
      responses: { 200: jsonResponse(completeCancelFlowResultSchema, 'Renewal is off'), ...errorResponses(401, 404, 429) },
    }),
    async (c) => c.json(await completeCancelFlow(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/cancel-flow/{id}/cancel-now',
      tags,
      summary: 'Cancel now, from any step: no automatic renewal, access until the period ends',
      description:
        'Issue 31: every step offers it. The survey ends `cancelled` with `last_step` = the step it was cancelled from. ' +
        'Idempotent: a repeat or a concurrent second request makes no second gateway change and sends no second e-mail. ' +
        'Limited per user together with cancel and resume (429).',
      security: bearerSecurity,
      request: { params: cancelSurveyIdParamSchema, body: jsonBody(cancelNowRequestSchema) },
      responses: { 200: jsonResponse(completeCancelFlowResultSchema, 'Renewal is off'), ...errorResponses(400, 401, 404, 429) },
    }),
    async (c) => c.json(await cancelNowFromFlow(core, currentUser(c).id, c.req.valid('param').id, c.req.valid('json').step), 200),
  );

  return router;
}
