import { createRoute, z } from '@hono/zod-openapi';
import { outboxListSchema } from '@reelcraft/contract';
import { type Core, listOutbox } from '@reelcraft/core';
import { createRouter, jsonResponse } from '../../router.ts';

/** Sent with every outbox response, so nobody mistakes it for a feature of a real server. */
export const DEV_OUTBOX_NOTICE =
  'Development outbox: every e-mail of this local development, test or demo server (a fake world), with usable links, readable without a log-in. Never enabled with NODE_ENV=production.';

/**
 * The e-mails the product delivered, newest first, with their real links. Mounted only when DEV_OUTBOX=true, which
 * the config refuses together with NODE_ENV=production: anyone who can read this can take over any account.
 */
export function outboxRoutes(core: Core) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/dev/outbox',
      tags: ['Development'],
      summary: 'E-mails delivered by a development, test or demo server (DEV_OUTBOX=true; never in production)',
      description: 'Only exists when DEV_OUTBOX=true, which cannot be combined with NODE_ENV=production. The X-Dev-Outbox header says so too.',
      request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }) },
      responses: { 200: jsonResponse(outboxListSchema, 'Newest first') },
    }),
    async (c) => {
      const rows = await listOutbox(core, c.req.valid('query').limit);
      c.header('X-Dev-Outbox', DEV_OUTBOX_NOTICE);
      // Links in here log people in: no shared cache may keep them.
      c.header('Cache-Control', 'no-store');
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
