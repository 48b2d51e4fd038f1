import { createRoute } from '@hono/zod-openapi';
import {
  cancelSubscriptionRequestSchema,
  checkoutResultSchema,
  confirmSubscriptionResultSchema,
  createSubscriptionRequestSchema,
  publishableKeySchema,
  setupIntentSchema,
  subscriptionSchema,
} from '@reelcraft/contract';
import { cancelAtPeriodEnd, confirmSubscription, type Core, createSetupIntent, createSubscription, type RateLimitPolicy, requirePayments, toSubscriptionDto } from '@reelcraft/core';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';

const tags = ['Subscription'];

/** Cancel and resume send the cancellation e-mail: a person toggles a few times, a script is stopped (per user). */
const RENEWAL_CHANGE_POLICY: RateLimitPolicy = { name: 'subscriptionRenewalChange', points: 20, windowSeconds: 60 * 60 };

/** After requireUser: the signed-in user's renewal changes; 429 RATE_LIMITED past the budget. */
export function limitRenewalChanges(core: Core) {
  return limitPerUser(core, RENEWAL_CHANGE_POLICY);
}

export const checkoutDescription =
  'Creates the subscription at the gateway and answers the client secret the card form confirms (null when a saved card ' +
  'was charged or nothing is due). A live subscription → 409 ALREADY_SUBSCRIBED; an unpaid one with the same ' +
  '`idempotency_key` → the same answer (one subscription, one charge); another key replaces it. Trial plans once per ' +
  'person (409 TRIAL_ALREADY_USED); `annual_trial` only while the old paywall\'s countdown runs (404 PLAN_NOT_FOUND, ' +
  'details.reason `offer_expired`); `apply_discount` takes paywall2\'s claimed 50 % off the first period, a promo code ' +
  'replaces it when it takes more off. A saved card that is declined → 402 PAYMENT_FAILED / PAYMENT_INSUFFICIENT_FUNDS / ' +
  'PAYMENT_INVALID_CVV. BILLING=off → 404 BILLING_DISABLED.';

/**
 * /user/subscription/*: the card provider's subscription calls of spec §7 (the same services as Payments v2), and
 * the confirm the "updating your account" step polls after the card form succeeded.
 */
export function subscriptionRoutes(core: Core) {
  const router = createRouter();
  router.use('/user/subscription/*', requireUser(core));
  // Issue 13: an admin viewing as the user reads (the publishable key) but changes nothing in billing.
  router.on('POST', '/user/subscription/*', refuseImpersonation());
  router.use('/user/subscription/stripe/cancel-subscription', limitRenewalChanges(core));

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
    createRoute({
      method: 'post',
      path: '/user/subscription/stripe/setup-intent',
      tags,
      summary: 'A setup intent to save a card without charging it',
      security: bearerSecurity,
      responses: { 200: jsonResponse(setupIntentSchema, 'Confirm it with the card form'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await createSetupIntent(core, currentUser(c)), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/user/subscription/stripe/create-subscription',
      tags,
      summary: 'Start a subscription (checkout)',
      description: checkoutDescription,
      security: bearerSecurity,
      request: { body: jsonBody(createSubscriptionRequestSchema) },
      responses: { 200: jsonResponse(checkoutResultSchema, 'The subscription and what to confirm'), ...errorResponses(400, 401, 402, 404, 409) },
    }),
    async (c) => c.json(await createSubscription(core, currentUser(c), c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/user/subscription/stripe/cancel-subscription',
      tags,
      summary: 'No automatic renewal; access until the period ends',
      description: 'Sends the cancellation-confirmed e-mail with the date access ends. `survey_id` is accepted and ignored. No live subscription → 404 NO_SUBSCRIPTION.',
      security: bearerSecurity,
      request: { body: { ...jsonBody(cancelSubscriptionRequestSchema), required: false } },
      responses: { 200: jsonResponse(subscriptionSchema, 'The subscription, renews: false'), ...errorResponses(400, 401, 404, 429) },
    }),
    async (c) => c.json(await toSubscriptionDto(core, await cancelAtPeriodEnd(core, currentUser(c).id)), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/user/subscription/confirm',
      tags,
      summary: "Re-read the newest subscription from the gateway and answer the user (stripe_subscription set once it gives access)",
      description: 'The browser calls this after the card form succeeded, and polls it while the account updates.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(confirmSubscriptionResultSchema, 'The user and the subscription'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await confirmSubscription(core, currentUser(c)), 200),
  );

  return router;
}
