import { createRoute, z } from '@hono/zod-openapi';
import { builtinTrackIdSchema, musicLibrarySchema, musicUploadFormSchema, okSchema, userMusicSchema } from '@reelcraft/contract';
import { type Core, deleteOwnMusic, musicLibrary, musicPreviewLink, toUserMusicDto, uploadUserMusic } from '@reelcraft/core';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { fileField, fileFrom } from '../../multipart.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Music'];
const idParam = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' } }) });
const trackParam = z.object({ trackId: builtinTrackIdSchema.meta({ param: { name: 'trackId', in: 'path' } }) });

/**
 * /music (the track picker's list), /users/music (the user's own tracks: upload, delete) and the built-in tracks'
 * previews (public: the same eight files for everyone, rendered once; rate-limited per IP in the middleware).
 */
export function musicRoutes(core: Core) {
  const router = createRouter();
  router.use('/music', requireUser(core));
  router.use('/users/music', requireUser(core));
  router.use('/users/music/*', requireUser(core));
  // The upload's body limit is in app.ts's UPLOAD_LIMITS table; its per-user budget in uploadUserMusic.

  router.openapi(
    createRoute({
      method: 'get',
      path: '/music',
      tags,
      summary: "Music for memes: the built-in tracks (mood, tempo, a short signed preview link each) and the user's own",
      security: bearerSecurity,
      responses: { 200: jsonResponse(musicLibrarySchema, 'The library'), ...errorResponses(401) },
    }),
    async (c) => c.json(await musicLibrary(core, currentUser(c)), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/public/music/previews/{trackId}',
      tags,
      summary: "A built-in track's ~12 s preview: redirects to the stored AAC file (rendered on the first request, about a second)",
      request: { params: trackParam },
      responses: { 302: { description: 'To a short-lived link of the preview file' }, ...errorResponses(400, 429) },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.redirect(await musicPreviewLink(core, c.req.valid('param').trackId), 302);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/music',
      tags,
      summary: 'Upload a music track (form field `audio`: mp3, m4a, wav or ogg by content, up to 15 MB and 10 minutes; optional `title`)',
      security: bearerSecurity,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: musicUploadFormSchema.extend({ audio: fileField }) } } } },
      responses: { 201: jsonResponse(userMusicSchema, 'Stored, transcoded to stereo AAC'), ...errorResponses(400, 401, 409, 413, 429) },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const raw = Array.isArray(form.audio) ? (form.audio as unknown[])[0] : form.audio;
      const fileName = raw instanceof File ? raw.name : undefined;
      const data = await fileFrom(form.audio);
      const row = await uploadUserMusic(core, currentUser(c), data, { ...(fileName ? { fileName } : {}), ...(form.title ? { title: form.title } : {}) });
      return c.json(toUserMusicDto(core, row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/users/music/{id}',
      tags,
      summary: "Delete one of the user's tracks (memes already rendered keep their sound)",
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(okSchema, 'Deleted'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteOwnMusic(core, currentUser(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
