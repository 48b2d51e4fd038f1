import { createRoute } from '@hono/zod-openapi';
import { okSchema } from '@reelcraft/contract';
import { type Core, handleStripeWebhook } from '@reelcraft/core';
import { createRouter, errorResponses, jsonResponse } from '../../router.ts';

/**
 * POST /billing/stripe/webhook (BILLING=stripe only): Stripe's signed events. No user and no rate limit — the
 * signature is the authentication — but the API's 1 MB body cap applies. The body is read as raw bytes and never
 * parsed before the signature check (a re-serialised JSON body would not verify). A replayed event id answers 200
 * and queues nothing; the queued sync re-reads the object from Stripe, so event order does not matter.
 */
export function stripeWebhookRoutes(core: Core) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/billing/stripe/webhook',
      tags: ['Billing'],
      summary: 'Stripe webhook events (signed)',
      description:
        'Called by Stripe, not by browsers. The `Stripe-Signature` header must verify against STRIPE_WEBHOOK_SECRET over the exact body; otherwise 400 WEBHOOK_SIGNATURE_INVALID. Subscription, invoice and schedule events queue a re-sync of the subscription; payment intents of purchases queue a re-sync of the purchase; other events are acknowledged. Only present with BILLING=stripe.',
      request: {
        body: {
          required: true,
          description: 'A Stripe Event object (JSON), exactly as Stripe sent it.',
          // A plain OpenAPI schema, not zod: the route must read the raw bytes itself, unparsed.
          content: { 'application/json': { schema: { type: 'object', properties: { id: { type: 'string' }, type: { type: 'string' } } } } },
        },
      },
      responses: { 200: jsonResponse(okSchema, 'Received (a replay is acknowledged and ignored)'), ...errorResponses(400, 413) },
    }),
    async (c) => {
      const body = Buffer.from(await c.req.arrayBuffer());
      await handleStripeWebhook(core, body, c.req.header('stripe-signature'));
      return c.json({ ok: true as const }, 200);
    },
  );
  return router;
}
