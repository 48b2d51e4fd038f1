import { createRoute, z } from '@hono/zod-openapi';
import { adminImpersonationLinkSchema } from '@reelcraft/contract';
import { type Core, createImpersonationLink } from '@reelcraft/core';
import { clientIp } from '../../client-ip.ts';
import { currentUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Admin'];

const userIdParam = z.object({ id: z.uuid().meta({ param: { name: 'id', in: 'path' } }) });

/**
 * POST /admin/users/{id}/impersonation. Mounted by admin.routes.ts behind requireUser → refuseImpersonation →
 * requireAdmin; this router adds no guard of its own.
 */
export function adminImpersonationRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/impersonation',
      tags,
      summary: 'A single-use link (60 s) to see the product as this user for up to an hour',
      description:
        "Audited 'impersonation.link'. An admin (the caller included) cannot be impersonated → 403 IMPERSONATION_OF_ADMIN; " +
        'an unknown user → 404. Open the link in a new tab: it signs only that tab in as the user.',
      security: bearerSecurity,
      request: { params: userIdParam },
      responses: { 200: jsonResponse(adminImpersonationLinkSchema, 'The link'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => {
      const link = await createImpersonationLink(core, {
        admin: currentUser(c),
        targetUserId: c.req.valid('param').id,
        ip: clientIp(c, core.config.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? null,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(link, 200);
    },
  );

  return router;
}
