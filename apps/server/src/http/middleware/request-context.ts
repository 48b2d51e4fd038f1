import { randomUUID } from 'node:crypto';
import { type Logger, redactPath } from '@reelcraft/core';
import { languageFromAcceptLanguage } from '@reelcraft/i18n';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request id (honouring a sane incoming X-Request-Id), a child logger, the reader's language, one access-log line.
 * The access log never has the query string, and its path is scrubbed: `/api/files/<token>` and the downloader's
 * media links are capabilities, valid for anyone who reads them in a log.
 */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ req_id: requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    c.set('language', languageFromAcceptLanguage(c.req.header('accept-language')));
    c.set('user', undefined);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    log.info({ method: c.req.method, path: redactPath(c.req.path), status: c.res.status, ms, user: c.get('user')?.id }, 'request');
  });
}
