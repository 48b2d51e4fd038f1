import { createRoute, z } from '@hono/zod-openapi';
import {
  AppError,
  draftRequestSchema,
  draftResponseSchema,
  editCaptionsRequestSchema,
  editMemeTextRequestSchema,
  faceMemeFormSchema,
  storytellingFormSchema,
  feedbackQuerySchema,
  generateBatchRequestSchema,
  generateSuggestionRequestSchema,
  generationLimitSchema,
  offsetQuerySchema,
  preferencesSchema,
  regenerateRequestSchema,
  suggestionBatchSchema,
  suggestionListSchema,
  suggestionSchema,
} from '@reelcraft/contract';
import {
  contentDisposition,
  type Core,
  type RateLimitPolicy,
  createFaceMeme,
  createStorytelling,
  createSuggestions,
  draftScript,
  downloadSuggestion,
  editCaptions,
  editMemeText,
  getGenerationLimit,
  getOwnSuggestion,
  getScriptCategories,
  initialSuggestion,
  listOwnBatch,
  listOwnSuggestions,
  regenerateSuggestion,
  setScriptCategories,
  setSuggestionFeedback,
  toSuggestionDto,
} from '@reelcraft/core';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { limitPerUser } from '../../middleware/user-rate-limit.ts';
import { fileField, fileFrom } from '../../multipart.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Suggestions'];
/** Caption edits re-render a video without a daily slot: a person fixes a few words in a sitting, a script is stopped. */
const CAPTION_EDIT_POLICY: RateLimitPolicy = { name: 'captionEdit', points: 30, windowSeconds: 60 * 60 };
/** Meme edits (text, music, voice-over) re-render without a daily slot too: the same budget, its own count. */
const MEME_EDIT_POLICY: RateLimitPolicy = { name: 'memeEdit', points: 30, windowSeconds: 60 * 60 };

const idParam = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' }, example: '8f0e…' }) });

/** /suggestions/*: generate, follow, rate, regenerate, edit and download content. */
export function suggestionsRoutes(core: Core) {
  const router = createRouter();
  router.use('/suggestions/*', requireUser(core));
  router.use('/suggestions', requireUser(core));
  router.use('/suggestion/*', requireUser(core));
  router.on('PATCH', '/suggestions/:id/captions', limitPerUser(core, CAPTION_EDIT_POLICY));
  router.on('PATCH', '/suggestions/:id/meme', limitPerUser(core, MEME_EDIT_POLICY));
  const dto = (c: Context<AppEnv>, row: Parameters<typeof toSuggestionDto>[1]) => toSuggestionDto(core, row, c.get('language'));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestions',
      tags,
      summary: "The user's content, newest first, 20 per page",
      security: bearerSecurity,
      request: { query: offsetQuerySchema },
      responses: { 200: jsonResponse(suggestionListSchema, 'A page of suggestions'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { offset, limit } = c.req.valid('query');
      const page = await listOwnSuggestions(core, currentUser(c).id, offset, limit);
      return c.json({ items: page.items.map((row) => dto(c, row)), offset, limit, total: page.total }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestion/initial',
      tags,
      summary: 'The first script for a new user, made from what we know of them (created on first call)',
      security: bearerSecurity,
      responses: { 200: jsonResponse(suggestionSchema, 'The initial suggestion (may still be creating)'), ...errorResponses(401) },
    }),
    async (c) => c.json(dto(c, await initialSuggestion(core, currentUser(c))), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/generate',
      tags,
      summary: 'Start generating one piece of content (uses a daily slot)',
      description:
        'Returns at once with status `creating`; poll `GET /suggestions/{id}` for progress. Over the daily limit → 429 DAILY_LIMIT_REACHED with `details.next_slot_at`.',
      security: bearerSecurity,
      request: { body: jsonBody(generateSuggestionRequestSchema) },
      responses: { 202: jsonResponse(suggestionSchema, 'Creating'), ...errorResponses(400, 401, 402, 404, 429) },
    }),
    async (c) => {
      const { rows } = await createSuggestions(core, currentUser(c), c.req.valid('json'));
      const [row] = rows;
      if (!row) throw new AppError('INTERNAL');
      return c.json(dto(c, row), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/draft',
      tags,
      summary: 'Write an avatar or story script to read aloud before recording (no daily slot; nothing is rendered)',
      description:
        'Send the returned `result` back as `script` (with the recording as `audio_id`) to `/suggestions/generate` or `/suggestions/generate-storytelling`, so the video speaks exactly what was read.',
      security: bearerSecurity,
      request: { body: jsonBody(draftRequestSchema) },
      responses: { 200: jsonResponse(draftResponseSchema, 'The script and the words to read'), ...errorResponses(400, 401, 402) },
    }),
    async (c) => c.json(await draftScript(core, currentUser(c), c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/generate-face-meme',
      tags,
      summary: 'A meme starring the face in the uploaded photo (form: `image`, `language`, optional `caption_look` as JSON; uses a daily slot)',
      description: 'The photo is stored like /users/images and must show one clear face (422 FACE_* otherwise). Poll `GET /suggestions/{id}`.',
      security: bearerSecurity,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: faceMemeFormSchema.extend({ image: fileField }) } } } },
      responses: { 202: jsonResponse(suggestionSchema, 'Creating'), ...errorResponses(400, 401, 402, 422, 429) },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const row = await createFaceMeme(core, currentUser(c), await fileFrom(form.image), form.language, form.caption_look);
      return c.json(dto(c, row), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/generate-storytelling',
      tags,
      summary: 'A 60–180 s story video told by your talking avatar over your photos (form: `image_id`, `language`, `user_input`; uses a daily slot)',
      description:
        'Optional `audio_id` (your recording of the story) with `script` (the JSON `result` of POST /suggestions/draft that you read); without them a built-in voice narrates. Poll `GET /suggestions/{id}`.',
      security: bearerSecurity,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: storytellingFormSchema } } } },
      responses: { 202: jsonResponse(suggestionSchema, 'Creating'), ...errorResponses(400, 401, 402, 404, 422, 429) },
    }),
    async (c) => {
      const row = await createStorytelling(core, currentUser(c), c.req.valid('form'));
      return c.json(dto(c, row), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/generate_batch',
      tags,
      summary: 'Start generating a batch of 3 (uses 3 daily slots, or none if fewer are left)',
      security: bearerSecurity,
      request: { body: jsonBody(generateBatchRequestSchema) },
      responses: { 202: jsonResponse(suggestionBatchSchema, 'Creating'), ...errorResponses(400, 401, 402, 404, 429) },
    }),
    async (c) => {
      const { count, ...request } = c.req.valid('json');
      const { rows, batchId } = await createSuggestions(core, currentUser(c), request, { count, batch: true });
      const first = rows[0];
      if (!batchId || !first) throw new AppError('INTERNAL');
      return c.json({ id: batchId, count, items: rows.map((row) => dto(c, row)), created_at: first.createdAt.toISOString() }, 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestions/batch/{id}',
      tags,
      summary: 'A batch and the state of its suggestions',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(suggestionBatchSchema, 'The batch'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      const rows = await listOwnBatch(core, currentUser(c).id, c.req.valid('param').id);
      const first = rows[0];
      if (!first?.batchId) throw new AppError('NOT_FOUND');
      return c.json({ id: first.batchId, count: rows.length, items: rows.map((row) => dto(c, row)), created_at: first.createdAt.toISOString() }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestions/limit',
      tags,
      summary: 'Daily generation limit: used, remaining and when the next slot frees up',
      security: bearerSecurity,
      responses: { 200: jsonResponse(generationLimitSchema, 'The limit'), ...errorResponses(401) },
    }),
    async (c) => c.json(await getGenerationLimit(core, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestions/preferences',
      tags,
      summary: 'Preferred script categories',
      security: bearerSecurity,
      responses: { 200: jsonResponse(preferencesSchema, 'Preferences'), ...errorResponses(401) },
    }),
    async (c) => c.json({ script_categories: (await getScriptCategories(core, currentUser(c))) as never[] }, 200),
  );

  router.openapi(
    createRoute({
      method: 'put',
      path: '/suggestions/preferences',
      tags,
      summary: 'Replace the preferred script categories',
      security: bearerSecurity,
      request: { body: jsonBody(preferencesSchema) },
      responses: { 200: jsonResponse(preferencesSchema, 'Saved'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const saved = await setScriptCategories(core, currentUser(c), c.req.valid('json').script_categories);
      return c.json({ script_categories: saved as never[] }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestions/download/{id}',
      tags,
      summary: 'Download: the MP4 for videos, a text file for scripts',
      security: bearerSecurity,
      request: { params: idParam },
      responses: {
        200: {
          description: 'The file, as an attachment with a descriptive name',
          content: { 'video/mp4': { schema: z.string() }, 'text/plain': { schema: z.string() } },
        },
        ...errorResponses(401, 404, 409),
      },
    }),
    async (c) => {
      const file = await downloadSuggestion(core, currentUser(c), c.req.valid('param').id);
      return c.body(file.body, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(file.fileName, 'attachment'),
        ...(file.size !== undefined ? { 'Content-Length': String(file.size) } : {}),
      });
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/suggestions/{id}',
      tags,
      summary: 'One suggestion: status (creating/ready/failed), progress 0–100, stage and result',
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(suggestionSchema, 'The suggestion'), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(dto(c, await getOwnSuggestion(core, currentUser(c), c.req.valid('param').id)), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/{id}/feedback',
      tags,
      summary: 'Like or dislike (or `none` to clear); steers later generations',
      security: bearerSecurity,
      request: { params: idParam, query: feedbackQuerySchema },
      responses: { 200: jsonResponse(suggestionSchema, 'Saved'), ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      const row = await setSuggestionFeedback(core, currentUser(c), c.req.valid('param').id, c.req.valid('query').feedback);
      return c.json(dto(c, row), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/suggestions/{id}/regenerate',
      tags,
      summary: 'Make a new take on the same idea with feedback applied, or on a new idea (uses a daily slot; the original stays)',
      security: bearerSecurity,
      request: { params: idParam, body: jsonBody(regenerateRequestSchema) },
      responses: { 202: jsonResponse(suggestionSchema, 'The new suggestion, creating'), ...errorResponses(400, 401, 402, 404, 429) },
    }),
    async (c) => {
      const row = await regenerateSuggestion(core, currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(dto(c, row), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/suggestions/{id}/meme',
      tags,
      summary: 'Edit a meme: its text (≤ 512 characters), its music and/or voice-over; the video is rendered again (no daily slot)',
      security: bearerSecurity,
      request: { params: idParam, body: jsonBody(editMemeTextRequestSchema) },
      responses: { 202: jsonResponse(suggestionSchema, 'Re-rendering'), ...errorResponses(400, 401, 402, 404, 409, 429) },
    }),
    async (c) => {
      const row = await editMemeText(core, currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(dto(c, row), 202);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/suggestions/{id}/captions',
      tags,
      summary: "Edit a video's captions: fix words (one for one), emphasise words, change the look; the video is rendered again (no daily slot)",
      description:
        '`word_edits[].index` and `emphasis` index `result.captions.words`; `emphasis` is the whole list of emphasised words. Memes, avatars and stories only (409 CONTENT_NOT_EDITABLE otherwise, 409 CONTENT_NOT_READY while creating).',
      security: bearerSecurity,
      request: { params: idParam, body: jsonBody(editCaptionsRequestSchema) },
      responses: { 202: jsonResponse(suggestionSchema, 'Re-rendering'), ...errorResponses(400, 401, 402, 404, 409, 429) },
    }),
    async (c) => {
      const row = await editCaptions(core, currentUser(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json(dto(c, row), 202);
    },
  );

  return router;
}
