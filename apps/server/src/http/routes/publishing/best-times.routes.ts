import { createRoute, z } from '@hono/zod-openapi';
import { bestTimesResponseSchema, timeZoneSchema } from '@reelcraft/contract';
import { bestPostingTimes, type Core, type RateLimitPolicy } from '@reelcraft/core';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

/** The composer asks once per opening; a script asking in a loop is stopped (per user). */
const BEST_TIMES_POLICY: RateLimitPolicy = { name: 'publishingBestTimes', points: 60, windowSeconds: 60 * 60 };

const bestTimesQuerySchema = z.object({
  time_zone: timeZoneSchema.default('UTC').meta({ param: { name: 'time_zone', in: 'query' }, example: 'Europe/Berlin' }),
});

/** GET /publishing/best-times (issue 35): when to post, from the creator's own posts or general habits. */
export function bestTimesRoutes(core: Core) {
  const router = createRouter();
  router.use('/publishing/best-times', requireUser(core));
  router.use('/publishing/best-times', limitPerUser(core, BEST_TIMES_POLICY));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/publishing/best-times',
      tags: ['Publishing'],
      summary: 'Hours of the week to post, best first, in the given time zone',
      description:
        "From the creator's published Reelcraft posts (views per reach) and the posts of their active profile analysis (engagement), " +
        "each compared within its own source, by weekday and hour in `time_zone` (an IANA zone; summer and winter time handled). `basis` is 'own_posts' " +
        "from five posts on, else 'general' (common short-video habits: weekday evenings and lunch breaks). Per-user limit (429).",
      security: bearerSecurity,
      request: { query: bestTimesQuerySchema },
      responses: { 200: jsonResponse(bestTimesResponseSchema, 'Best times'), ...errorResponses(400, 401, 429) },
    }),
    async (c) => c.json(await bestPostingTimes(core, currentUser(c).id, c.req.valid('query').time_zone), 200),
  );

  return router;
}
