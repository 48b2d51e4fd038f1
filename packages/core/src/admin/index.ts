export { listAudit, recordAdminAction, toAuditEntry, type AuditActor, type AuditInput } from './audit.ts';
export {
  applyAdminAtSignUp,
  configuredAdminEmails,
  describeAdminChange,
  isPlausibleEmail,
  makeAdmin,
  promoteConfiguredAdmins,
  removeAdmin,
  type AdminChangeOutcome,
} from './admins.ts';
export {
  ADMIN_REQUEST_WAIT_MS,
  AdminRequestTimeoutError,
  adminRequestsDir,
  processAdminRequestFile,
  processPendingAdminRequests,
  requestAdminChange,
  startAdminRequestWatcher,
  watchAdminRequests,
  type AdminRequestAnswer,
} from './admin-requests.ts';
export { findUserForAdmin, isRefundable, searchUsers, toAdminPayment, toAdminSubscription, userDetail } from './users.ts';
export { adminDeleteUser, adminGrantWeeks, adminRefundPayment, adminRevokeSessions, type AdminActor } from './actions.ts';
export { adminOverview } from './overview.ts';
