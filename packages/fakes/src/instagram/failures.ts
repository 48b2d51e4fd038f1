import type { ServerResponse } from 'node:http';
import { rateLimitHtml } from './fake-shapes.ts';
import { redirect, send, sendJson } from './http-helpers.ts';

/**
 * Global failure modes, applied before any per-account or per-shortcode behaviour:
 * - `rate_limit`: 429 with a ~20 KB HTML body on every www request;
 * - `please_wait`: 401 {"message":"Please wait a few minutes before you try again.","require_login":true} on API
 *   and GraphQL calls;
 * - `login_wall`: 302 to /accounts/login/?next=… on every www request;
 * - `home_redirect`: post pages redirect to `/`;
 * - `server_error`: 500 on every www request;
 * - `page_no_media`: post pages carry no media JSON (markup change); `page_legacy`: pre-2026 page shape;
 * - `graphql_html`: both post GraphQL endpoints answer an HTML page (fingerprint block);
 * - `graphql_soft_error`: GraphQL 200 with data:null and errors[execution error];
 * - `graphql_rate_limit`: GraphQL 200 with errors[{code:1675004,"Rate limit exceeded"}];
 * - `profile_schema_error` (400 "Asset … deleted"), `profile_user_null` (200 user:null), `profile_not_found` (404);
 * - `pagination_forbidden`: the timeline query answers 403;
 * - `share_html`: share links answer an HTML page instead of redirecting;
 * - `story_session_rejected`: the stories endpoint redirects to the login page even with the session cookie;
 * - `cdn_expired`: the CDN answers 403 "URL signature expired" to every signed URL; `cdn_server_error`: 503.
 */
export type FakeInstagramFailure =
  | 'rate_limit'
  | 'please_wait'
  | 'login_wall'
  | 'home_redirect'
  | 'server_error'
  | 'page_no_media'
  | 'page_legacy'
  | 'graphql_html'
  | 'graphql_soft_error'
  | 'graphql_rate_limit'
  | 'profile_schema_error'
  | 'profile_user_null'
  | 'profile_not_found'
  | 'pagination_forbidden'
  | 'share_html'
  | 'story_session_rejected'
  | 'cdn_expired'
  | 'cdn_server_error';

export const FAKE_INSTAGRAM_FAILURES: readonly FakeInstagramFailure[] = [
  'rate_limit',
  'please_wait',
  'login_wall',
  'home_redirect',
  'server_error',
  'page_no_media',
  'page_legacy',
  'graphql_html',
  'graphql_soft_error',
  'graphql_rate_limit',
  'profile_schema_error',
  'profile_user_null',
  'profile_not_found',
  'pagination_forbidden',
  'share_html',
  'story_session_rejected',
  'cdn_expired',
  'cdn_server_error',
];

export type Area = 'home' | 'page' | 'api' | 'graphql' | 'timeline' | 'profile' | 'share' | 'story' | 'cdn';

const WWW_AREAS: Area[] = ['home', 'page', 'api', 'graphql', 'timeline', 'profile', 'share', 'story'];
const FAILURE_AREAS: Record<FakeInstagramFailure, readonly Area[]> = {
  rate_limit: WWW_AREAS,
  please_wait: ['api', 'graphql', 'timeline', 'profile', 'story'],
  login_wall: WWW_AREAS,
  home_redirect: ['page'],
  server_error: WWW_AREAS,
  page_no_media: ['page'],
  page_legacy: ['page'],
  graphql_html: ['graphql'],
  graphql_soft_error: ['graphql'],
  graphql_rate_limit: ['graphql', 'timeline'],
  profile_schema_error: ['profile'],
  profile_user_null: ['profile'],
  profile_not_found: ['profile'],
  pagination_forbidden: ['timeline'],
  share_html: ['share'],
  story_session_rejected: ['story'],
  cdn_expired: ['cdn'],
  cdn_server_error: ['cdn'],
};

export const PLEASE_WAIT = { message: 'Please wait a few minutes before you try again.', require_login: true, status: 'fail' };

/** The global failure mode a test has set, with an optional budget of affected requests. */
export interface FailureSwitch {
  set(mode: FakeInstagramFailure | null, options?: { times?: number }): void;
  /** The global failure for this area, counting it down when it has a budget. */
  active(area: Area): FakeInstagramFailure | null;
}

export function createFailureSwitch(): FailureSwitch {
  let failure: FakeInstagramFailure | null = null;
  let failureRemaining: number | null = null;
  return {
    set(mode, opts = {}) {
      failure = mode;
      failureRemaining = mode && opts.times !== undefined ? Math.max(1, opts.times) : null;
    },
    active(area) {
      if (!failure || !FAILURE_AREAS[failure].includes(area)) return null;
      const mode = failure;
      if (failureRemaining !== null && --failureRemaining <= 0) {
        failure = null;
        failureRemaining = null;
      }
      return mode;
    },
  };
}

/** Answers the failures shared by every area; returns true when it did. */
export function genericFailure(mode: FakeInstagramFailure | null, res: ServerResponse, path: string): boolean {
  switch (mode) {
    case 'rate_limit':
      send(res, 429, 'text/html; charset=utf-8', rateLimitHtml());
      return true;
    case 'please_wait':
      sendJson(res, 401, PLEASE_WAIT);
      return true;
    case 'login_wall':
      redirect(res, `/accounts/login/?next=${encodeURIComponent(path)}`);
      return true;
    case 'home_redirect':
      redirect(res, '/');
      return true;
    case 'server_error':
      send(res, 500, 'text/html; charset=utf-8', '<!DOCTYPE html><html><body><h1>Oops, an error occurred.</h1></body></html>');
      return true;
    default:
      return false;
  }
}

/** The GraphQL failure modes; true when answered. */
export function graphqlFailure(mode: FakeInstagramFailure | null, res: ServerResponse, path: string): boolean {
  if (mode === 'graphql_html') {
    send(res, 200, 'text/html; charset=utf-8', '<!DOCTYPE html><html><head><title>Instagram</title></head><body><div>Something went wrong</div></body></html>');
    return true;
  }
  if (mode === 'graphql_soft_error') {
    sendJson(res, 200, {
      data: null,
      errors: [{ message: 'execution error', severity: 'CRITICAL', path: ['xdt_api__v1__media__shortcode__web_info'] }],
      status: 'ok',
    });
    return true;
  }
  if (mode === 'graphql_rate_limit') {
    sendJson(res, 200, {
      data: null,
      errors: [{ message: 'Rate limit exceeded', code: 1675004, severity: 'CRITICAL', summary: 'Rate limit exceeded' }],
      status: 'ok',
    });
    return true;
  }
  return genericFailure(mode, res, path);
}
