import { InstagramError } from '../instagram-errors.ts';
import { apiFailureSchema, type GraphqlError } from '../instagram.schemas.ts';
import type { Exchange } from './instagram-http.ts';

/** Seconds from a Retry-After header (delta seconds or an HTTP date), when present and sane. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** Login wall (→ IG_LOGIN_REQUIRED) or redirect to the home page (→ rate limit). */
export function classifyRedirect(location: string | null): InstagramError {
  if (!location) return new InstagramError('IG_UPSTREAM', { reason: 'redirect_without_location' });
  const path = new URL(location).pathname;
  if (/^\/(accounts\/login|auth_platform|challenge)(\/|$)/.test(path)) {
    return new InstagramError('IG_LOGIN_REQUIRED', { reason: 'login_redirect', location: path });
  }
  if (path === '/') return new InstagramError('IG_RATE_LIMITED', { reason: 'home_redirect' });
  return new InstagramError('IG_UPSTREAM', { reason: 'unexpected_redirect', location: path });
}

export function isLoginPath(location: string): boolean {
  return classifyRedirect(location).code === 'IG_LOGIN_REQUIRED';
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The JSON `message` of an API failure body, if any. */
export function apiMessage(text: string): { message: string; requireLogin: boolean } {
  const parsed = apiFailureSchema.safeParse(parseJson(text));
  return parsed.success ? { message: parsed.data.message ?? '', requireLogin: parsed.data.require_login === true } : { message: '', requireLogin: false };
}

/**
 * The failures every endpoint shares: 3xx (login wall / home), 429, 401 "Please wait…", 5xx. Returns null for
 * statuses the caller interprets itself (2xx, 400, 403, 404…).
 */
export function commonFailure(exchange: Exchange, now: number, extra: Record<string, unknown> = {}): InstagramError | null {
  const { status } = exchange;
  if (status >= 300 && status < 400) {
    const error = classifyRedirect(exchange.location);
    return new InstagramError(error.code, { ...error.details, ...extra, status });
  }
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(exchange.headers.get('retry-after'), now);
    return new InstagramError('IG_RATE_LIMITED', { reason: 'http_429', status, ...extra, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) });
  }
  if (status === 401) {
    const { message, requireLogin } = apiMessage(exchange.text);
    if (/wait a few minutes/i.test(message)) {
      const retryAfterSeconds = parseRetryAfter(exchange.headers.get('retry-after'), now);
      return new InstagramError('IG_RATE_LIMITED', {
        reason: 'please_wait',
        status,
        ...extra,
        ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      });
    }
    return new InstagramError('IG_LOGIN_REQUIRED', { reason: requireLogin ? 'require_login' : 'http_401', status, ...extra });
  }
  if (status >= 500) return new InstagramError('IG_UPSTREAM', { reason: `http_${status}`, status, ...extra }, { retryable: true });
  return null;
}

/** Reads a GraphQL answer: shared failures, then "HTML instead of JSON" (fingerprint block). */
export function graphqlJson(exchange: Exchange, now: number): unknown {
  const failure = commonFailure(exchange, now);
  if (failure) throw failure;
  if (exchange.status !== 200) throw new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, status: exchange.status });
  const text = exchange.text.replace(/^\s*for \(;;\);/, '').trimStart();
  if (!text.startsWith('{')) throw new InstagramError('IG_UPSTREAM', { reason: 'graphql_html' });
  const json = parseJson(text);
  if (json === undefined) throw new InstagramError('IG_UPSTREAM', { reason: 'graphql_bad_json' });
  return json;
}

/** GraphQL `errors[]` → code: 1675004 rate limit, 4630001 not found, anything else a soft failure. */
export function graphqlFailure(errors: readonly GraphqlError[]): InstagramError {
  const text = (error: GraphqlError): string => `${error.message ?? ''} ${error.description ?? ''} ${error.summary ?? ''}`;
  if (errors.some((error) => error.code === 1675004 || /rate limit/i.test(text(error)))) {
    return new InstagramError('IG_RATE_LIMITED', { reason: 'graphql_rate_limit' });
  }
  if (errors.some((error) => error.code === 4630001 || /not found or unavailable/i.test(text(error)))) {
    return new InstagramError('IG_NOT_FOUND', { reason: 'graphql_not_found' });
  }
  return new InstagramError('IG_UPSTREAM', { reason: 'graphql_error', messages: errors.slice(0, 3).map((error) => (error.message ?? '').slice(0, 120)) });
}
