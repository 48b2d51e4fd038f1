import { contentDisposition, type Core, openMediaLink } from '@reelcraft/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { respondWithStoredObject } from '../../storage-response.ts';

/**
 * GET /files/{signed token}: streams one stored file to whoever holds a valid, unexpired signed link, with HTTP
 * Range support so videos seek. Links are minted only for the file's owner (see media-links.ts) and die with the
 * owner's account (open-media-link.ts).
 */
export function filesRoutes(core: Core) {
  const router = new Hono<AppEnv>();
  router.on(['GET', 'HEAD'], '/files/:token', async (c) => {
    const { storageKey, downloadName } = await openMediaLink(core, c.req.param('token'));
    return respondWithStoredObject(c, core, storageKey, {
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': downloadName ? contentDisposition(downloadName, 'attachment') : 'inline',
    });
  });
  return router;
}
