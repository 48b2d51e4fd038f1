import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema, type PublicConfig } from '@reelcraft/contract';
import { browserDsn, type Core } from '@reelcraft/core';
import { createRouter, jsonResponse } from '../../router.ts';

/** The switchable features, support contacts and browser error reporting of this server, for the web app (anonymous; the same answer for everyone). */
export function publicConfigRoutes(core: Core) {
  const router = createRouter();
  const dsn = browserDsn(core.config);
  const body: PublicConfig = {
    features: { instagram_onboarding: core.config.FEATURE_INSTAGRAM_ONBOARDING },
    support: { email: core.config.SUPPORT_EMAIL, chat_url: core.config.SUPPORT_CHAT_URL ?? null },
    error_reporting: dsn ? { dsn, environment: core.config.NODE_ENV } : null,
  };
  router.openapi(
    createRoute({
      method: 'get',
      path: '/public/config',
      tags: ['Public'],
      summary: 'Features switched on or off by configuration, support contacts, browser error reporting',
      responses: { 200: jsonResponse(publicConfigSchema, 'The public configuration') },
    }),
    (c) => {
      // Configuration changes only with a restart: browsers may keep it a few minutes.
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(body, 200);
    },
  );
  return router;
}
