import { createRoute, z } from '@hono/zod-openapi';
import { AppError, languageSchema, receiptIdParamSchema, receiptSchema } from '@reelcraft/contract';
import { contentDisposition, type Core, type RateLimitPolicy, receiptFileName, receiptFor, renderReceiptPdf } from '@reelcraft/core';
import { normalizeLanguage } from '@reelcraft/i18n';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';

const tags = ['Payments v2'];

/** Opening, printing and downloading receipts: a person opens a few; drawing PDFs costs CPU, so a script is stopped (per user). */
const RECEIPT_POLICY: RateLimitPolicy = { name: 'receiptDocument', points: 60, windowSeconds: 60 * 60 };

const languageQuery = z.object({ language: languageSchema.optional().meta({ param: { name: 'language', in: 'query' } }) });

const pdfResponse = { description: 'The PDF, as an attachment', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

/**
 * Issue 31: a payment's receipt as its own document, for its owner only (someone else's payment, a failed one or an
 * unknown id → 404 NOT_FOUND): the data the print page shows, the receipt PDF and, once refunded, the refund
 * document PDF. Read-only, so an admin viewing as the user may open them too.
 */
export function receiptsRoutes(core: Core) {
  const router = createRouter();
  router.use('/v2/payment/receipts/*', requireUser(core), limitPerUser(core, RECEIPT_POLICY));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/v2/payment/receipts/{id}',
      tags,
      summary: "A payment's receipt: seller, buyer, plan, billing period, amount, tax, card, renewal terms, refund",
      description: "`id` is the payment's id (GET /v2/payment/subscriptions/history). Default language: the user's.",
      security: bearerSecurity,
      request: { params: receiptIdParamSchema, query: languageQuery },
      responses: { 200: jsonResponse(receiptSchema, 'The receipt'), ...errorResponses(400, 401, 404, 429) },
    }),
    async (c) => {
      const user = currentUser(c);
      const language = c.req.valid('query').language ?? normalizeLanguage(user.language);
      return c.json(await receiptFor(core, user.id, c.req.valid('param').id, language), 200);
    },
  );

  for (const document of ['receipt', 'refund'] as const) {
    router.openapi(
      createRoute({
        method: 'get',
        path: document === 'receipt' ? '/v2/payment/receipts/{id}/pdf' : '/v2/payment/receipts/{id}/refund.pdf',
        tags,
        summary: document === 'receipt' ? 'The receipt as a one-page A4 PDF' : "A refunded payment's refund document (credit note) as a one-page A4 PDF",
        description:
          document === 'receipt'
            ? "Fonts cover Latin and Cyrillic. Default language: the user's."
            : 'Names the refund number, the original receipt and the amount refunded. A payment that is not refunded → 404 NOT_FOUND.',
        security: bearerSecurity,
        request: { params: receiptIdParamSchema, query: languageQuery },
        responses: { 200: pdfResponse, ...errorResponses(400, 401, 404, 429) },
      }),
      async (c) => {
        const user = currentUser(c);
        const language = c.req.valid('query').language ?? normalizeLanguage(user.language);
        const receipt = await receiptFor(core, user.id, c.req.valid('param').id, language);
        if (document === 'refund' && !receipt.refund) throw new AppError('NOT_FOUND');
        const data = await renderReceiptPdf(receipt, document, language);
        return c.body(new Uint8Array(data), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': contentDisposition(receiptFileName(receipt, document), 'attachment'),
          'Content-Length': String(data.length),
          'Cache-Control': 'private, no-store',
        });
      },
    );
  }

  return router;
}
