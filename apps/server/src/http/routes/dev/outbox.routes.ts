import { createRoute, z } from '@hono/zod-openapi';
import { outboxListSchema } from '@reelcraft/contract';
import { type Core, listOutboxEmails } from '@reelcraft/core';
import { createRouter, jsonResponse } from '../../router.ts';

/** The e-mails the product rendered, newest first. Mounted only outside production (DEV_OUTBOX). */
export function outboxRoutes(core: Core) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dev/outbox',
      tags: ['Development'],
      summary: 'E-mails sent or kept in the outbox (development and tests only)',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
      responses: { 200: jsonResponse(outboxListSchema, 'Newest first') },
    }),
    async (c) => {
      const rows = await listOutboxEmails(core.db, c.req.valid('query').limit);
      return c.json(
        {
          items: rows.map((row) => ({
            id: row.id,
            to: row.to,
            subject: row.subject,
            text: row.text,
            html: row.html,
            template: row.template,
            created_at: row.createdAt.toISOString(),
          })),
        },
        200,
      );
    },
  );
  return router;
}
