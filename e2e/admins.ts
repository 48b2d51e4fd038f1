/**
 * The suite server's admins (issue 13): its ADMIN_EMAILS, signed up once by e2e/global-setup.ts. One per spec that
 * needs one, so specs running side by side never share an admin's sessions or audit rows.
 */
export const E2E_ADMINS = {
  console: 'admin-e2e@example.com',
  actions: 'admin-actions@example.com',
  impersonation: 'admin-impersonation@example.com',
  reports: 'admin-reports@example.com',
  receipts: 'admin-receipts@example.com',
  promo: 'admin-promo@example.com',
  claims: 'admin-claims@example.com',
} as const;

export const E2E_ADMIN_EMAILS: readonly string[] = Object.values(E2E_ADMINS);
