import { createRoute } from '@hono/zod-openapi';
import { adminFunnelReportQuerySchema, adminFunnelReportSchema, adminRevenueQuerySchema, adminRevenueReportSchema } from '@reelcraft/contract';
import { type Core, funnelReport, revenueReport } from '@reelcraft/core';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../../router.ts';

const tags = ['Admin'];

/**
 * The console's reports (issue 13): the onboarding funnel step by step, and revenue. Read-only (nothing audited);
 * mounted by admin.routes.ts behind requireUser → refuseImpersonation → requireAdmin.
 */
export function adminReportsRoutes(core: Core) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/funnel',
      tags,
      summary: "A funnel's steps in order: visitors, answers and drop-off, by language and by paywall",
      security: bearerSecurity,
      request: { query: adminFunnelReportQuerySchema },
      responses: { 200: jsonResponse(adminFunnelReportSchema, 'The funnel report'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await funnelReport(core, c.req.valid('query')), 200),
  );

  router.openapi(
    createRoute({
      method: 'get',
      path: '/admin/reports/revenue',
      tags,
      summary: 'New subscriptions, trials, churn, MRR, revenue and refunds, per week',
      security: bearerSecurity,
      request: { query: adminRevenueQuerySchema },
      responses: { 200: jsonResponse(adminRevenueReportSchema, 'The revenue report'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => c.json(await revenueReport(core, c.req.valid('query')), 200),
  );

  return router;
}
