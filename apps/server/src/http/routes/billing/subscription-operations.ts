import { createRoute, type RouteHandler } from '@hono/zod-openapi';
import {
  cancelSubscriptionRequestSchema,
  checkoutResultSchema,
  createSubscriptionRequestSchema,
  setupIntentSchema,
  subscriptionSchema,
} from '@reelcraft/contract';
import { cancelAtPeriodEnd, type Core, createSetupIntent, createSubscription, type RateLimitPolicy, toSubscriptionDto } from '@reelcraft/core';
import type { AppEnv } from '../../env.ts';
import { currentUser } from '../../middleware/auth.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';
import { bearerSecurity, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

/**
 * The subscription operations the spec lists twice (Payments v2 and the card provider's /user/subscription/* calls,
 * issue 34 item 6): one route definition and one handler each. payments-v2.routes.ts registers them at their /v2
 * paths; subscription.routes.ts registers the same definitions at the older paths, marked as aliases in the OpenAPI
 * document. Each family keeps its own sign-in middleware (a missing token is 400 PAYMENT_USER_REQUIRED on
 * /v2/payment/payment-methods, 401 elsewhere).
 */

/** Where a route is registered: its path and tags, and for an alias the path of the operation it stands for. */
export interface OperationPlacement {
  path: string;
  tags: string[];
  aliasOf?: string;
}

function described(description: string | undefined, placement: OperationPlacement): { description?: string } {
  if (!placement.aliasOf) return description ? { description } : {};
  const alias = `Alias of \`${placement.aliasOf}\` (the same handler and service; kept because the spec lists this path).`;
  return { description: description ? `${alias} ${description}` : alias };
}

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
  "person (409 TRIAL_ALREADY_USED); `annual_trial` only while the old paywall's countdown runs (404 PLAN_NOT_FOUND, " +
  "details.reason `offer_expired`); `apply_discount` takes paywall2's claimed 50 % off the first period, a promo code " +
  'replaces it when it takes more off. A saved card that is declined → 402 PAYMENT_FAILED / PAYMENT_INSUFFICIENT_FUNDS / ' +
  'PAYMENT_INVALID_CVV. BILLING=off → 404 BILLING_DISABLED.';

export function setupIntentRoute(placement: OperationPlacement) {
  return createRoute({
    method: 'post',
    path: placement.path,
    tags: placement.tags,
    summary: 'A setup intent to save a card without charging it',
    ...described(placement.aliasOf ? undefined : 'Without a signed-in user → 400 PAYMENT_USER_REQUIRED.', placement),
    security: bearerSecurity,
    responses: {
      200: jsonResponse(setupIntentSchema, 'Confirm it with the card form'),
      ...errorResponses(...(placement.aliasOf ? [401, 404] : [400, 401, 404])),
    },
  });
}

export function setupIntentHandler(core: Core): RouteHandler<ReturnType<typeof setupIntentRoute>, AppEnv> {
  return async (c) => c.json(await createSetupIntent(core, currentUser(c)), 200);
}

export function checkoutRoute(placement: OperationPlacement) {
  return createRoute({
    method: 'post',
    path: placement.path,
    tags: placement.tags,
    summary: 'Start a subscription (checkout)',
    ...described(checkoutDescription, placement),
    security: bearerSecurity,
    request: { body: jsonBody(createSubscriptionRequestSchema) },
    responses: { 200: jsonResponse(checkoutResultSchema, 'The subscription and what to confirm'), ...errorResponses(400, 401, 402, 404, 409) },
  });
}

export function checkoutHandler(core: Core): RouteHandler<ReturnType<typeof checkoutRoute>, AppEnv> {
  return async (c) => c.json(await createSubscription(core, currentUser(c), c.req.valid('json')), 200);
}

export function cancelRoute(placement: OperationPlacement) {
  return createRoute({
    method: 'post',
    path: placement.path,
    tags: placement.tags,
    summary: 'No automatic renewal; access until the period ends',
    ...described(
      'Sends the cancellation-confirmed e-mail with the date access ends. `survey_id` is accepted and ignored. No live subscription → 404 NO_SUBSCRIPTION.',
      placement,
    ),
    security: bearerSecurity,
    request: { body: { ...jsonBody(cancelSubscriptionRequestSchema), required: false } },
    responses: { 200: jsonResponse(subscriptionSchema, 'The subscription, renews: false'), ...errorResponses(400, 401, 404, 429) },
  });
}

export function cancelHandler(core: Core): RouteHandler<ReturnType<typeof cancelRoute>, AppEnv> {
  return async (c) => c.json(await toSubscriptionDto(core, await cancelAtPeriodEnd(core, currentUser(c).id)), 200);
}
