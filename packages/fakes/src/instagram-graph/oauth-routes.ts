import { createHash, randomBytes } from 'node:crypto';
import { badToken, GraphFakeError } from './errors.ts';
import { ok, type RouteAnswer, type RouteContext } from './route.ts';
import { DEFAULT_SCOPES, LONG_LIVED_TOKEN_SECONDS, type FakeGraphAccount } from './types.ts';

/** The older shape that Instagram's `/oauth/access_token` answers errors with (not Graph's `{error:{…}}`). */
const oauthError = (message: string): RouteAnswer => ({ status: 400, body: { error_type: 'OAuthException', code: 400, error_message: message } });

/** How the consent screen picks the account that logs in. */
export interface ConsentChoice {
  /** The account `authorizeAs` named (default: the first). */
  account: () => string;
  /** True once `authorizeAs` was called: the screen answers at once with that account, as a test expects. */
  pinned: () => boolean;
  /** Show a page to pick an account (demo, browser tests) instead of answering at once. */
  interactive: boolean;
}

/**
 * Instagram Login: `GET /oauth/authorize` (the consent screen), `POST /oauth/access_token` (code → short-lived
 * token), `GET /access_token` (short → long-lived) and `GET /refresh_access_token` (long-lived → a new long-lived
 * one). Returns undefined for other paths.
 *
 * The consent screen answers at once with a redirect carrying `code` and `state` (as the account `authorizeAs` named)
 * unless the fake is `interactiveConsent`; then it shows a page with one button per account and a Cancel
 * (`error=access_denied`), except when `authorizeAs` was called or the URL has `auto=1`. A `code_challenge` (S256)
 * is remembered with the code, and the exchange must then bring the matching `code_verifier`.
 */
export function routeOAuth(context: RouteContext, consent: ConsentChoice): RouteAnswer | undefined {
  const { method, segments, params, state, options } = context;
  const path = segments.join('/');
  if (method === 'GET' && path === 'oauth/authorize') {
    if (params.client_id !== options.appId) return oauthError('Invalid platform app');
    if (!params.redirect_uri) return oauthError('Invalid redirect_uri');
    if (params.response_type !== 'code') return oauthError('Invalid response_type');
    if (params.code_challenge !== undefined && params.code_challenge_method !== 'S256') return oauthError('Invalid code_challenge_method');
    const target = new URL(params.redirect_uri);
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    if (params.deny === '1') {
      // What Instagram sends when the person presses Cancel on its consent screen.
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_reason', 'user_denied');
      target.searchParams.set('error_description', 'The user denied your request.');
      return { redirect: target.toString() };
    }
    const chosen = params.as ?? (!consent.interactive || consent.pinned() || params.auto === '1' ? consent.account() : undefined);
    if (chosen === undefined) return { status: 200, html: consentPage(params, state.accounts) };
    const scopes = (params.scope ?? DEFAULT_SCOPES.join(',')).split(/[,\s]+/).filter(Boolean);
    const code = randomBytes(24).toString('base64url');
    state.codes.set(code, {
      accountId: state.findAccount(chosen).id,
      scopes,
      redirectUri: params.redirect_uri,
      used: false,
      codeChallenge: params.code_challenge,
    });
    target.searchParams.set('code', code);
    return { redirect: target.toString() };
  }
  if (method === 'POST' && path === 'oauth/access_token') {
    if (params.client_id !== options.appId || params.client_secret !== options.appSecret) return oauthError('Invalid client_secret or client_id');
    if (params.grant_type !== 'authorization_code') return oauthError('Invalid grant_type');
    const grant = params.code ? state.codes.get(params.code) : undefined;
    if (!grant || grant.used) return oauthError('Invalid authorization code');
    if (grant.redirectUri !== params.redirect_uri) return oauthError('Error validating verification code. Please make sure your redirect_uri is identical.');
    if (grant.codeChallenge !== undefined && !verifierMatches(params.code_verifier, grant.codeChallenge)) return oauthError('Invalid code_verifier');
    grant.used = true;
    const token = state.issueToken(grant.accountId, grant.scopes, false);
    // Instagram sends user_id as a JSON number (the client must not rely on either type).
    return ok({ access_token: token.token, user_id: Number(grant.accountId), permissions: grant.scopes.join(',') });
  }
  if (method === 'GET' && path === 'access_token') {
    if (params.grant_type !== 'ig_exchange_token') throw new GraphFakeError(400, 100, 'Unsupported grant_type');
    if (params.client_secret !== options.appSecret) throw new GraphFakeError(400, 101, 'Error validating client secret.');
    const { token } = state.authenticate(params.access_token);
    if (token.longLived) throw new GraphFakeError(400, 100, 'The access token is already long-lived.');
    const long = state.issueToken(token.accountId, token.scopes, true);
    return ok({ access_token: long.token, token_type: 'bearer', expires_in: LONG_LIVED_TOKEN_SECONDS });
  }
  if (method === 'GET' && path === 'refresh_access_token') {
    if (params.grant_type !== 'ig_refresh_token') throw new GraphFakeError(400, 100, 'Unsupported grant_type');
    const { token } = state.authenticate(params.access_token);
    if (!token.longLived) throw badToken();
    if (state.now() - token.issuedAt < (options.minRefreshAgeMs ?? 86_400_000)) {
      throw new GraphFakeError(400, 100, 'A long-lived token can be refreshed once it is at least 24 hours old.');
    }
    const next = state.issueToken(token.accountId, token.scopes, true);
    return ok({ access_token: next.token, token_type: 'bearer', expires_in: LONG_LIVED_TOKEN_SECONDS });
  }
  return undefined;
}

/** RFC 7636 S256: base64url(sha256(verifier)) equals the challenge. */
function verifierMatches(verifier: string | undefined, challenge: string): boolean {
  return verifier !== undefined && createHash('sha256').update(verifier).digest('base64url') === challenge;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const ACCOUNT_TYPE_LABELS: Record<FakeGraphAccount['accountType'], string> = {
  BUSINESS: 'Business account',
  MEDIA_CREATOR: 'Creator account',
  PERSONAL: 'Personal account',
};

/**
 * The fake's consent screen: a form that sends the same query back with the chosen account (`as`) or `deny=1`.
 * Buttons carry test ids `fake-graph-account-<username>` and `fake-graph-cancel`.
 */
function consentPage(params: Record<string, string>, accounts: readonly FakeGraphAccount[]): string {
  const hidden = Object.entries(params)
    .filter(([key]) => !['as', 'deny', 'auto'].includes(key))
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const buttons = accounts
    .map(
      (account) =>
        `<button type="submit" name="as" value="${escapeHtml(account.id)}" data-testid="fake-graph-account-${escapeHtml(account.username)}">` +
        `Continue as @${escapeHtml(account.username)} <small>(${ACCOUNT_TYPE_LABELS[account.accountType]})</small></button>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fake Instagram: allow Reelcraft</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;cursor:pointer}small{color:#555}</style>
</head><body>
<h1>Fake Instagram</h1>
<p>This is the demo's stand-in for Instagram's consent screen: nothing is posted to the real Instagram. Pick the account to connect.</p>
<form method="get" action="/oauth/authorize">${hidden}${buttons}
<button type="submit" name="deny" value="1" data-testid="fake-graph-cancel">Cancel</button>
</form>
</body></html>`;
}
