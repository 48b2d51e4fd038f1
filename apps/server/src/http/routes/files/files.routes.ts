import { Readable } from 'node:stream';
import { AppError } from '@reelcraft/contract';
import { contentDisposition, type Core, ObjectNotFoundError, openMediaLink, parseByteRange } from '@reelcraft/core';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';

/**
 * GET /files/{signed token}: streams one stored file to whoever holds a valid, unexpired signed link, with HTTP
 * Range support so videos seek. Links are minted only for the file's owner (see media-links.ts) and die with the
 * owner's account (open-media-link.ts).
 */
export function filesRoutes(core: Core) {
  const router = new Hono<AppEnv>();
  router.on(['GET', 'HEAD'], '/files/:token', async (c) => {
    const { storageKey, downloadName } = await openMediaLink(core, c.req.param('token'));
    const info = await core.storage.stat(storageKey);
    if (!info) throw new AppError('NOT_FOUND');
    const range = parseByteRange(c.req.header('range'), info.size);
    const headers: Record<string, string> = {
      'Content-Type': info.contentType,
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'private, max-age=300',
      'Content-Disposition': downloadName ? contentDisposition(downloadName, 'attachment') : 'inline',
      'X-Content-Type-Options': 'nosniff',
    };
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${info.size}`);
      throw new AppError('RANGE_NOT_SATISFIABLE', { size: info.size });
    }
    const length = range ? range.end - range.start + 1 : info.size;
    headers['Content-Length'] = String(length);
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    const status = range ? 206 : 200;
    if (c.req.method === 'HEAD') return c.body(null, status, headers);
    try {
      const object = await core.storage.read(storageKey, range);
      return c.body(Readable.toWeb(object.body) as ReadableStream, status, headers);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) throw new AppError('NOT_FOUND');
      throw error;
    }
  });
  return router;
}
