import { createRoute, z } from '@hono/zod-openapi';
import { imagePurposeSchema, MEDIA_PAGE_SIZE, userAudioListSchema, userAudioSchema, userImageListSchema, userImageSchema } from '@reelcraft/contract';
import { type Core, listOwnAudio, listOwnImages, toUserAudioDto, toUserImageDto, uploadUserAudio, uploadUserImage } from '@reelcraft/core';
import { fileField, fileFrom } from '../../multipart.ts';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Media'];
const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MEDIA_PAGE_SIZE).default(MEDIA_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
/** /users/images and /users/audio: uploads checked by content, and their lists (20 per page). */
export function mediaRoutes(core: Core) {
  const router = createRouter();
  router.use('/users/images', requireUser(core));
  router.use('/users/audio', requireUser(core));
  // Body limits for these uploads are in app.ts's UPLOAD_LIMITS table.

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/images',
      tags,
      summary:
        'Upload a photo (form field `image`; JPEG, PNG or WebP by content; up to 10 MB). `purpose=avatar`: the first-video photo, up to 3 MB, refused unless it shows one clear face (FACE_* errors)',
      security: bearerSecurity,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ image: fileField, purpose: imagePurposeSchema }) } } } },
      responses: {
        201: jsonResponse(userImageSchema, 'Stored: a normalised JPEG and a thumbnail, with the face found in it'),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const data = await fileFrom(form.image);
      const row = await uploadUserImage(core, currentUser(c), data, { purpose: form.purpose });
      return c.json(toUserImageDto(core, row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/users/images',
      tags,
      summary: "The user's photos, newest first",
      security: bearerSecurity,
      request: { query: pageQuery },
      responses: { 200: jsonResponse(userImageListSchema, 'A page of photos'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { limit, offset } = c.req.valid('query');
      const page = await listOwnImages(core, currentUser(c).id, offset, limit);
      return c.json({ items: page.items.map((row) => toUserImageDto(core, row)), limit, offset, total: page.total }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/audio',
      tags,
      summary: 'Upload a voice recording (form field `audio`; webm/opus, ogg, mp4/aac, wav or mp3 by content)',
      security: bearerSecurity,
      request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ audio: fileField }) } } } },
      responses: { 201: jsonResponse(userAudioSchema, 'Stored, transcoded to AAC in M4A'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const data = await fileFrom(c.req.valid('form').audio);
      const row = await uploadUserAudio(core, currentUser(c), data);
      return c.json(toUserAudioDto(core, row), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/users/audio',
      tags,
      summary: "The user's recordings, newest first",
      security: bearerSecurity,
      request: { query: pageQuery },
      responses: { 200: jsonResponse(userAudioListSchema, 'A page of recordings'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const { limit, offset } = c.req.valid('query');
      const page = await listOwnAudio(core, currentUser(c).id, offset, limit);
      return c.json({ items: page.items.map((row) => toUserAudioDto(core, row)), limit, offset, total: page.total }, 200);
    },
  );

  return router;
}
