import { createRoute } from '@hono/zod-openapi';
import { deleteUserRequestSchema, okSchema, updateUserRequestSchema, userSchema } from '@reelcraft/contract';
import { authenticateSession, type Core, deleteAccount, impersonationInfo, toUserDto, updateProfile } from '@reelcraft/core';
import { bearerToken, currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['User'];

/** /user: the signed-in account and its settings. */
export function userRoutes(core: Core) {
  const router = createRouter();
  router.use('/user', requireUser(core));
  // Issue 13: an admin viewing as the user cannot delete the account.
  router.on('DELETE', '/user', refuseImpersonation());

  router.openapi(
    createRoute({
      method: 'get',
      path: '/user',
      tags,
      summary: 'The signed-in user',
      security: bearerSecurity,
      responses: { 200: jsonResponse(userSchema, 'The user'), ...errorResponses(401) },
    }),
    async (c) => {
      const user = toUserDto(currentUser(c));
      if (!c.get('impersonatorUserId')) return c.json(user, 200);
      // An admin viewing as the user (issue 13): who, and when the view ends (the banner shows both).
      const { sessionId } = await authenticateSession(core, bearerToken(c.req.header('authorization')) ?? '');
      return c.json({ ...user, impersonation: await impersonationInfo(core, sessionId) }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'patch',
      path: '/user',
      tags,
      summary: 'Update language and profile settings',
      security: bearerSecurity,
      request: { body: jsonBody(updateUserRequestSchema) },
      responses: { 200: jsonResponse(userSchema, 'The updated user'), ...errorResponses(400, 401) },
    }),
    async (c) => {
      const updated = await updateProfile(core, currentUser(c), c.req.valid('json'));
      return c.json(toUserDto(updated), 200);
    },
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/user',
      tags,
      summary: 'Delete the account and all its data',
      description: 'Accounts with a password must send it in the body.',
      security: bearerSecurity,
      request: { body: { ...jsonBody(deleteUserRequestSchema), required: false } },
      responses: { 200: jsonResponse(okSchema, 'Deleted'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const body = c.req.valid('json') as { password?: string } | undefined;
      await deleteAccount(core, currentUser(c), body?.password);
      return c.json({ ok: true as const }, 200);
    },
  );

  return router;
}
