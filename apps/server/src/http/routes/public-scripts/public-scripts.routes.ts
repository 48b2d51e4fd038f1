import { createRoute } from '@hono/zod-openapi';
import { publicScriptRequestSchema, publicScriptResponseSchema } from '@reelcraft/contract';
import { type Core, writePublicScript } from '@reelcraft/core';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

/**
 * The free reel-script tool of the public /generate-reels pages: no account, no token. Budgets per visitor IP (per
 * hour and per day) are in middleware/rate-limit.ts; nothing of the request is stored.
 */
export function publicScriptsRoutes(core: Core) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: 'post',
      path: '/public/scripts',
      tags: ['Public tools'],
      summary: 'Write a reel script about a topic in a niche, without an account',
      description:
        'Public, no token. The app’s writer (the connected LLM when configured, else the built-in writer) writes one script; `script.writer` and `script.writerModel` say which. Rate-limited per IP: RATE_LIMITED (429) with Retry-After.',
      request: { body: jsonBody(publicScriptRequestSchema) },
      responses: { 200: jsonResponse(publicScriptResponseSchema, 'The script'), ...errorResponses(400, 429) },
    }),
    async (c) => c.json(await writePublicScript(core, c.req.valid('json'), { signal: c.req.raw.signal }), 200),
  );
  return router;
}
