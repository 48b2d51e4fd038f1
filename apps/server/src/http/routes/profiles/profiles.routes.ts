import { createRoute, z } from '@hono/zod-openapi';
import {
  attachProfileQuerySchema,
  growthPlanSchema,
  instagramProfileListSchema,
  instagramProfileSchema,
  MAX_ATTACHED_PROFILES,
  narrateAnalysisRequestSchema,
  okSchema,
  patchAnalysisRequestSchema,
  profileAnalysisSchema,
  profilePreviewRequestSchema,
} from '@reelcraft/contract';
import {
  activateProfile,
  analysisOfProfile,
  attachProfile,
  type Core,
  createAnalysisRequest,
  describeOwnProfiles,
  describeProfile,
  getVisibleAnalysis,
  growthPlanOf,
  lastAnalysisRequest,
  patchAnalysis,
  reelcraftPostsReport,
  removeProfile,
  renarrateAnalysis,
  startProfileAnalysis,
  toAnalysisDto,
} from '@reelcraft/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env.ts';
import { currentUser, optionalUser, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const idParam = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' } }) });

/** /profiles/* and /instagram/request/*: Instagram analysis (also before sign-up) and the attached accounts. */
export function profilesRoutes(core: Core) {
  const router = createRouter();
  // Previews are open to visitors (analysis before sign-up); everything else under /profiles needs a token.
  const anyone = optionalUser(core);
  const members = requireUser(core);
  const guard = createMiddleware<AppEnv>((c, next) => (c.req.path.startsWith('/api/profiles/preview') ? anyone(c, next) : members(c, next)));
  router.use('/profiles', guard);
  router.use('/profiles/*', guard);
  router.use('/instagram/request/*', requireUser(core));
  router.use('/user/growth-plan', requireUser(core));

  router.openapi(
    createRoute({
      method: 'post',
      path: '/profiles/preview',
      tags: ['Profiles'],
      summary: 'Start analysing a public Instagram account (no sign-in needed)',
      description:
        'Runs as a job: poll `GET /profiles/preview/{id}` for `stage` (analyzing → selecting_trends → selecting_tips), `progress` and the result. ' +
        'A signed-in caller owns the analysis; an anonymous one can attach it after sign-up with `POST /profiles?analysis_id=`.',
      request: { body: jsonBody(profilePreviewRequestSchema) },
      responses: { 202: jsonResponse(profileAnalysisSchema, 'Started'), ...errorResponses(400, 402) },
    }),
    async (c) => {
      const { username, language } = c.req.valid('json');
      const row = await startProfileAnalysis(core, { username, language, userId: c.get('user')?.id ?? null });
      return c.json(toAnalysisDto(core, row, c.get('language')), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/profiles/preview/{id}',
      tags: ['Profiles'],
      summary: 'State and result of an analysis',
      request: { params: idParam },
      responses: { 200: jsonResponse(profileAnalysisSchema, 'The analysis'), ...errorResponses(404) },
    }),
    async (c) => c.json(toAnalysisDto(core, await getVisibleAnalysis(core, c.req.valid('param').id, c.get('user')), c.get('language')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/profiles/preview/{id}/narrate',
      tags: ['Profiles'],
      summary: 'Re-write a finished analysis in another language',
      description:
        'Composes the written part again from the stored numbers (no new Instagram fetch) in `language`, which becomes the ' +
        "analysis' language. Same visibility as reading it (the owner's, or an unowned analysis made before sign-up); rate-limited per IP. " +
        '409 ANALYSIS_NOT_READY while it is running or when it failed.',
      request: { params: idParam, body: jsonBody(narrateAnalysisRequestSchema) },
      responses: { 200: jsonResponse(profileAnalysisSchema, 'The analysis in the new language'), ...errorResponses(400, 404, 409, 429) },
    }),
    async (c) => {
      const row = await renarrateAnalysis(core, c.req.valid('param').id, c.get('user'), c.req.valid('json').language);
      return c.json(toAnalysisDto(core, row, c.get('language')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/profiles',
      tags: ['Profiles'],
      summary: `Attach an analysed account to the profile (at most ${MAX_ATTACHED_PROFILES})`,
      security: bearerSecurity,
      request: { query: attachProfileQuerySchema },
      responses: { 201: jsonResponse(instagramProfileSchema, 'Attached'), ...errorResponses(400, 401, 402, 404, 409) },
    }),
    async (c) => {
      const row = await attachProfile(core, currentUser(c), c.req.valid('query').analysis_id);
      return c.json(await describeProfile(core, row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/profiles',
      tags: ['Profiles'],
      summary: 'Attached Instagram accounts',
      security: bearerSecurity,
      responses: { 200: jsonResponse(instagramProfileListSchema, 'The accounts'), ...errorResponses(401) },
    }),
    async (c) => {
      const items = await describeOwnProfiles(core, currentUser(c).id);
      return c.json({ items, max: MAX_ATTACHED_PROFILES }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/profiles/{id}/activate',
      tags: ['Profiles'],
      summary: 'Make this account the one that drives generation',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(instagramProfileSchema, 'Active'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const row = await activateProfile(core, currentUser(c), c.req.valid('param').id);
      return c.json(await describeProfile(core, row), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/profiles/{id}',
      tags: ['Profiles'],
      summary: 'Remove an attached account',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(okSchema, 'Removed'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      await removeProfile(core, currentUser(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/profiles/{id}/analysis',
      tags: ['Profiles'],
      summary: 'The analysis behind an attached account',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(profileAnalysisSchema, 'The analysis'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const user = currentUser(c);
      const dto = toAnalysisDto(core, await analysisOfProfile(core, user, c.req.valid('param').id), c.get('language'));
      // The owner's own posts published with Reelcraft (issue 35): only here, where the caller owns the analysis.
      return c.json({ ...dto, reelcraft_posts: await reelcraftPostsReport(core, user.id, dto.language) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/profiles/{id}/analysis',
      tags: ['Profiles'],
      summary: 'Correct the written part of the analysis (domain, style, why followers choose you, recommendations)',
      security: bearerSecurity,
      request: { params: idParam, body: jsonBody(patchAnalysisRequestSchema) },
      responses: { 200: jsonResponse(profileAnalysisSchema, 'Saved'), ...errorResponses(400, 401, 404, 409) },
    }),
    async (c) => {
      const { profile_id: _profileId, ...patch } = c.req.valid('json');
      const row = await patchAnalysis(core, currentUser(c), c.req.valid('param').id, patch);
      return c.json(toAnalysisDto(core, row, c.get('language')), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/instagram/request/last',
      tags: ['Profiles'],
      summary: "The user's latest analysis request, whatever its state",
      description: 'The result screen uses it to resume: running → show progress, ready → show the result, failed → offer to run again.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(profileAnalysisSchema, 'The latest analysis'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(toAnalysisDto(core, await lastAnalysisRequest(core, currentUser(c)), c.get('language')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/instagram/request/create',
      tags: ['Profiles'],
      summary: 'Start a new analysis of the active profile (the "regenerate" action)',
      description: 'A GET for compatibility with the spec; it starts a job every time it is called. 404 when no profile is active.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(profileAnalysisSchema, 'Started'), ...errorResponses(401, 402, 404) },
    }),
    async (c) => c.json(toAnalysisDto(core, await createAnalysisRequest(core, currentUser(c)), c.get('language')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user/growth-plan',
      tags: ['User'],
      summary: 'Growth-plan steps: profile analysed, audience analysed, scripts written, video generated',
      security: bearerSecurity,
      responses: { 200: jsonResponse(growthPlanSchema, 'The steps'), ...errorResponses(401) },
    }),
    async (c) => c.json(await growthPlanOf(core, currentUser(c).id), 200),
  );

  return router;
}
