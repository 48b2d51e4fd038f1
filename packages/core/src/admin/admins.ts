import type { Config } from '../config/config.ts';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import { forgetCachedUser, type UserRow } from '../accounts/users.repository.ts';
import { deletePendingAdmin, findUserRoleByEmail, insertPendingAdmin, promoteUser, promoteUsersByEmail, setUserRole } from './admins.repository.ts';
import { type AuditActor, insertAuditRow } from './audit.ts';

/** ADMIN_EMAILS, lower-cased and without duplicates. */
export function configuredAdminEmails(config: Pick<Config, 'ADMIN_EMAILS'>): string[] {
  return [...new Set((config.ADMIN_EMAILS ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean))];
}

/**
 * At start: every existing account named by ADMIN_EMAILS becomes an admin (audited 'admin.promote' by 'config').
 * Accounts that are admins already are left alone, so a restart writes no new rows. Returns the promoted e-mails.
 */
export async function promoteConfiguredAdmins(core: Core): Promise<string[]> {
  const emails = configuredAdminEmails(core.config);
  if (emails.length === 0) return [];
  const promoted = await promoteUsersByEmail(core.db, emails, core.now());
  for (const user of promoted) {
    forgetCachedUser(user.id);
    await insertAuditRow(core.db, { system: 'config' }, { action: 'admin.promote', target: user, details: { via: 'ADMIN_EMAILS', at: 'start' } });
  }
  if (promoted.length > 0) core.logger.info({ admins: promoted.length }, 'ADMIN_EMAILS: accounts promoted to admin');
  return promoted.map((user) => user.email);
}

/**
 * Called right after an account is created (password sign-up, e-mail sign-in creating an account, the Instagram and
 * quiz funnels that use it): an address in ADMIN_EMAILS, or one `npm run admin:create` left waiting in
 * `pending_admins`, makes the new account an admin (the pending row is used up). Returns the row as it now is.
 */
export async function applyAdminAtSignUp(core: Core, user: UserRow): Promise<UserRow> {
  const email = user.email.toLowerCase();
  const configured = configuredAdminEmails(core.config).includes(email);
  const pending = await deletePendingAdmin(core.db, email);
  if (!configured && pending.length === 0) return user;
  const updated = await promoteUser(core.db, user.id, core.now());
  if (!updated) return user;
  forgetCachedUser(user.id);
  const actor: AuditActor = { system: configured ? 'config' : 'cli' };
  await insertAuditRow(core.db, actor, {
    action: 'admin.promote',
    target: { id: updated.id, email: updated.email },
    details: { via: configured ? 'ADMIN_EMAILS' : 'pending_admins', at: 'sign_up' },
  });
  core.logger.info({ user: updated.id }, 'new account made an admin at sign-up');
  return updated;
}

export type AdminChangeOutcome =
  /** The account exists and is an admin now. */
  | { outcome: 'promoted'; email: string; user_id: string }
  | { outcome: 'already_admin'; email: string; user_id: string }
  /** No account yet: it becomes an admin when it signs up. */
  | { outcome: 'pending'; email: string }
  | { outcome: 'demoted'; email: string; user_id: string }
  /** --remove for an address that had only a pending row. */
  | { outcome: 'pending_removed'; email: string }
  | { outcome: 'not_admin'; email: string };

/** A plain check for the CLI and the request files; the HTTP API uses the contract's emailSchema. */
export function isPlausibleEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/**
 * `npm run admin:create`: makes the account an admin, or leaves a pending row when it does not exist yet. Works on a
 * bare database (the CLI opens only that); audited with admin_email 'cli'. Idempotent.
 */
export async function makeAdmin(db: Database, rawEmail: string, actor: AuditActor = { system: 'cli' }): Promise<AdminChangeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const user = await findUserRoleByEmail(db, email);
  if (!user) {
    const inserted = await insertPendingAdmin(db, email);
    if (inserted.length > 0) await insertAuditRow(db, actor, { action: 'admin.pending', details: { email } });
    return { outcome: 'pending', email };
  }
  if (user.role === 'admin') return { outcome: 'already_admin', email, user_id: user.id };
  await setUserRole(db, user.id, 'admin', new Date());
  forgetCachedUser(user.id);
  await insertAuditRow(db, actor, { action: 'admin.promote', target: { id: user.id, email: user.email }, details: { via: 'admin:create' } });
  return { outcome: 'promoted', email, user_id: user.id };
}

/** `npm run admin:create -- --remove`: the account is an ordinary user again (and any pending row is dropped). */
export async function removeAdmin(db: Database, rawEmail: string, actor: AuditActor = { system: 'cli' }): Promise<AdminChangeOutcome> {
  const email = rawEmail.trim().toLowerCase();
  const pending = await deletePendingAdmin(db, email);
  const user = await findUserRoleByEmail(db, email);
  if (user?.role === 'admin') {
    await setUserRole(db, user.id, 'user', new Date());
    forgetCachedUser(user.id);
    await insertAuditRow(db, actor, { action: 'admin.demote', target: { id: user.id, email: user.email }, details: { via: 'admin:create --remove' } });
    return { outcome: 'demoted', email, user_id: user.id };
  }
  if (pending.length > 0) {
    await insertAuditRow(db, actor, { action: 'admin.pending_removed', details: { email } });
    return { outcome: 'pending_removed', email };
  }
  return { outcome: 'not_admin', email };
}

/** The sentence the CLI prints for an outcome. */
export function describeAdminChange(result: AdminChangeOutcome, publicUrl: string): string {
  switch (result.outcome) {
    case 'promoted':
      return `${result.email} is now an admin.`;
    case 'already_admin':
      return `${result.email} is already an admin.`;
    case 'pending':
      return `${result.email} has no account yet; it will be an admin when they sign up at ${publicUrl}/registration.`;
    case 'demoted':
      return `${result.email} is no longer an admin.`;
    case 'pending_removed':
      return `${result.email} will no longer become an admin at sign-up.`;
    case 'not_admin':
      return `${result.email} is not an admin; nothing changed.`;
  }
}
