import { createRoute } from '@hono/zod-openapi';
import {
  AppError,
  accessTokenSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  confirmEmailRequestSchema,
  emailLoginRequestSchema,
  emailLoginResponseSchema,
  loginFormSchema,
  loginResponseSchema,
  logoutAllResponseSchema,
  magicLinkRequestSchema,
  magicLoginRequestSchema,
  okSchema,
  REFRESH_TOKEN_TRANSPORT_HEADER,
  refreshTokenRequestSchema,
  SESSION_CSRF_HEADER,
  resendPasswordRequestSchema,
  setPasswordRequestSchema,
  signUpRequestSchema,
  userSchema,
} from '@reelcraft/contract';
import {
  type Core,
  authenticateSession,
  confirmEmailChange,
  emailLogin,
  endAllSessions,
  endSession,
  logIn,
  magicLogin,
  refreshSession,
  requestEmailChange,
  requestMagicLink,
  requestPasswordReset,
  resetPassword,
  sendAnalysisLink,
  signUp,
  toUserDto,
} from '@reelcraft/core';
import { clientIp } from '../../client-ip.ts';
import { bearerToken, currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';
import { assertSameSiteRequest, clearRefreshCookie, refreshCookie, sessionClient, sessionResponse } from './session-cookie.ts';

const tags = ['Auth'];

const SIGN_IN_NOTE =
  `Starts a session: a short-lived access token in the body and a single-use refresh token, as an HttpOnly cookie ` +
  `for browsers or, with the request header \`${REFRESH_TOKEN_TRANSPORT_HEADER}: body\`, as \`refresh_token\` in the body.`;

/** /users/web/*: sign-up, log-in (password, e-mail-only, one-time link), password reset, e-mail change, sessions. */
export function usersRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web',
      tags,
      summary: 'Sign up with e-mail, password and language',
      description: SIGN_IN_NOTE,
      request: { body: jsonBody(signUpRequestSchema) },
      responses: { 201: jsonResponse(accessTokenSchema, 'Account created; signed in'), ...errorResponses(400, 409) },
    }),
    async (c) => {
      const tokens = await signUp(core, c.req.valid('json'), sessionClient(c, core));
      return c.json(sessionResponse(c, tokens), 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/login',
      tags,
      summary: 'Log in with a form-encoded username (the e-mail) and password',
      description: SIGN_IN_NOTE,
      request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: loginFormSchema } } } },
      responses: { 200: jsonResponse(loginResponseSchema, 'Signed in'), ...errorResponses(400, 401, 429) },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const tokens = await logIn(core, {
        email: form.username,
        password: form.password,
        ip: clientIp(c, core.config.TRUST_PROXY),
        userAgent: c.req.header('user-agent'),
      });
      return c.json(sessionResponse(c, tokens), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/email-login',
      tags,
      summary: 'E-mail-only entry for the quiz funnels',
      description:
        'A new e-mail: the account is created without a password and `{status:"created", access_token}` is returned; a ' +
        'welcome e-mail with a one-time sign-in link (24 hours) goes to the address, so the account can be opened elsewhere. ' +
        'An e-mail that already has an account: no token is returned (whoever typed it may not own it); a one-time sign-in ' +
        'link valid for 1 hour is e-mailed instead and `{status:"link_sent"}` is returned. The link opens `/login?magic=…`, ' +
        'which exchanges it at `POST /users/web/magic-login`.',
      request: { body: jsonBody(emailLoginRequestSchema) },
      responses: { 200: jsonResponse(emailLoginResponseSchema, 'Created and signed in, or link sent'), ...errorResponses(400) },
    }),
    async (c) => {
      const result = await emailLogin(core, c.req.valid('json'), sessionClient(c, core));
      if (result.status === 'created') {
        return c.json({ status: 'created' as const, ...sessionResponse(c, result), token: { access_token: result.accessToken } }, 200);
      }
      return c.json({ status: 'link_sent' as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/magic-login',
      tags,
      summary: 'Exchange a one-time sign-in link for an access token',
      description: SIGN_IN_NOTE,
      request: { body: jsonBody(magicLoginRequestSchema) },
      responses: { 200: jsonResponse(accessTokenSchema, 'Signed in'), ...errorResponses(400) },
    }),
    async (c) => {
      const tokens = await magicLogin(core, c.req.valid('json').token, sessionClient(c, core));
      return c.json(sessionResponse(c, tokens), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/magic-link',
      tags,
      summary: 'E-mail a one-time sign-in link',
      description:
        'For accounts without a password (the quiz funnels make them) and anyone who prefers a link. Always answers ' +
        '`{ok:true}`, whether or not the e-mail has an account. The link opens `/login?magic=…`, works once and expires in 1 hour.',
      request: { body: jsonBody(magicLinkRequestSchema) },
      responses: { 200: jsonResponse(okSchema, 'Accepted'), ...errorResponses(400, 429) },
    }),
    async (c) => {
      await requestMagicLink(core, c.req.valid('json').email);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/resend-password',
      tags,
      summary: 'E-mail a password reset link',
      description: 'Always answers `{ok:true}`, whether or not the e-mail has an account. The link is single-use and expires in 1 hour.',
      request: { body: jsonBody(resendPasswordRequestSchema) },
      responses: { 200: jsonResponse(okSchema, 'Accepted'), ...errorResponses(400) },
    }),
    async (c) => {
      await requestPasswordReset(core, c.req.valid('json').email);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/password',
      tags,
      summary: 'Set a new password with the token from a reset link',
      description: `Every existing session of the account ends. ${SIGN_IN_NOTE}`,
      request: { body: jsonBody(setPasswordRequestSchema) },
      responses: { 200: jsonResponse(accessTokenSchema, 'Password set; signed in; older sessions end'), ...errorResponses(400) },
    }),
    async (c) => {
      const tokens = await resetPassword(core, c.req.valid('json'), sessionClient(c, core));
      return c.json(sessionResponse(c, tokens), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/session/refresh',
      tags,
      summary: 'Exchange the refresh token for a new access token and a new refresh token',
      description:
        'Browsers: no body; the refresh cookie is used and replaced, and the request must carry the header ' +
        `\`${SESSION_CSRF_HEADER}: 1\` (and, if sent, an Origin of this site). API clients: \`{"refresh_token": "…"}\` ` +
        'in the body; the new refresh token comes back in the body. A refresh token works once: presenting one that was ' +
        'already exchanged ends the whole session (someone else holds a copy).',
      request: { body: { ...jsonBody(refreshTokenRequestSchema), required: false } },
      responses: { 200: jsonResponse(loginResponseSchema, 'New tokens'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const body = (c.req.valid('json') as { refresh_token?: string } | undefined) ?? {};
      if (body.refresh_token) return c.json(sessionResponse(c, await refreshSession(core, body.refresh_token), true), 200);
      assertSameSiteRequest(c, core);
      const cookie = refreshCookie(c);
      if (!cookie) throw new AppError('UNAUTHENTICATED');
      try {
        return c.json(sessionResponse(c, await refreshSession(core, cookie), false), 200);
      } catch (error) {
        clearRefreshCookie(c); // a dead token is never worth sending again
        throw error;
      }
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/session/logout',
      tags,
      summary: 'Log out: end this session',
      description:
        'Ends the session named by the bearer token, the refresh token in the body, or the refresh cookie (the cookie ' +
        `needs the header \`${SESSION_CSRF_HEADER}: 1\`), and clears the cookie. Always answers \`{ok:true}\`.`,
      security: bearerSecurity,
      request: { body: { ...jsonBody(refreshTokenRequestSchema), required: false } },
      responses: { 200: jsonResponse(okSchema, 'Logged out'), ...errorResponses(400, 403) },
    }),
    async (c) => {
      const body = (c.req.valid('json') as { refresh_token?: string } | undefined) ?? {};
      const cookie = refreshCookie(c);
      if (cookie) assertSameSiteRequest(c, core);
      let sessionId: string | undefined;
      const bearer = bearerToken(c.req.header('authorization'));
      if (bearer) {
        try {
          const session = await authenticateSession(core, bearer);
          sessionId = session.sessionId;
          // An admin viewing as the user (issue 13): the refresh cookie in this browser is the admin's own session,
          // so only the impersonating session ends and the cookie stays.
          if (session.impersonatorUserId) {
            await endSession(core, { sessionId });
            return c.json({ ok: true as const }, 200);
          }
        } catch (error) {
          // An expired or already ended access token: the refresh token (if any) still names the session.
          if (!(error instanceof AppError && (error.code === 'TOKEN_INVALID' || error.code === 'TOKEN_EXPIRED'))) throw error;
        }
      }
      await endSession(core, { sessionId, refreshToken: body.refresh_token ?? cookie });
      clearRefreshCookie(c);
      return c.json({ ok: true as const }, 200);
    },
  );

  router.use('/users/web/session/logout-all', requireUser(core), refuseImpersonation());
  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/session/logout-all',
      tags,
      summary: 'Log out everywhere: end every session of the account',
      description: 'Every access and refresh token of the account stops working, this one included.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(logoutAllResponseSchema, 'All sessions ended'), ...errorResponses(401) },
    }),
    async (c) => {
      const ended = await endAllSessions(core, currentUser(c).id, 'logout_all');
      clearRefreshCookie(c);
      return c.json({ ok: true as const, sessions_ended: ended }, 200);
    },
  );

  router.use('/users/web/email', requireUser(core), refuseImpersonation());
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/users/web/email',
      tags,
      summary: 'Change e-mail: a confirmation link goes to the new address',
      description:
        'The account keeps its current e-mail until the link (24 h) is opened; the old address gets a notice. An address that already has an account gets the same answer but no link, so this cannot reveal who has an account.',
      security: bearerSecurity,
      request: { body: jsonBody(changeEmailRequestSchema) },
      responses: { 200: jsonResponse(changeEmailResponseSchema, 'Confirmation sent'), ...errorResponses(400, 401, 429) },
    }),
    async (c) => {
      const { pendingEmail } = await requestEmailChange(core, currentUser(c), c.req.valid('json').email);
      return c.json({ pending_email: pendingEmail }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/email/confirm',
      tags,
      summary: 'Confirm an e-mail change with the token from the link',
      request: { body: jsonBody(confirmEmailRequestSchema) },
      responses: { 200: jsonResponse(userSchema, 'E-mail changed'), ...errorResponses(400, 409) },
    }),
    async (c) => {
      const user = await confirmEmailChange(core, c.req.valid('json').token);
      return c.json(toUserDto(user), 200);
    },
  );

  router.use('/users/web/send-analysis', requireUser(core));
  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/send-analysis',
      tags,
      summary: 'E-mail the user a link to their latest Instagram analysis',
      security: bearerSecurity,
      responses: { 200: jsonResponse(okSchema, 'Sent'), ...errorResponses(401, 404) },
    }),
    async (c) => {
      await sendAnalysisLink(core, currentUser(c));
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
