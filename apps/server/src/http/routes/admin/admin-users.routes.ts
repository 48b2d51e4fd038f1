import { createRoute, z } from '@hono/zod-openapi';
import {
  adminAuditListSchema,
  adminAuditQuerySchema,
  adminDeleteRequestSchema,
  adminGrantRequestSchema,
  adminOverviewSchema,
  adminPaymentSchema,
  adminRefundRequestSchema,
  adminRevokedSchema,
  adminSubscriptionSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
} from '@reelcraft/contract';
import {
  type AdminActor,
  adminDeleteUser,
  adminGrantWeeks,
  adminOverview,
  adminRefundPayment,
  adminRevokeSessions,
  type Core,
  listAudit,
  searchUsers,
  userDetail,
} from '@reelcraft/core';
import type { Context } from 'hono';
import { clientIp } from '../../client-ip.ts';
import type { AppEnv } from '../../env.ts';
import { currentUser } from '../../middleware/auth.ts';
import { bearerSecurity, createRouter, errorResponses, jsonBody, jsonResponse } from '../../router.ts';

const tags = ['Admin'];
const idParams = z.object({ id: z.string().max(64) });

/** The acting admin and where the request came from, for the audit log (same client IP as the rate limits). */
export function adminActor(c: Context<AppEnv>, core: Core): AdminActor {
  return { admin: currentUser(c), ip: clientIp(c, core.config.TRUST_PROXY), userAgent: c.req.header('user-agent') ?? null };
}

/**
 * The console's users: overview, search, one user's page, and what an admin may do to an account (grant weeks,
 * refund a payment, sign out everywhere, delete). Mounted by admin.routes.ts behind requireUser → refuseImpersonation
 * → requireAdmin; every change writes one audit row.
 */
export function adminUsersRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/overview',
      tags,
      summary: 'Headline numbers: users, subscriptions, MRR, failed jobs, generations',
      security: bearerSecurity,
      responses: { 200: jsonResponse(adminOverviewSchema, 'The overview'), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await adminOverview(core), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/users',
      tags,
      summary: 'Find users by part of the e-mail, exact id or Instagram username (25 a page, newest first)',
      security: bearerSecurity,
      request: { query: adminUserListQuerySchema },
      responses: { 200: jsonResponse(adminUserListSchema, 'One page of users'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await searchUsers(core, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/users/{id}',
      tags,
      summary: "One user: account, subscriptions, payments, generations, analyses, e-mails, sessions, admins' actions",
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminUserDetailSchema, 'The user'), ...errorResponses(401, 403, 404) },
    }),
    async (c) => c.json(await userDetail(core, c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/grant',
      tags,
      summary: 'Grant or extend premium by N weeks (audited subscription.grant)',
      description:
        'A running gateway subscription has its next charge pushed back; otherwise a non-renewing grant is created or extended. ' +
        'A checkout half-way → 409 ALREADY_SUBSCRIBED.',
      security: bearerSecurity,
      request: { params: idParams, body: jsonBody(adminGrantRequestSchema) },
      responses: { 200: jsonResponse(adminSubscriptionSchema, 'The subscription that gives the access'), ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await adminGrantWeeks(core, adminActor(c, core), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/users/{id}/sessions/revoke',
      tags,
      summary: 'Sign the user out everywhere (audited sessions.revoke)',
      security: bearerSecurity,
      request: { params: idParams },
      responses: { 200: jsonResponse(adminRevokedSchema, 'How many sessions ended'), ...errorResponses(401, 403, 404, 429) },
    }),
    async (c) => c.json(await adminRevokeSessions(core, adminActor(c, core), c.req.valid('param').id), 200),
  );

  router.openapi(
    createRoute({
      method: 'delete',
      path: '/admin/users/{id}',
      tags,
      summary: "Delete the account and its files (audited user.delete); the account's e-mail must be typed again",
      description: "A wrong confirm_email → 400 VALIDATION_FAILED; one's own account → 409 ADMIN_SELF_ACTION; another admin → 409 ADMIN_TARGET_IS_ADMIN.",
      security: bearerSecurity,
      request: { params: idParams, body: jsonBody(adminDeleteRequestSchema) },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (c) => {
      await adminDeleteUser(core, adminActor(c, core), c.req.valid('param').id, c.req.valid('json'));
      return c.body(null, 204);
    },
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/admin/payments/{id}/refund',
      tags,
      summary: 'Refund a payment in full through its gateway (audited payment.refund)',
      description:
        '`end_subscription` (required) says whether the subscription the payment paid for also ends now at the gateway (no ' +
        'further charge) or keeps renewing. Marks the payment refunded with its refund date and refund document number ' +
        '(RF-<year>-<6 digits>), voids a referral reward still waiting on it, and e-mails the customer in their language. ' +
        'A payment that did not succeed, is refunded already, or belongs to a gateway other than the configured one, or a ' +
        'gateway that refuses → 409 REFUND_NOT_POSSIBLE.',
      security: bearerSecurity,
      request: { params: idParams, body: jsonBody(adminRefundRequestSchema) },
      responses: { 200: jsonResponse(adminPaymentSchema, 'The payment, refunded'), ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (c) => c.json(await adminRefundPayment(core, adminActor(c, core), c.req.valid('param').id, c.req.valid('json')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/audit',
      tags,
      summary: "Admins' actions, newest first (25 a page), optionally about one user",
      security: bearerSecurity,
      request: { query: adminAuditQuerySchema },
      responses: { 200: jsonResponse(adminAuditListSchema, 'One page of the audit log'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await listAudit(core, c.req.valid('query')), 200),
  );

  return router;
}
