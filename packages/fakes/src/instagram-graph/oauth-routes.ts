import { randomBytes } from 'node:crypto';
import { badToken, GraphFakeError } from './errors.ts';
import { ok, type RouteAnswer, type RouteContext } from './route.ts';
import { DEFAULT_SCOPES, LONG_LIVED_TOKEN_SECONDS } from './types.ts';

/** The older shape that Instagram's `/oauth/access_token` answers errors with (not Graph's `{error:{…}}`). */
const oauthError = (message: string): RouteAnswer => ({ status: 400, body: { error_type: 'OAuthException', code: 400, error_message: message } });

/**
 * Instagram Login: `GET /oauth/authorize` (the consent screen, answered at once with a redirect carrying `code` and
 * `state`), `POST /oauth/access_token` (code → short-lived token), `GET /access_token` (short → long-lived) and
 * `GET /refresh_access_token` (long-lived → a new long-lived one). Returns undefined for other paths.
 */
export function routeOAuth(context: RouteContext, authorizeAs: () => string): RouteAnswer | undefined {
  const { method, segments, params, state, options } = context;
  const path = segments.join('/');
  if (method === 'GET' && path === 'oauth/authorize') {
    if (params.client_id !== options.appId) return oauthError('Invalid platform app');
    if (!params.redirect_uri) return oauthError('Invalid redirect_uri');
    if (params.response_type !== 'code') return oauthError('Invalid response_type');
    const scopes = (params.scope ?? DEFAULT_SCOPES.join(',')).split(/[,\s]+/).filter(Boolean);
    const code = randomBytes(24).toString('base64url');
    state.codes.set(code, { accountId: state.findAccount(authorizeAs()).id, scopes, redirectUri: params.redirect_uri, used: false });
    const target = new URL(params.redirect_uri);
    target.searchParams.set('code', code);
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    return { redirect: target.toString() };
  }
  if (method === 'POST' && path === 'oauth/access_token') {
    if (params.client_id !== options.appId || params.client_secret !== options.appSecret) return oauthError('Invalid client_secret or client_id');
    if (params.grant_type !== 'authorization_code') return oauthError('Invalid grant_type');
    const grant = params.code ? state.codes.get(params.code) : undefined;
    if (!grant || grant.used) return oauthError('Invalid authorization code');
    if (grant.redirectUri !== params.redirect_uri) return oauthError('Error validating verification code. Please make sure your redirect_uri is identical.');
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
