import { AppError, type ErrorBody, type ErrorCode, errorCodes } from '@reelcraft/contract';
import { reportError } from '@reelcraft/core';
import { translator } from '@reelcraft/i18n';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env.ts';

/** Turns anything thrown into the stable `{ error: { code, message } }` body, message in the reader's language. */
export function errorResponse(c: Context<AppEnv>, error: unknown): Response {
  const appError = toAppError(error);
  const language = c.get('language') ?? 'en';
  const status = errorCodes[appError.code] as ContentfulStatusCode;
  if (status >= 500) {
    (c.get('logger') ?? console).error({ err: error, req_id: c.get('requestId') }, 'unhandled error');
    // Only the unexpected (500 INTERNAL): SERVICE_UNAVAILABLE and the like are states we chose to answer with.
    if (appError.code === 'INTERNAL') {
      reportError(error, {
        tags: { request_id: c.get('requestId'), method: c.req.method, route: c.req.routePath },
        userId: c.get('user')?.id,
        extra: { impersonator_user_id: c.get('impersonatorUserId') },
      });
    }
  }
  const body: ErrorBody = {
    error: {
      code: appError.code,
      message: translator(language)(`errors.${appError.code}`, { ...appError.details }),
      ...(appError.details ? { details: appError.details } : {}),
    },
  };
  if (appError.code === 'TOO_MANY_LOGIN_ATTEMPTS' || appError.code === 'RATE_LIMITED') {
    const retry = appError.details?.retry_after_seconds;
    if (typeof retry === 'number') c.header('Retry-After', String(retry));
  }
  return c.json(body, status);
}

function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof HTTPException) {
    const code = httpStatusCode(error.status, error.message);
    return new AppError(code, undefined, error.message);
  }
  // Body parsers throw SyntaxError on broken JSON in some paths.
  if (error instanceof SyntaxError) return new AppError('MALFORMED_JSON');
  return new AppError('INTERNAL');
}

function httpStatusCode(status: number, message: string): ErrorCode {
  if (status === 400) return /json/i.test(message) ? 'MALFORMED_JSON' : 'VALIDATION_FAILED';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'SERVICE_UNAVAILABLE';
  return 'INTERNAL';
}
