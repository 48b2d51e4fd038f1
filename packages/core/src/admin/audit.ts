import { ADMIN_PAGE_SIZE, type AdminAuditEntry, type AdminAuditList } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import type { UserRow } from '../accounts/users.repository.ts';
import { type AuditRow, insertAuditRow, pageAuditRows } from './audit.repository.ts';

export { insertAuditRow, type AuditActor, type AuditInput } from './audit.repository.ts';

/** The one way an admin action is recorded (issue 13): who, what, whom, when, from where. */
export async function recordAdminAction(
  core: Core,
  input: {
    admin: Pick<UserRow, 'id' | 'email'>;
    action: string;
    target?: { id: string; email: string } | null;
    details?: Record<string, unknown>;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<AdminAuditEntry> {
  const row = await insertAuditRow(core.db, { admin: input.admin }, input);
  return toAuditEntry(row);
}

export function toAuditEntry(row: AuditRow): AdminAuditEntry {
  return {
    id: row.id,
    admin_email: row.adminEmail,
    action: row.action,
    target_user_id: row.targetUserId,
    target_email: row.targetEmail,
    details: row.details,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /api/admin/audit: newest first, 25 a page, optionally only the rows about one user. */
export async function listAudit(core: Core, query: { page: number; target_user_id?: string | undefined }): Promise<AdminAuditList> {
  const { rows, total } = await pageAuditRows(core.db, { page: query.page, targetUserId: query.target_user_id });
  return { items: rows.map(toAuditEntry), total, page: query.page, page_size: ADMIN_PAGE_SIZE };
}
