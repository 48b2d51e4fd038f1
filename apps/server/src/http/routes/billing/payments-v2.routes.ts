import { normalizeLanguage } from '@reelcraft/i18n';
import { createRoute } from '@hono/zod-openapi';
import {
  AppError,
  confirmPaymentMethodRequestSchema,
  historyQuerySchema,
  paymentHistorySchema,
  paymentMethodListSchema,
  paymentMethodSchema,
  planListSchema,
  subscriptionSchema,
  subscriptionStateSchema,
} from '@reelcraft/contract';
import {
  confirmPaymentMethod,
  type Core,
  deletePaymentMethod,
  listPaymentMethods,
  listPlans,
  paymentHistory,
  requirePayments,
  resumeSubscription,
  setDefaultPaymentMethod,
  subscriptionState,
  toSubscriptionDto,
} from '@reelcraft/core';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { bearerToken, currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import * as operations from './subscription-operations.ts';

const tags = ['Payments v2'];

const paymentMethodIdParamSchema = z.object({
  id: z
    .string()
    .uuid()
    .meta({ param: { name: 'id', in: 'path' } }),
});

/** Updating payment without a user is refused with a 400: no token at all → 400 PAYMENT_USER_REQUIRED. */
function requirePaymentUser(core: Core) {
  const signedIn = requireUser(core);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!bearerToken(c.req.header('authorization'))) throw new AppError('PAYMENT_USER_REQUIRED');
    return signedIn(c, next);
  });
}

/** /v2/payment/*: payment methods, plans, subscriptions and their history. */
export function paymentsV2Routes(core: Core) {
  const router = createRouter();
  router.use('/v2/payment/payment-methods', requirePaymentUser(core));
  router.use('/v2/payment/payment-methods/*', requirePaymentUser(core));
  router.use('/v2/payment/subscriptions', requireUser(core));
  router.use('/v2/payment/subscriptions/*', requireUser(core));
  // Issue 13: an admin viewing as the user sees cards, subscription and history, but changes none of them.
  router.on(['POST', 'PUT', 'PATCH', 'DELETE'], ['/v2/payment/payment-methods/*', '/v2/payment/subscriptions/*'], refuseImpersonation());
  router.use('/v2/payment/subscriptions/cancel', operations.limitRenewalChanges(core));
  router.use('/v2/payment/subscriptions/resume', operations.limitRenewalChanges(core));

  router.openapi(operations.setupIntentRoute({ path: '/v2/payment/payment-methods/setup-intent', tags }), operations.setupIntentHandler(core));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v2/payment/payment-methods/confirm',
      tags,
      summary: 'Record the card a confirmed setup intent saved',
      description:
        'The first card becomes the default; `make_default` makes a later one the default (renewals charge it). A failed setup → 402 with the decline.',
      security: bearerSecurity,
      request: { body: jsonBody(confirmPaymentMethodRequestSchema) },
      responses: { 200: jsonResponse(paymentMethodSchema, 'The saved card'), ...errorResponses(400, 401, 402, 404) },
    }),
    async (c) => c.json(await confirmPaymentMethod(core, currentUser(c), c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/payment-methods',
      tags,
      summary: 'Saved cards (brand, last 4, expiry), the default first',
      security: bearerSecurity,
      responses: { 200: jsonResponse(paymentMethodListSchema, 'The cards'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json({ items: await listPaymentMethods(core, currentUser(c).id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/v2/payment/payment-methods/{id}',
      tags,
      summary: 'Remove a saved card',
      description:
        "Someone else's card → 404 PAYMENT_METHOD_NOT_FOUND. The only card of a subscription that renews → 409 PAYMENT_METHOD_IN_USE. Removing the default makes the newest other card the default. Answers the remaining cards.",
      security: bearerSecurity,
      request: { params: paymentMethodIdParamSchema },
      responses: { 200: jsonResponse(paymentMethodListSchema, 'The remaining cards'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const userId = currentUser(c).id;
      await deletePaymentMethod(core, userId, c.req.valid('param').id);
      return c.json({ items: await listPaymentMethods(core, userId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v2/payment/payment-methods/{id}/default',
      tags,
      summary: 'Make a saved card the default (renewals charge it)',
      security: bearerSecurity,
      request: { params: paymentMethodIdParamSchema },
      responses: { 200: jsonResponse(paymentMethodSchema, 'The card'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => c.json(await setDefaultPaymentMethod(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/subscription-plans',
      tags,
      summary: 'The plans of the catalogue with their prices (public)',
      description: "With BILLING=off the list is empty and `billing` is 'off' (everyone is entitled).",
      responses: { 200: jsonResponse(planListSchema, 'The plans') },
    }),
    async (c) => c.json({ items: core.config.BILLING === 'off' ? [] : await listPlans(core), billing: core.config.BILLING }, 200),
  );

  router.openapi(operations.checkoutRoute({ path: '/v2/payment/subscriptions', tags }), operations.checkoutHandler(core));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/subscriptions',
      tags,
      summary: "The user's subscription (newest, any status) and entitlements",
      description: "With BILLING=off: no subscription, `billing: 'off'` and everyone entitled.",
      security: bearerSecurity,
      responses: { 200: jsonResponse(subscriptionStateSchema, 'Subscription and entitlements'), ...errorResponses(401) },
    }),
    async (c) => c.json(await subscriptionState(core, currentUser(c)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/subscriptions/history',
      tags,
      summary: 'Payments (succeeded, failed, refunded), newest first, with receipt numbers',
      security: bearerSecurity,
      request: { query: historyQuerySchema },
      responses: { 200: jsonResponse(paymentHistorySchema, 'The payments'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      requirePayments(core);
      const user = currentUser(c);
      return c.json({ items: await paymentHistory(core, user.id, c.req.valid('query').limit, normalizeLanguage(user.language)) }, 200);
    },
  );

  router.openapi(operations.cancelRoute({ path: '/v2/payment/subscriptions/cancel', tags }), operations.cancelHandler(core));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v2/payment/subscriptions/resume',
      tags,
      summary: 'Undo the cancel while the period runs: renews again',
      security: bearerSecurity,
      responses: { 200: jsonResponse(subscriptionSchema, 'The subscription, renews: true'), ...errorResponses(401, 404, 429) },
    }),
    async (c) => c.json(await toSubscriptionDto(core, await resumeSubscription(core, currentUser(c).id)), 200),
  );

  return router;
}
