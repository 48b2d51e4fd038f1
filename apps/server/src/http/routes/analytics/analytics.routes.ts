import { createRoute } from '@hono/zod-openapi';
import { analyticsAcceptedSchema, analyticsBatchSchema } from '@reelcraft/contract';
import { type Core, recordAnalyticsEvents } from '@reelcraft/core';
import { optionalUser } from '../../middleware/auth.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

/** Page views batched by the web app (at most 50 per request); a bearer token links them to the user. */
export function analyticsRoutes(core: Core) {
  const router = createRouter();
  router.use('/analytics/events', optionalUser(core));
  router.openapi(
    createRoute({
      method: 'post',
      path: '/analytics/events',
      tags: ['Analytics'],
      summary: 'Record a batch of page views',
      request: { body: jsonBody(analyticsBatchSchema) },
      responses: { 202: jsonResponse(analyticsAcceptedSchema, 'Stored'), ...errorResponses(400) },
    }),
    async (c) => {
      const accepted = await recordAnalyticsEvents(core, c.req.valid('json').events, c.get('user')?.id ?? null);
      return c.json({ accepted }, 202);
    },
  );
  return router;
}
