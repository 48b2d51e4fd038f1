import { createRoute } from '@hono/zod-openapi';
import { adminPublishingAccountListSchema, adminPublishingFailedPostListSchema, adminPublishingListQuerySchema } from '@reelcraft/contract';
import { type Core, listFailedPostsForAdmin, listPublishingAccountsForAdmin } from '@reelcraft/core';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Admin'];

/**
 * Publishing (issue 35): connected Instagram accounts and failed posts, read-only. Mounted by admin.routes.ts behind
 * its admin-only gate. The answers never carry a token or its ciphertext (the repository never selects it).
 */
export function adminPublishingRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/publishing/accounts',
      tags,
      summary: 'Connected Instagram publishing accounts, newest first (q: part of the e-mail or @username)',
      security: bearerSecurity,
      request: { query: adminPublishingListQuerySchema },
      responses: { 200: jsonResponse(adminPublishingAccountListSchema, 'The accounts'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listPublishingAccountsForAdmin(core, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/publishing/failed-posts',
      tags,
      summary: 'Posts whose publishing failed, latest first, with the reason and Instagram subcode',
      security: bearerSecurity,
      request: { query: adminPublishingListQuerySchema },
      responses: { 200: jsonResponse(adminPublishingFailedPostListSchema, 'The failed posts'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listFailedPostsForAdmin(core, c.req.valid('query')), 200),
  );

  return router;
}
