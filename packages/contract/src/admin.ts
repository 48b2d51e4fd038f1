/**
 * HTTP shapes of the admin console (issue 13). Every route below needs a bearer token of a user whose role is
 * `admin`, in a session that is not an impersonation: anonymous → 401 UNAUTHENTICATED, a signed-in non-admin →
 * 403 ADMIN_ONLY, an impersonating session → 403 IMPERSONATION_FORBIDDEN. Every action that changes something writes
 * one `admin_audit_log` row (who, what, whom, when, from where). Lists are newest first.
 *
 *   GET    /api/admin/overview                                   → AdminOverview
 *   GET    /api/admin/users?q=&page=                             → AdminUserList    (q: e-mail part, user id, Instagram name)
 *   GET    /api/admin/users/{id}                                 → AdminUserDetail
 *   POST   /api/admin/users/{id}/grant        AdminGrantRequest  → AdminSubscription   (audited 'subscription.grant')
 *   POST   /api/admin/users/{id}/sessions/revoke                 → AdminRevoked        (audited 'sessions.revoke')
 *   DELETE /api/admin/users/{id}              AdminDeleteRequest → 204                 (audited 'user.delete')
 *   POST   /api/admin/payments/{id}/refund    AdminRefundRequest → AdminPayment        (audited 'payment.refund')
 *   POST   /api/admin/users/{id}/impersonation                   → AdminImpersonationLink (audited 'impersonation.link')
 *   GET    /api/admin/promo-codes                                → AdminPromoCodeList
 *   POST   /api/admin/promo-codes             AdminPromoCodeCreate → AdminPromoCode    (audited 'promo.create')
 *   GET    /api/admin/promo-codes/{id}                           → AdminPromoCodeDetail (with its redemptions)
 *   PATCH  /api/admin/promo-codes/{id}        {active}           → AdminPromoCode      (audited 'promo.disable' / 'promo.enable')
 *   GET    /api/admin/gift-codes                                 → AdminGiftCodeList
 *   POST   /api/admin/gift-codes              AdminGiftCodeCreate → AdminGiftCodeCreated (the code once; audited 'gift.create')
 *   POST   /api/admin/gift-codes/{id}/disable                    → AdminGiftCode       (audited 'gift.disable')
 *   GET    /api/admin/referral-rewards?status=                   → AdminReferralRewardList
 *   POST   /api/admin/referral-rewards/{id}/grant                → AdminReferralReward (audited 'referral.grant': grants now)
 *   POST   /api/admin/referral-rewards/{id}/void                 → AdminReferralReward (audited 'referral.void')
 *   GET    /api/admin/jobs                                       → AdminJobs           (queues with counts, failed jobs)
 *   POST   /api/admin/jobs/{queue}/{id}/retry                    → 202 Ok              (audited 'job.retry')
 *   GET    /api/admin/cancel-surveys?page=                       → AdminCancelSurveyList
 *   GET    /api/admin/settings                                   → AdminSettings
 *   PUT    /api/admin/settings/flags/{key}    {enabled}          → AdminSettings       (audited 'flag.set')
 *   PUT    /api/admin/settings/paywall-split  {paywall2_share}   → AdminSettings       (audited 'paywall.split')
 *   GET    /api/admin/audit?page=&target_user_id=                → AdminAuditList
 *   GET    /api/admin/reports/funnel?funnel=&from=&to=&language=&paywall= → AdminFunnelReport
 *   GET    /api/admin/reports/revenue?from=&to=                  → AdminRevenueReport
 *   GET    /api/admin/publishing/accounts?q=&page=               → AdminPublishingAccountList (never a token)
 *   GET    /api/admin/publishing/failed-posts?q=&page=           → AdminPublishingFailedPostList
 *
 * Impersonation (not under /admin: the exchange is open to visitors, the token being the capability):
 *   POST   /api/impersonation/exchange        {token}            → ImpersonationSession (per-IP limit; 410 IMPERSONATION_LINK_INVALID)
 *   POST   /api/impersonation/stop            (bearer of the impersonating session) → 204 (audited 'impersonation.stop')
 */

// The schemas, one file per admin area; `ADMIN_PAGE_SIZE` is the page size of every admin list.
export { ADMIN_PAGE_SIZE } from './admin-common.ts';
export * from './admin-users.ts';
export * from './admin-codes.ts';
export * from './admin-operations.ts';
export * from './admin-reports.ts';
export * from './admin-publishing.ts';
