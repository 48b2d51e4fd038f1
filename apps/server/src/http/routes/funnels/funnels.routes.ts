import { createRoute, z } from '@hono/zod-openapi';
import {
  AppError,
  createFunnelSessionRequestSchema,
  FUNNEL_IDS,
  funnelIdSchema,
  funnelSessionSchema,
  funnelStepRequestSchema,
  funnelStepResultSchema,
  onboardingSchema,
} from '@reelcraft/contract';
import {
  answerFunnelStep,
  attachFunnelSession,
  authenticate,
  type Core,
  createFunnelSession,
  onboardingOf,
  toFunnelSessionDto,
  visibleFunnelSession,
} from '@reelcraft/core';
import { clientIp } from '../../client-ip.ts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env.ts';
import { bearerToken, currentUser, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Funnels'];
const funnelParam = z.object({
  funnel: z
    .string()
    .max(32)
    .meta({ param: { name: 'funnel', in: 'path' }, description: FUNNEL_IDS.join(', ') }),
});
const idParam = z.object({
  id: z
    .string()
    .max(64)
    .meta({ param: { name: 'id', in: 'path' } }),
});
const stepParams = idParam.extend({
  slug: z
    .string()
    .max(64)
    .meta({ param: { name: 'slug', in: 'path' } }),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A session id that is not a UUID names no session: 404 like any unknown one (never a database error). */
function sessionId(id: string): string {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND');
  return id.toLowerCase();
}

const ACCESS_NOTE =
  'The session id is the capability while the session is anonymous; once it is attached to an account only that account ' +
  '(bearer token) may use it, and everyone else gets 404, as for an unknown id. A token, when sent, must be valid (401 otherwise).';

/**
 * Anonymous without a token; with one, it must be valid: an expired token answers 401 TOKEN_EXPIRED (so the web
 * refreshes and retries) instead of quietly reading as anonymous and getting 404 for the user's own attached session.
 */
function userIfTokenSent(core: Core) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (token) c.set('user', await authenticate(core, token));
    await next();
  });
}

/** /funnels/*: the onboarding funnels' sessions (answers kept for anonymous visitors), and /user/onboarding. */
export function funnelsRoutes(core: Core) {
  const router = createRouter();
  router.use('/funnels/*', userIfTokenSent(core));
  router.use('/funnels/sessions/:id/attach', requireUser(core));
  router.use('/user/onboarding', requireUser(core));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/funnels/{funnel}/sessions',
      tags,
      summary: 'Start a funnel session (no sign-in needed)',
      description: 'Answers are kept server-side under the returned id; keep it and send it back. Rate-limited per IP.',
      request: { params: funnelParam, body: jsonBody(createFunnelSessionRequestSchema) },
      responses: { 201: jsonResponse(funnelSessionSchema, 'Created at the first step'), ...errorResponses(400, 404, 429) },
    }),
    async (c) => {
      const funnel = funnelIdSchema.safeParse(c.req.valid('param').funnel);
      if (!funnel.success) throw new AppError('NOT_FOUND');
      const row = await createFunnelSession(core, { funnel: funnel.data, language: c.req.valid('json').language });
      return c.json(toFunnelSessionDto(row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/funnels/sessions/{id}',
      tags,
      summary: 'A funnel session: answers so far and the step to resume at',
      description: ACCESS_NOTE,
      request: { params: idParam },
      responses: { 200: jsonResponse(funnelSessionSchema, 'The session'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(toFunnelSessionDto(await visibleFunnelSession(core, sessionId(c.req.valid('param').id), c.get('user'))), 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/funnels/sessions/{id}/steps/{slug}',
      tags,
      summary: "Answer a step; the session moves on to the next step on the visitor's path",
      description:
        `${ACCESS_NOTE} The answer is checked against the step (an option of its set, a list of them, a nickname, a yes/no, an e-mail); ` +
        'steps without an answer (info, analysis) just advance. On the step that starts the Instagram analysis a new nickname ' +
        'starts it like POST /profiles/preview (same per-IP budget) and the session keeps `analysis_id`. `next` is null at the end. Rate-limited per IP.',
      request: { params: stepParams, body: jsonBody(funnelStepRequestSchema) },
      responses: { 200: jsonResponse(funnelStepResultSchema, 'Stored'), ...errorResponses(400, 401, 402, 404, 429) },
    }),
    async (c) => {
      const { id, slug } = c.req.valid('param');
      const outcome = await answerFunnelStep(core, {
        id: sessionId(id),
        slug,
        answer: c.req.valid('json').answer,
        user: c.get('user'),
        ip: clientIp(c, core.config.TRUST_PROXY),
      });
      return c.json({ session: toFunnelSessionDto(outcome.row), next: outcome.next, progress: outcome.progress }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/funnels/sessions/{id}/attach',
      tags,
      summary: "Attach a visitor's funnel session to the signed-in account",
      description:
        'For a visitor who signs in instead of signing up (sign-up takes `funnel_session_id` itself). Idempotent for the same ' +
        'account; a session attached to someone else is 404. Its analysis joins the account, its expertise fills an empty blog topic area.',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(funnelSessionSchema, 'Attached'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(toFunnelSessionDto(await attachFunnelSession(core, currentUser(c), sessionId(c.req.valid('param').id))), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/onboarding',
      tags,
      summary: "The user's onboarding: latest funnel session, potential score (v3) and growth plan",
      security: bearerSecurity,
      responses: { 200: jsonResponse(onboardingSchema, 'The onboarding'), ...errorResponses(401) },
    }),
    async (c) => c.json(await onboardingOf(core, currentUser(c)), 200),
  );

  return router;
}
