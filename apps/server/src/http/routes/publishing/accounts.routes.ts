import { createRoute, z } from '@hono/zod-openapi';
import {
  connectCallbackQuerySchema,
  connectCallbackResponseSchema,
  connectStartResponseSchema,
  disconnectPublishingAccountResponseSchema,
  publishingAccountsResponseSchema,
} from '@reelcraft/contract';
import {
  type Core,
  disconnectPublishingAccount,
  enforceUserRateLimit,
  finishPublishingConnect,
  listPublishingAccountsFor,
  type RateLimitPolicyName,
  rateLimitPolicies,
  startPublishingConnect,
} from '@reelcraft/core';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env.ts';
import { currentUser, refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const idParam = z.object({ id: z.string().meta({ param: { name: 'id', in: 'path' } }) });

/**
 * /publishing/accounts: Instagram accounts connected for publishing (issue 35, decision 0049). Everything needs a
 * signed-in user; connecting and disconnecting are refused while an admin views the product as the user, and each is
 * rate-limited per user.
 */
export function publishingAccountsRoutes(core: Core) {
  const router = createRouter();
  const policies = rateLimitPolicies(core.config);
  const perUser = (name: RateLimitPolicyName) =>
    createMiddleware<AppEnv>(async (c, next) => {
      await enforceUserRateLimit(core, policies[name], currentUser(c).id);
      await next();
    });
  router.use('/publishing/accounts', requireUser(core));
  router.use('/publishing/accounts/*', requireUser(core));
  for (const method of ['POST', 'DELETE'] as const) router.on(method, ['/publishing/accounts', '/publishing/accounts/*'], refuseImpersonation());
  router.on('POST', '/publishing/accounts/connect', perUser('publishingConnect'));
  router.on('POST', '/publishing/accounts/callback', perUser('publishingCallback'));
  router.on('DELETE', '/publishing/accounts/:id', perUser('publishingDisconnect'));

  router.openapi(
    createRoute({
      method: 'get',
      path: '/publishing/accounts',
      tags: ['Publishing'],
      summary: 'Connected Instagram accounts, and whether publishing is configured',
      description:
        '`configured` false: the operator has not set INSTAGRAM_PUBLISHING_APP_ID/SECRET. `demo` true: the loopback fake Graph API, nothing ' +
        'reaches the real Instagram. Accounts show the token expiry and the remaining posts of the rolling 24 h, never a token.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(publishingAccountsResponseSchema, 'The accounts'), ...errorResponses(401) },
    }),
    async (c) => c.json(await listPublishingAccountsFor(core, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/publishing/accounts/connect',
      tags: ['Publishing'],
      summary: 'Start connecting an Instagram professional account (OAuth)',
      description:
        "Returns Instagram's consent URL with a single-use `state` bound to this user for 10 minutes. Instagram then sends the browser to " +
        '`/app/publishing/callback`, whose page posts `code` and `state` to `POST /publishing/accounts/callback` with the session. ' +
        '503 PUBLISHING_NOT_CONFIGURED when the operator has not configured publishing. 10 per hour per user.',
      security: bearerSecurity,
      responses: { 200: jsonResponse(connectStartResponseSchema, 'Where to send the browser'), ...errorResponses(401, 403, 429, 503) },
    }),
    async (c) => c.json(await startPublishingConnect(core, currentUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/publishing/accounts/callback',
      tags: ['Publishing'],
      summary: "Finish connecting: the OAuth redirect's query, posted with the session",
      description:
        '`outcome`: connected (with the account), declined (consent refused), personal_account (only Business and Creator accounts can ' +
        'publish; nothing is stored), expired (the state is unknown, used, older than 10 minutes or was started by another user), failed ' +
        '(Instagram did not answer as expected). Always 200 with an outcome once signed in. 20 per hour per user.',
      security: bearerSecurity,
      request: { body: jsonBody(connectCallbackQuerySchema) },
      responses: { 200: jsonResponse(connectCallbackResponseSchema, 'What came of it'), ...errorResponses(400, 401, 403, 429, 503) },
    }),
    async (c) => c.json(await finishPublishingConnect(core, currentUser(c).id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/publishing/accounts/{id}',
      tags: ['Publishing'],
      summary: 'Disconnect an account: revoke and delete its token',
      description:
        'The token is revoked at Instagram and deleted; posts still scheduled on the account fail with `reconnect_needed`; published posts ' +
        'stay in the history. `revoked` false: Instagram could not be told, so the creator should also remove Reelcraft in Instagram → ' +
        "Settings → Apps and websites. Another user's account → 404. 20 per hour per user.",
      security: bearerSecurity,
      request: { params: idParam },
      responses: { 200: jsonResponse(disconnectPublishingAccountResponseSchema, 'Disconnected'), ...errorResponses(401, 403, 404, 429) },
    }),
    async (c) => c.json(await disconnectPublishingAccount(core, currentUser(c).id, c.req.valid('param').id), 200),
  );

  return router;
}
