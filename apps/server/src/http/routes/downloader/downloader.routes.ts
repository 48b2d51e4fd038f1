import { ServerResponse } from 'node:http';
import { createRoute } from '@hono/zod-openapi';
import { AppError, type ErrorCode, downloadRequestSchema, downloadResponseSchema } from '@reelcraft/contract';
import { type Core, createMediaProxy, isDownloadError, resolveDownload, verifyInstagramMediaLink } from '@reelcraft/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

/** nginx's "client closed request": what the access log shows for a visitor who left before the answer. */
const CLIENT_CLOSED_REQUEST = 499;

/** @hono/node-server's marker header: the handler wrote (or will write) the response itself. */
const ALREADY_SENT = 'x-hono-already-sent';

/** The node:http response when running under @hono/node-server (absent under `app.request` in tests). */
function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/**
 * Tells @hono/node-server that we write the answer ourselves (the header of its RESPONSE_ALREADY_SENT marker). It
 * carries the real status and headers, so the access log shows the status and middleware can add its headers.
 * Reading `body` turns node-server's lightweight Response into a real one: its cached form would be written out
 * again (and fail, the headers being sent) instead of checking the marker.
 */
function alreadySent(status: number, media: Headers, requestId: string): Response {
  const headers = new Headers(media);
  headers.set('x-request-id', requestId);
  headers.set(ALREADY_SENT, 'true');
  const response = new Response(null, { status, headers });
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
      const prepared = await proxy.prepare(link.url, options);
      if (!prepared.hasBody) return new Response(null, { status: prepared.status, headers: prepared.headers });
      const marker = alreadySent(prepared.status, prepared.headers, c.get('requestId'));
      // The body goes straight from the CDN socket into the Node response (decision 0012), but only once the
      // middleware chain has finished with `marker` (security headers and the like are added after the handler),
      // so the head we write is the one every other response would get.
      setImmediate(() => {
        const head = new Headers(c.res.headers);
        head.delete(ALREADY_SENT);
        void prepared.sendTo(outgoing, head).then((sent) => {
          if (sent.outcome === 'client_aborted') log.info({ bytes: sent.bytes }, 'client aborted');
          else if (sent.outcome === 'upstream_failed') log.warn({ bytes: sent.bytes, reason: sent.reason }, 'download cut short by the CDN');
        });
      });
      return marker;
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
