import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError, errorBodySchema } from '@reelcraft/contract';
import type { AppEnv } from './env.ts';

/** A router whose request validation failures become VALIDATION_FAILED with the zod issues as details. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code, message: issue.message }));
        throw new AppError('VALIDATION_FAILED', { issues });
      }
    },
  });
}

const descriptions: Record<number, string> = {
  400: 'Invalid input (VALIDATION_FAILED, MALFORMED_JSON, …)',
  401: 'Missing, expired or invalid token (UNAUTHENTICATED, TOKEN_EXPIRED, TOKEN_INVALID, LOGIN_FAILED)',
  402: 'Payment required (PAYMENT_REQUIRED with details.feature: this needs a subscription; PAYMENT_* declines)',
  403: 'Not allowed (FORBIDDEN, WRONG_PASSWORD)',
  404: 'Not found, or not yours (NOT_FOUND)',
  409: 'Conflict (EMAIL_TAKEN)',
  413: 'Payload too large',
  429: 'Too many requests (TOO_MANY_LOGIN_ATTEMPTS, RATE_LIMITED); see Retry-After',
};

/** OpenAPI error responses sharing the one error body. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    statuses.map((status) => [status, { description: descriptions[status] ?? 'Error', content: { 'application/json': { schema: errorBodySchema } } }]),
  );
}

export const bearerSecurity = [{ bearer: [] as string[] }];

export function jsonBody<T>(schema: T, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { 'application/json': { schema } } };
}

export function jsonResponse<T>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}
