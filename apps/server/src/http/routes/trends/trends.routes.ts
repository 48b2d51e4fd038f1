import { createRoute, z } from '@hono/zod-openapi';
import { languageSchema, safeText, trendPageSchema } from '@reelcraft/contract';
import { type Core, listTrendsPage } from '@reelcraft/core';
import { normalizeLanguage } from '@reelcraft/i18n';
import { createRouter, errorResponses, jsonResponse } from '../../router.ts';

/** GET /trends: public, no token needed. */
export function trendsRoutes(core: Core) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'get',
      path: '/trends',
      tags: ['Trends'],
      summary: 'Short-video formats that work now, best first',
      request: {
        query: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(10),
          page: z.coerce.number().int().min(1).max(1000).default(1),
          language: z
            .string()
            .transform((value) => value.toLowerCase())
            .pipe(languageSchema)
            .optional(),
          niche: safeText().max(40).optional(),
        }),
      },
      responses: { 200: jsonResponse(trendPageSchema, 'A page of trends'), ...errorResponses(400) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const language = query.language ?? normalizeLanguage(c.get('language'));
      return c.json(await listTrendsPage(core, { language, page: query.page, limit: query.limit, niche: query.niche }), 200);
    },
  );
  return router;
}
