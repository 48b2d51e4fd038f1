import { AppError, REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH, REFRESH_TOKEN_TRANSPORT_HEADER, SESSION_CSRF_HEADER } from '@reelcraft/contract';
import type { Core, SessionClient, SessionTokens } from '@reelcraft/core';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { clientIp } from '../../client-ip.ts';

/**
 * The refresh token of a browser lives in this cookie only: HttpOnly (page scripts, and so XSS, cannot read it),
 * Secure (Chromium, Firefox and Safari keep Secure cookies on http://localhost and http://127.0.0.1 too; a plain-http
 * deployment on another host loses it, so its users stay signed in only until the access token expires — serve the
 * product over HTTPS), SameSite=Strict, and a Path that sends it to the session endpoints alone.
 */
export function setRefreshCookie(c: Context, tokens: SessionTokens): void {
  setCookie(c, REFRESH_COOKIE_NAME, tokens.refreshToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: REFRESH_COOKIE_PATH,
    expires: tokens.refreshExpiresAt,
  });
}

export function clearRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE_NAME, { httpOnly: true, secure: true, sameSite: 'Strict', path: REFRESH_COOKIE_PATH });
}

export function refreshCookie(c: Context): string | undefined {
  const value = getCookie(c, REFRESH_COOKIE_NAME);
  return value && value.length <= 200 ? value : undefined;
}

/** An API client asked for the refresh token in the body (it has no cookie jar). */
function wantsTokenInBody(c: Context): boolean {
  return c.req.header(REFRESH_TOKEN_TRANSPORT_HEADER)?.trim().toLowerCase() === 'body';
}

/**
 * The JSON answer to a sign-in or refresh: always the access token; the refresh token in the body for API clients
 * that asked for it (or sent theirs in the body), otherwise in the cookie.
 */
export function sessionResponse(c: Context, tokens: SessionTokens, inBody = wantsTokenInBody(c)) {
  const body = { access_token: tokens.accessToken, token_type: 'bearer' as const, expires_in: tokens.expiresIn };
  if (inBody) return { ...body, refresh_token: tokens.refreshToken };
  setRefreshCookie(c, tokens);
  return body;
}

export function sessionClient(c: Context, core: Core): SessionClient {
  return { ip: clientIp(c, core.config.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? null };
}

/**
 * Before the refresh cookie is used: the custom header (cross-site pages cannot send it without a CORS preflight,
 * which this server never grants) and, when the browser names it, an Origin of this site. SameSite=Strict alone is
 * not enough: older browsers ignore it.
 */
export function assertSameSiteRequest(c: Context, core: Core): void {
  if (!c.req.header(SESSION_CSRF_HEADER)) throw new AppError('FORBIDDEN', { reason: `missing ${SESSION_CSRF_HEADER} header` });
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new AppError('FORBIDDEN', { reason: 'foreign origin' });
  }
  const own = new Set([new URL(core.publicUrl).host, c.req.header('host')]);
  const hops = Number(core.config.TRUST_PROXY);
  if (hops > 0) {
    // Read like X-Forwarded-For (client-ip.ts): the entry the outermost trusted proxy wrote, not one a client added.
    const entries = (c.req.header('x-forwarded-host') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    own.add(entries[Math.max(0, entries.length - hops)]);
  }
  if (!own.has(host)) throw new AppError('FORBIDDEN', { reason: 'foreign origin' });
}
