import { createRoute } from '@hono/zod-openapi';
import { AppError, impersonationExchangeSchema, impersonationSessionSchema } from '@reelcraft/contract';
import { authenticateSession, type Core, exchangeImpersonationToken, stopImpersonation } from '@reelcraft/core';
import { clientIp } from '../../client-ip.ts';
import { bearerToken } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Impersonation'];

/**
 * /impersonation/*: the admin's single-use link becomes an hour-long session of the user (anonymous: the token is the
 * capability), and that session's bearer can end it. Creating the link is an admin route (admin-impersonation.routes.ts).
 */
export function impersonationRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/impersonation/exchange',
      tags,
      summary: "Exchange an admin's single-use impersonation link for a one-hour session of the user",
      description:
        'Anonymous, limited per IP (429). The token works once and for 60 s: unknown, used or expired → 410 ' +
        'IMPERSONATION_LINK_INVALID; the user became an admin meanwhile → 403 IMPERSONATION_OF_ADMIN. The session has no ' +
        'refresh token (no cookie is set; nothing extends it), its access token lasts until `ends_at`, and protected ' +
        'actions (password, e-mail, payment methods, subscription, account deletion, log-out everywhere, admin routes) ' +
        'answer 403 IMPERSONATION_FORBIDDEN.',
      request: { body: jsonBody(impersonationExchangeSchema) },
      responses: { 200: jsonResponse(impersonationSessionSchema, 'Viewing as the user'), ...errorResponses(400, 403, 410, 429) },
    }),
    async (c) => {
      // Limited per IP by the shared rate-limit table (middleware/rate-limit.ts: impersonationExchange).
      const ip = clientIp(c, core.config.TRUST_PROXY);
      const session = await exchangeImpersonationToken(core, c.req.valid('json').token, { ip, userAgent: c.req.header('user-agent') ?? null });
      c.header('Cache-Control', 'no-store');
      return c.json(session, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/impersonation/stop',
      tags,
      summary: 'End the impersonating session this bearer token belongs to',
      description:
        "Audited 'impersonation.stop'. A user's own (not impersonating) session → 403 FORBIDDEN: log out with " +
        '`/users/web/session/logout` instead. An ended session → 401.',
      security: bearerSecurity,
      responses: { 204: { description: 'Stopped' }, ...errorResponses(401, 403) },
    }),
    async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      if (!token) throw new AppError('UNAUTHENTICATED');
      const { user, sessionId, impersonatorUserId } = await authenticateSession(core, token);
      if (!impersonatorUserId) throw new AppError('FORBIDDEN', { reason: 'not an impersonating session' });
      await stopImpersonation(core, {
        sessionId,
        user,
        impersonatorUserId,
        ip: clientIp(c, core.config.TRUST_PROXY),
        userAgent: c.req.header('user-agent') ?? null,
      });
      return c.body(null, 204);
    },
  );

  return router;
}
