import { createRoute } from '@hono/zod-openapi';
import { AppError, testGatewayConfirmRequestSchema, testGatewayConfirmResultSchema, type TestGatewayConfirmResult } from '@reelcraft/contract';
import { type Core, isTestGateway, type RateLimitPolicy } from '@reelcraft/core';
import { translator } from '@reelcraft/i18n';
import { limitBody } from '../../body-limit.ts';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';

const tags = ['Billing'];
const PATH = '/billing/test-gateway/confirm';
/** A card form's JSON is a few hundred bytes. */
const BODY_LIMIT = 2048;
/** Per signed-in user: enough for a person trying every test card, not for a script walking card numbers. */
const CONFIRM_POLICY: RateLimitPolicy = { name: 'testGatewayConfirm', points: 30, windowSeconds: 10 * 60 };

/** The message shown with a decline, in the reader's language (the same texts as the API's payment errors). */
const MESSAGE_KEY = {
  generic_failure: 'errors.PAYMENT_FAILED',
  insufficient_funds: 'errors.PAYMENT_INSUFFICIENT_FUNDS',
  invalid_cvv: 'errors.PAYMENT_INVALID_CVV',
} as const;
/** Saving a card charges nothing, so its decline must not speak of a payment (issue 31, item 14). */
const SETUP_MESSAGE_KEY = {
  generic_failure: 'web.subscription.methods.declined.generic_failure',
  insufficient_funds: 'web.subscription.methods.declined.insufficient_funds',
  invalid_cvv: 'web.subscription.methods.declined.invalid_cvv',
} as const;

/**
 * POST /billing/test-gateway/confirm: the built-in test gateway's stand-in for Stripe.js `confirmPayment` /
 * `confirmSetup` (BILLING=test only; the route does not exist otherwise). Mounted by app.ts only in that mode.
 */
export function testGatewayRoutes(core: Core) {
  const router = createRouter();
  router.use(
    PATH,
    limitBody(BODY_LIMIT, () => {
      throw new AppError('PAYLOAD_TOO_LARGE', { max_bytes: BODY_LIMIT });
    }),
  );
  router.use(PATH, requireUser(core), refuseImpersonation());
  router.use(PATH, limitPerUser(core, CONFIRM_POLICY));

  router.openapi(
    createRoute({
      method: 'post',
      path: PATH,
      tags,
      summary: 'Confirm a payment or setup intent with a test card (test payments only)',
      description:
        'The test card form posts here with the client secret it was given and either a test card (Stripe test numbers: ' +
        '4242424242424242 succeeds, 4000000000000002 generic decline, 4000000000009995 insufficient funds, 4000000000000127 ' +
        'incorrect CVC, …) or a saved `pm_…`. A decline answers 200 with `status: failed` and a Stripe.js-shaped card_error; ' +
        'any other number → 400 PAYMENT_TEST_CARD_REQUIRED, never stored. A client secret of someone else → 404. ' +
        'Confirming an intent that already succeeded answers succeeded and charges nothing.',
      security: bearerSecurity,
      request: { body: jsonBody(testGatewayConfirmRequestSchema) },
      responses: {
        200: jsonResponse(testGatewayConfirmResultSchema, 'Succeeded, or failed with the card error'),
        ...errorResponses(400, 401, 404, 413, 429),
      },
    }),
    async (c) => {
      const gateway = core.payments;
      if (!isTestGateway(gateway)) throw new AppError('NOT_FOUND');
      const body = c.req.valid('json');
      const result = await gateway.confirm(currentUser(c).id, {
        clientSecret: body.client_secret,
        ...(body.card ? { card: { number: body.card.number, expMonth: body.card.exp_month, expYear: body.card.exp_year, cvc: body.card.cvc } } : {}),
        ...(body.payment_method !== undefined ? { paymentMethod: body.payment_method } : {}),
      });
      const answer: TestGatewayConfirmResult =
        result.status === 'succeeded'
          ? { status: 'succeeded', error: null }
          : {
              status: 'failed',
              error: {
                type: 'card_error',
                code: result.error.code,
                decline_code: result.error.declineCode,
                message: translator(c.get('language') ?? 'en')((body.client_secret.startsWith('seti_') ? SETUP_MESSAGE_KEY : MESSAGE_KEY)[result.decline]),
              },
            };
      return c.json(answer, 200);
    },
  );

  return router;
}
