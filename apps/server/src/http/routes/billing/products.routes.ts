import { createRoute, z } from '@hono/zod-openapi';
import { downloadLinkSchema, languageSchema, productListSchema, purchaseListSchema, purchaseRequestSchema, purchaseResultSchema } from '@reelcraft/contract';
import { contentDisposition, type Core, guidelinesPdf, listProducts, listPurchases, purchaseDownloadLink, purchaseProduct } from '@reelcraft/core';
import { normalizeLanguage } from '@reelcraft/i18n';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Billing'];

const productParam = z.object({
  product_id: z
    .string()
    .min(1)
    .max(40)
    .meta({ param: { name: 'product_id', in: 'path' }, example: 'gift_year' }),
});
const purchaseParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .meta({ param: { name: 'id', in: 'path' } }),
});
const guidelinesQuery = z.object({ language: languageSchema.optional().meta({ param: { name: 'language', in: 'query' } }) });

/**
 * One-off products: the catalogue (public), buying with a saved card or the card form,
 * the user's purchases and their downloads, and the Feed's guidelines PDF.
 */
export function productsRoutes(core: Core) {
  const router = createRouter();
  // Not '/v2/payment/products/*': in Hono that also matches the public list.
  // Issue 13: buying moves money: not while an admin views as the user.
  router.use('/v2/payment/products/:product_id/purchase', requireUser(core), refuseImpersonation());
  router.use('/v2/payment/purchases', requireUser(core));
  router.use('/v2/payment/purchases/*', requireUser(core));
  router.use('/billing/guidelines', requireUser(core));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/products',
      tags,
      summary: 'The one-off products: gift subscriptions, the reels guidelines PDF, the archive restore',
      responses: { 200: jsonResponse(productListSchema, 'Products with prices') },
    }),
    async (c) => c.json({ items: await listProducts(core) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v2/payment/products/{product_id}/purchase',
      tags,
      summary: 'Buy a product',
      description:
        'With `payment_method_id` (a saved card) the card is charged now: a decline answers 402 PAYMENT_FAILED, PAYMENT_INSUFFICIENT_FUNDS or PAYMENT_INVALID_CVV. ' +
        'Without it the answer carries `client_secret` for the card form, and the purchase is fulfilled once the payment is confirmed. ' +
        'The same `idempotency_key` returns the same purchase and never charges twice. The guidelines PDF is included in a subscription (409 ALREADY_SUBSCRIBED for subscribers); ' +
        'the archive restore is offered only when something is archived.',
      security: bearerSecurity,
      request: { params: productParam, body: jsonBody(purchaseRequestSchema) },
      responses: { 200: jsonResponse(purchaseResultSchema, 'The purchase'), ...errorResponses(400, 401, 402, 404, 409) },
    }),
    async (c) => {
      const result = await purchaseProduct(core, currentUser(c), c.req.valid('param').product_id, c.req.valid('json'));
      return c.json(result, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/purchases',
      tags,
      summary: "The user's purchases, newest first",
      security: bearerSecurity,
      responses: { 200: jsonResponse(purchaseListSchema, 'Purchases'), ...errorResponses(401) },
    }),
    async (c) => c.json({ items: await listPurchases(core, currentUser(c).id) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/v2/payment/purchases/{id}/download',
      tags,
      summary: "A signed, expiring link to a purchase's file (the guidelines PDF)",
      description: "Someone else's purchase, or one without a file, is 404 PURCHASE_NOT_FOUND.",
      security: bearerSecurity,
      request: { params: purchaseParam },
      responses: { 200: jsonResponse(downloadLinkSchema, 'The link'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await purchaseDownloadLink(core, currentUser(c), c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/billing/guidelines',
      tags,
      summary: 'The reels guidelines PDF (the Feed download) in a language',
      description: "For subscribers and people who bought it; others get 402 PAYMENT_REQUIRED. Default language: the user's.",
      security: bearerSecurity,
      request: { query: guidelinesQuery },
      responses: {
        200: { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
        ...errorResponses(400, 401, 402),
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const language = c.req.valid('query').language ?? normalizeLanguage(user.language);
      const file = await guidelinesPdf(core, user.id, language);
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': contentDisposition(file.filename, 'attachment'),
        'Content-Length': String(file.data.length),
        'Cache-Control': 'private, no-store',
      });
    },
  );

  return router;
}
