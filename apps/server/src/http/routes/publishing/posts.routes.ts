import { createRoute, z } from '@hono/zod-openapi';
import { createPostRequestSchema, listPostsQuerySchema, postListResponseSchema, postSchema, updatePostRequestSchema } from '@reelcraft/contract';
import {
  cancelPost,
  type Core,
  createPost,
  getPost,
  listPosts,
  openPublishingMedia,
  type RateLimitPolicy,
  rateLimitPolicies,
  refreshInsights,
  retryPost,
  updatePost,
} from '@reelcraft/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { respondWithStoredObject } from '../../storage-response.ts';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Publishing'];
const HOUR = 3600;
/** Per creator: far above a busy week's planning, low enough to stop a runaway script (issue 35, safety). */
const CREATE_POLICY: RateLimitPolicy = { name: 'publishingCreate', points: 60, windowSeconds: HOUR };
const EDIT_POLICY: RateLimitPolicy = { name: 'publishingEdit', points: 120, windowSeconds: HOUR };
const RETRY_POLICY: RateLimitPolicy = { name: 'publishingRetry', points: 20, windowSeconds: HOUR };

const idParam = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' } }) });

/** /publishing/posts: the creator's posts to Instagram — now or scheduled, listed for the calendar, edited, cancelled, retried. */
export function publishingPostsRoutes(core: Core) {
  const router = createRouter();
  router.use('/publishing/posts', requireUser(core));
  router.use('/publishing/posts/*', requireUser(core));
  router.on('POST', '/publishing/posts', limitPerUser(core, CREATE_POLICY));
  router.on(['PATCH', 'DELETE'], '/publishing/posts/:id', limitPerUser(core, EDIT_POLICY));
  router.on('POST', '/publishing/posts/:id/retry', limitPerUser(core, RETRY_POLICY));
  router.on('POST', '/publishing/posts/:id/insights', limitPerUser(core, rateLimitPolicies(core.config).publishingInsightsRefresh));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/publishing/posts',
      tags,
      summary: 'Post to Instagram now, or schedule a post',
      description:
        "The media is the caller's: a ready video (`suggestion_id`) for a reel or story, photos (`image_ids`) for a carousel (2–10, the video may be " +
        'one item), a photo or a photo story. Without `publish_at` the publishing job starts at once; with it, the post waits for its time ' +
        `(at most the contract's horizon ahead). Someone else's account, suggestion or photo is 404 like a missing one. 60 per hour per user.`,
      security: bearerSecurity,
      request: { body: jsonBody(createPostRequestSchema) },
      responses: { 201: jsonResponse(postSchema, 'The post (scheduled; its job queued when now)'), ...errorResponses(400, 401, 404, 409, 429, 503) },
    }),
    async (c) => c.json(await createPost(core, currentUser(c).id, c.req.valid('json')), 201),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/publishing/posts',
      tags,
      summary: 'Posts whose time is in a window (the calendar), every status but cancelled unless one is asked for',
      security: bearerSecurity,
      request: { query: listPostsQuerySchema },
      responses: { 200: jsonResponse(postListResponseSchema, 'The posts, by time'), ...errorResponses(400, 401) },
    }),
    async (c) => c.json({ posts: await listPosts(core, currentUser(c).id, c.req.valid('query')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/publishing/posts/{id}',
      tags,
      summary: 'One post: status, stage while publishing, failure reason, permalink and insights',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(postSchema, 'The post'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getPost(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/publishing/posts/{id}',
      tags,
      summary: 'Change a scheduled or failed post: time (reschedule), caption, options',
      description:
        'Only while scheduled or failed (409 POST_NOT_EDITABLE otherwise). A failed post stays failed after an edit until retried, unless its ' +
        '`publish_at` changes: then it is scheduled again for that time.',
      security: bearerSecurity,
      request: { params: idParam, body: jsonBody(updatePostRequestSchema) },
      responses: { 200: jsonResponse(postSchema, 'The post'), ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (c) => c.json(await updatePost(core, currentUser(c).id, c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/publishing/posts/{id}',
      tags,
      summary: 'Cancel a scheduled or failed post',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(postSchema, 'The cancelled post'), ...errorResponses(401, 404, 409, 429) },
    }),
    async (c) => c.json(await cancelPost(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/publishing/posts/{id}/retry',
      tags,
      summary: 'Publish a failed post again, now',
      description:
        'Clears the failure and starts the job; steps already done (containers, a publish Instagram did) are resumed, never repeated. 20 per hour per user.',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(postSchema, 'The post, queued'), ...errorResponses(401, 404, 409, 429) },
    }),
    async (c) => c.json(await retryPost(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/publishing/posts/{id}/insights',
      tags,
      summary: "Read a published post's insights from Instagram now",
      description:
        'The same read as the schedule (1 h, 6 h, 1 d, 3 d, 7 d after publishing), whose next time is kept. Within 5 minutes of the last read the ' +
        'stored numbers are answered unchanged, without asking Instagram. Only published posts (409 POST_NOT_EDITABLE, reason `not_published`); ' +
        "someone else's post is 404. 409 PUBLISHING_RECONNECT_NEEDED when the account's access ended; 502/503 when Instagram fails. 30 per hour per user.",
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(postSchema, 'The post with its insights'), ...errorResponses(401, 404, 409, 429, 502, 503) },
    }),
    async (c) => c.json(await refreshInsights(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  return router;
}

/**
 * GET /publishing/media/{token}: the public URL Instagram fetches a post's media from (no session: Instagram has
 * none). Signed for one item of one post, short-lived, and only while that post is being published. Range requests
 * are answered as the app's own media links are. Rate-limited per IP (rate-limit.ts), generously.
 */
export function publishingMediaRoutes(core: Core) {
  const router = new Hono<AppEnv>();
  router.on(['GET', 'HEAD'], '/publishing/media/:token', async (c) => {
    const { storageKey } = await openPublishingMedia(core, c.req.param('token'));
    return respondWithStoredObject(c, core, storageKey, { 'Cache-Control': 'private, no-store' });
  });
  return router;
}
