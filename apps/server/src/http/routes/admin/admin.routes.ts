import type { Core } from '@reelcraft/core';
import { refuseImpersonation, requireUser } from '../../middleware/auth.ts';
import { limitAdminMutations, requireAdmin } from '../../middleware/require-admin.ts';
import { createRouter } from '../../router.ts';
import { adminBusinessRoutes } from './admin-business.routes.ts';
import { adminClaimsRoutes } from './admin-claims.routes.ts';
import { adminPublishingRoutes } from './admin-publishing.routes.ts';
import { adminImpersonationRoutes } from './admin-impersonation.routes.ts';
import { adminReportsRoutes } from './admin-reports.routes.ts';
import { adminUsersRoutes } from './admin-users.routes.ts';

/**
 * Everything under /api/admin (issue 13). One gate for all of it, unknown paths included: anonymous → 401,
 * an impersonating session → 403 IMPERSONATION_FORBIDDEN, a signed-in non-admin → 403 ADMIN_ONLY; then changing
 * requests spend the admin's own budget (120 a minute). Sub-routers add routes only, never their own gate.
 */
export function adminRoutes(core: Core) {
  const router = createRouter();
  router.use('/admin/*', requireUser(core), refuseImpersonation(), requireAdmin(), limitAdminMutations(core));
  router.route('/', adminUsersRoutes(core));
  router.route('/', adminImpersonationRoutes(core));
  router.route('/', adminReportsRoutes(core));
  // Promo and gift codes, referral rewards, jobs, cancel surveys, settings:
  router.route('/', adminBusinessRoutes(core));
  // Money-back claims (issue 31):
  router.route('/', adminClaimsRoutes(core));
  // Publishing accounts and failed posts (issue 35):
  router.route('/', adminPublishingRoutes(core));
  return router;
}
