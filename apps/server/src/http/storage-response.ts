import { Readable } from 'node:stream';
import { AppError } from '@reelcraft/contract';
import { type Core, ObjectNotFoundError, parseByteRange } from '@reelcraft/core';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * Answers GET or HEAD with one stored object, honouring a single HTTP Range (so videos seek): 200 or 206, 416 with
 * `Content-Range: bytes *\/size` for a range past the end, NOT_FOUND when the object is gone. `headers` adds the
 * caller's caching and disposition to the type, length and range headers set here.
 */
export async function respondWithStoredObject(c: Context<AppEnv>, core: Core, storageKey: string, headers: Record<string, string>): Promise<Response> {
  const info = await core.storage.stat(storageKey);
  if (!info) throw new AppError('NOT_FOUND');
  const range = parseByteRange(c.req.header('range'), info.size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${info.size}`);
    throw new AppError('RANGE_NOT_SATISFIABLE', { size: info.size });
  }
  const all: Record<string, string> = {
    'Content-Type': info.contentType,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    'Content-Length': String(range ? range.end - range.start + 1 : info.size),
  };
  if (range) all['Content-Range'] = `bytes ${range.start}-${range.end}/${info.size}`;
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return c.body(null, status, all);
  try {
    const object = await core.storage.read(storageKey, range);
    return c.body(Readable.toWeb(object.body) as ReadableStream, status, all);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw new AppError('NOT_FOUND');
    throw error;
  }
}
