import { type Core, promoteConfiguredAdmins, watchAdminRequests } from '@reelcraft/core';

/**
 * Once per process that serves HTTP (issue 13): accounts named by ADMIN_EMAILS become admins, and — when this process
 * holds the embedded database — `npm run admin:create` run meanwhile hands its request over through
 * DATA_DIR/admin-requests (PGlite admits one process). Returns what to stop at shutdown.
 */
export async function startAdmins(core: Core): Promise<() => void> {
  await promoteConfiguredAdmins(core);
  return watchAdminRequests(core);
}
