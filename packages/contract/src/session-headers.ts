/* The session's header and cookie names, apart from the user schemas so the browser can read them without zod. */

/**
 * Browsers get the refresh token only as an HttpOnly cookie. An API client (no cookie jar) that sends this request
 * header with the value `body` on sign-in or refresh gets it in the JSON body as `refresh_token` instead.
 */
export const REFRESH_TOKEN_TRANSPORT_HEADER = 'X-Refresh-Token-Transport';
/**
 * Required on the endpoints that read the refresh cookie: a page on another site cannot add a custom header
 * without a CORS preflight we never answer, so the cookie cannot be used by cross-site requests (CSRF).
 */
export const SESSION_CSRF_HEADER = 'X-Reelcraft-Session';
/** The cookie holding the browser's refresh token, sent only to the session endpoints (its Path). */
export const REFRESH_COOKIE_NAME = 'reelcraft_refresh';
export const REFRESH_COOKIE_PATH = '/api/users/web/session';
