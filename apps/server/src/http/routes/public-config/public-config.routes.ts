import { createRoute } from '@hono/zod-openapi';
import { publicConfigSchema, type PublicConfig } from '@reelcraft/contract';
import { browserDsn, type Core, featureEnabled } from '@reelcraft/core';
import { createRouter, jsonResponse } from '../../router.ts';

/**
 * The switchable features, support contacts and browser error reporting of this server, for the web app (anonymous;
 * the same answer for everyone). Features follow the admin's runtime flags, defaulting to the configuration.
 */
export function publicConfigRoutes(core: Core) {
  const router = createRouter();
  const dsn = browserDsn(core.config);
  const fixed: Omit<PublicConfig, 'features'> = {
    billing: core.config.BILLING,
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
    async (c) => {
      // An admin may switch a flag at run time: browsers keep the answer for a minute at most.
      c.header('Cache-Control', 'public, max-age=60');
      const body: PublicConfig = { features: { instagram_onboarding: await featureEnabled(core, 'instagram_onboarding') }, ...fixed };
      return c.json(body, 200);
    },
  );
  return router;
}
