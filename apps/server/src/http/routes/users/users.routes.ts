import { createRoute } from '@hono/zod-openapi';
import {
  accessTokenSchema,
  changeEmailRequestSchema,
  changeEmailResponseSchema,
  confirmEmailRequestSchema,
  emailLoginRequestSchema,
  emailLoginResponseSchema,
  loginFormSchema,
  loginResponseSchema,
  magicLoginRequestSchema,
  okSchema,
  resendPasswordRequestSchema,
  setPasswordRequestSchema,
  signUpRequestSchema,
  userSchema,
} from '@reelcraft/contract';
import {
  type Core,
  confirmEmailChange,
  emailLogin,
  logIn,
  magicLogin,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  sendAnalysisLink,
  signUp,
  toUserDto,
} from '@reelcraft/core';
import { clientIp } from '../../client-ip.ts';
import { currentUser, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Auth'];

/** /users/web/*: sign-up, log-in (password, e-mail-only, one-time link), password reset, e-mail change. */
export function usersRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web',
      tags,
      summary: 'Sign up with e-mail, password and language',
      request: { body: jsonBody(signUpRequestSchema) },
      responses: { 201: jsonResponse(accessTokenSchema, 'Account created; signed in'), ...errorResponses(400, 409) },
    }),
    async (c) => {
      const { accessToken } = await signUp(core, c.req.valid('json'));
      return c.json({ access_token: accessToken }, 201);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/login',
      tags,
      summary: 'Log in with a form-encoded username (the e-mail) and password',
      request: { body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: loginFormSchema } } } },
      responses: { 200: jsonResponse(loginResponseSchema, 'Signed in'), ...errorResponses(400, 401, 429) },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const { accessToken } = await logIn(core, { email: form.username, password: form.password, ip: clientIp(c, core.config.TRUST_PROXY) });
      return c.json({ access_token: accessToken, token_type: 'bearer' as const }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/users/web/email-login',
      tags,
      summary: 'E-mail-only entry for the quiz funnels',
      description:
        'A new e-mail: the account is created without a password and `{status:"created", access_token}` is returned. ' +
        'An e-mail that already has an account: no token is returned (whoever typed it may not own it); a one-time sign-in ' +
        'link valid for 1 hour is e-mailed instead and `{status:"link_sent"}` is returned. The link opens `/login?magic=…`, ' +
        'which exchanges it at `POST /users/web/magic-login`.',
      request: { body: jsonBody(emailLoginRequestSchema) },
      responses: { 200: jsonResponse(emailLoginResponseSchema, 'Created and signed in, or link sent'), ...errorResponses(400) },
    }),
    async (c) => {
      const result = await emailLogin(core, c.req.valid('json'));
      if (result.status === 'created') {
        return c.json({ status: 'created' as const, access_token: result.accessToken, token: { access_token: result.accessToken } }, 200);
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
      request: { body: jsonBody(magicLoginRequestSchema) },
      responses: { 200: jsonResponse(accessTokenSchema, 'Signed in'), ...errorResponses(400) },
    }),
    async (c) => {
      const { accessToken } = await magicLogin(core, c.req.valid('json').token);
      return c.json({ access_token: accessToken }, 200);
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
      request: { body: jsonBody(setPasswordRequestSchema) },
      responses: { 200: jsonResponse(accessTokenSchema, 'Password set; signed in; older sessions end'), ...errorResponses(400) },
    }),
    async (c) => {
      const { accessToken } = await resetPassword(core, c.req.valid('json'));
      return c.json({ access_token: accessToken }, 200);
    },
  );

  router.use('/users/web/email', requireUser(core));
  router.openapi(
    createRoute({
      method: 'patch',
      path: '/users/web/email',
      tags,
      summary: 'Change e-mail: a confirmation link goes to the new address',
      description: 'The account keeps its current e-mail until the link (24 h) is opened; the old address gets a notice.',
      security: bearerSecurity,
      request: { body: jsonBody(changeEmailRequestSchema) },
      responses: { 200: jsonResponse(changeEmailResponseSchema, 'Confirmation sent'), ...errorResponses(400, 401, 409) },
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
