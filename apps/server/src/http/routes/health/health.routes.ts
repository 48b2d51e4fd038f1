import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@reelcraft/contract';
import { checkHealth, type Core } from '@reelcraft/core';
import { createRouter, jsonResponse } from '../../router.ts';

export function healthRoutes(core: Core, info: { version: string; role: string }) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['Operations'],
      summary: 'Database and job queue state',
      responses: { 200: jsonResponse(healthSchema, 'Healthy'), 503: jsonResponse(healthSchema, 'Degraded') },
    }),
    async (c) => {
      const health = await checkHealth(core, info);
      return health.status === 'ok' ? c.json(health, 200) : c.json(health, 503);
    },
  );
  return router;
}
