import { ADMIN_PAGE_SIZE } from '@reelcraft/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { adminAuditLog, type UserRow } from '../db/schema.ts';

export type AuditRow = typeof adminAuditLog.$inferSelect;

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

/** One page of the log (newest first, ADMIN_PAGE_SIZE rows) and the number of rows, optionally about one user only. */
export async function pageAuditRows(db: Database, query: { page: number; targetUserId?: string | undefined }): Promise<{ rows: AuditRow[]; total: number }> {
  const where = query.targetUserId ? eq(adminAuditLog.targetUserId, query.targetUserId) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The newest 100 rows about one user, for the admin's user page. */
export async function listAuditRowsAbout(db: Database, userId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetUserId, userId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(100);
}
