import { createRoute } from '@hono/zod-openapi';
import { confirmSubscriptionResultSchema, publishableKeySchema } from '@reelcraft/contract';
import { confirmSubscription, type Core, requirePayments } from '@reelcraft/core';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';
import * as operations from './subscription-operations.ts';

const tags = ['Subscription'];

/**
 * /user/subscription/*: the card provider's subscription calls (the same services as Payments v2), and
 * the confirm the "updating your account" step polls after the card form succeeded. Setup intent, checkout and cancel
 * are aliases of the Payments v2 operations (subscription-operations.ts); the publishable key and the confirm are
 * this family's own.
 */
export function subscriptionRoutes(core: Core) {
  const router = createRouter();
  router.use('/user/subscription/*', requireUser(core));
  // Issue 13: an admin viewing as the user reads (the publishable key) but changes nothing in billing.
  router.on('POST', '/user/subscription/*', refuseImpersonation());
  router.use('/user/subscription/stripe/cancel-subscription', operations.limitRenewalChanges(core));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/subscription/stripe/pk',
      tags,
      summary: "The card form's publishable key (Stripe's, or the built-in test gateway's)",
      security: bearerSecurity,
      responses: { 200: jsonResponse(publishableKeySchema, 'The key'), ...errorResponses(401, 404) },
    }),
    (c) => {
      const gateway = requirePayments(core);
      return c.json({ gateway: core.config.BILLING, publishable_key: gateway.publishableKey }, 200);
    },
  );

  router.openapi(
    operations.setupIntentRoute({ path: '/user/subscription/stripe/setup-intent', tags, aliasOf: 'POST /v2/payment/payment-methods/setup-intent' }),
    operations.setupIntentHandler(core),
  );
  router.openapi(
    operations.checkoutRoute({ path: '/user/subscription/stripe/create-subscription', tags, aliasOf: 'POST /v2/payment/subscriptions' }),
    operations.checkoutHandler(core),
  );
  router.openapi(
    operations.cancelRoute({ path: '/user/subscription/stripe/cancel-subscription', tags, aliasOf: 'POST /v2/payment/subscriptions/cancel' }),
    operations.cancelHandler(core),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/user/subscription/confirm',
      tags,
      summary: 'Re-read the newest subscription from the gateway and answer the user (stripe_subscription set once it gives access)',
      description: 'The browser calls this after the card form succeeded, and polls it while the account updates.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(confirmSubscriptionResultSchema, 'The user and the subscription'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await confirmSubscription(core, currentUser(c)), 200),
  );

  return router;
}
