import { ADMIN_PAGE_SIZE, type AdminAuditEntry, type AdminAuditList } from '@reelcraft/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import { adminAuditLog, type UserRow } from '../db/schema.ts';

type AuditRow = typeof adminAuditLog.$inferSelect;

/** Who did it: a signed-in admin, or the operator through `npm run admin:create` ('cli') or ADMIN_EMAILS ('config'). */
export type AuditActor = { admin: Pick<UserRow, 'id' | 'email'> } | { system: 'cli' | 'config' };

export interface AuditInput {
  action: string;
  target?: { id: string; email: string } | null;
  details?: Record<string, unknown>;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Appends one row to the admin audit log (append-only: a trigger refuses UPDATE and DELETE). The e-mails are copied
 * in, so the record still reads after the accounts are gone. Takes a bare database so the CLI can write it too.
 */
export async function insertAuditRow(db: Database, actor: AuditActor, input: AuditInput): Promise<AuditRow> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({
      adminUserId: 'admin' in actor ? actor.admin.id : null,
      adminEmail: 'admin' in actor ? actor.admin.email : actor.system,
      action: input.action,
      targetUserId: input.target?.id ?? null,
      targetEmail: input.target?.email ?? null,
      details: input.details ?? {},
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning();
  if (!row) throw new Error('audit row not written');
  return row;
}

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
  const where = query.target_user_id ? eq(adminAuditLog.targetUserId, query.target_user_id) : undefined;
  const [rows, totals] = await Promise.all([
    core.db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    core.db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { items: rows.map(toAuditEntry), total: totals[0]?.total ?? 0, page: query.page, page_size: ADMIN_PAGE_SIZE };
}
