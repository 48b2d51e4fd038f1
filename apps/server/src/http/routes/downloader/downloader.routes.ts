import { createRoute } from '@hono/zod-openapi';
import { AppError, type ErrorCode, downloadRequestSchema, downloadResponseSchema } from '@reelcraft/contract';
import { type Core, createMediaProxy, isDownloadError, resolveDownload, verifyInstagramMediaLink } from '@reelcraft/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

/**
 * The free downloader (no sign-in, no daily limit): resolve a link to its items, then stream each file through our
 * server from Instagram's CDN. Media links are signed by us, so the proxy only ever fetches URLs we resolved.
 */
export function downloaderRoutes(core: Core) {
  const router = createRouter();
  // Per-IP budgets for both endpoints (DOWNLOADS_PER_MINUTE, 20× for media) are in middleware/rate-limit.ts.
  router.openapi(
    createRoute({
      method: 'post',
      path: '/public/instagram/download',
      tags: ['Downloader'],
      summary: 'Resolve a public Instagram post, reel, carousel or story link to downloadable items',
      description: 'Public, no token. Stories need an operator-configured Instagram session; otherwise IG_STORY_LOGIN_REQUIRED.',
      request: { body: jsonBody(downloadRequestSchema) },
      responses: { 200: jsonResponse(downloadResponseSchema, 'The items'), ...errorResponses(400, 404, 429) },
    }),
    async (c) => c.json(await resolveDownload(core, c.req.valid('json').url), 200),
  );

  // Thumbnails of a carousel and seeking in a video make many requests; the budget is wider.
  const media = new Hono<AppEnv>();
  const proxy = createMediaProxy({ isAllowed: (url) => core.instagram.isAllowedMediaUrl(url.toString()), now: () => core.now().getTime() });
  media.on(['GET', 'HEAD'], '/public/instagram/media/:token', async (c) => {
    const link = verifyInstagramMediaLink(core, c.req.param('token'));
    try {
      return await proxy.stream(link.url, {
        fileName: link.fileName,
        range: c.req.header('range') ?? null,
        signal: c.req.raw.signal,
        disposition: link.inline ? 'inline' : 'attachment',
        method: c.req.method,
      });
    } catch (error) {
      if (isDownloadError(error)) throw new AppError(error.code === 'URL_NOT_ALLOWED' ? 'DOWNLOAD_FAILED' : (error.code as ErrorCode));
      throw error;
    }
  });
  router.route('/', media);
  return router;
}
