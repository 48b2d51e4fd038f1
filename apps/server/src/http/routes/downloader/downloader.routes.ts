import { ServerResponse } from 'node:http';
import { createRoute } from '@hono/zod-openapi';
import { AppError, type ErrorCode, downloadRequestSchema, downloadResponseSchema } from '@reelcraft/contract';
import { type Core, createMediaProxy, isDownloadError, resolveDownload, verifyInstagramMediaLink } from '@reelcraft/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

/** nginx's "client closed request": what the access log shows for a visitor who left before the answer. */
const CLIENT_CLOSED_REQUEST = 499;

/** The node:http response when running under @hono/node-server (absent under `app.request` in tests). */
function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * Tells @hono/node-server the answer was written already (the header of its RESPONSE_ALREADY_SENT marker), with the
 * real status so the access log shows it; a fresh object, since middleware may set headers on what we return.
 * Reading `body` turns node-server's lightweight Response into a real one: its cached form would be written out
 * again (and fail, the headers being sent) instead of checking the marker.
 */
function alreadySent(status: number): Response {
  const response = new Response(null, { status, headers: { 'x-hono-already-sent': 'true' } });
  void response.body;
  return response;
}

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
    const options = {
      fileName: link.fileName,
      range: c.req.header('range') ?? null,
      signal: c.req.raw.signal,
      disposition: link.inline ? ('inline' as const) : ('attachment' as const),
      method: c.req.method,
    };
    const log = c.get('logger');
    try {
      const outgoing = nodeResponse(c.env);
      if (!outgoing) return await proxy.stream(link.url, options);
      const sent = await proxy.send(link.url, { ...options, to: outgoing, headers: new Headers({ 'x-request-id': c.get('requestId') }) });
      if (sent.outcome === 'client_aborted') log.info({ bytes: sent.bytes }, 'client aborted');
      else if (sent.outcome === 'upstream_failed') log.warn({ bytes: sent.bytes, reason: sent.reason }, 'download cut short by the CDN');
      return alreadySent(sent.status);
    } catch (error) {
      // A visitor who closes the page while we wait for the CDN is not a failure of ours or Instagram's: nobody is
      // left to answer, so no 502 and no error log (finding 8).
      if (c.req.raw.signal.aborted || (isDownloadError(error) && error.details.reason === 'aborted')) {
        log.info('client aborted');
        return new Response(null, { status: CLIENT_CLOSED_REQUEST });
      }
      if (isDownloadError(error)) throw new AppError(error.code === 'URL_NOT_ALLOWED' ? 'DOWNLOAD_FAILED' : (error.code as ErrorCode));
      throw error;
    }
  });
  router.route('/', media);
  return router;
}
