import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { analyticsEvents, funnelSessions, giftCodes, moneyBackClaims, outboxEmails, pendingAdmins, rateLimits, users } from '../db/schema.ts';

/**
 * In one transaction, erases what names the person outside the account's cascade: copies of e-mails to the address
 * (except `keepMailIds`), the address on gift codes (`erasedEmail` instead: the column is required), the text of their
 * money-back claims, other accounts' "referred by" link, a pending admin row, anonymous funnel answers and analytics
 * events carrying the address, and the account's rate-limit counters. `email` is lower-cased by the caller.
 */
export async function eraseMentionsOfPerson(
  db: Database,
  user: { id: string; email: string },
  keepMailIds: readonly string[],
  erasedEmail: string,
): Promise<void> {
  const email = user.email;
  const mentions = (column: unknown) => sql`strpos(lower(${column}::text), ${email}) > 0`;
  await db.transaction(async (tx) => {
    const keptMail = keepMailIds.length > 0 ? notInArray(outboxEmails.id, [...keepMailIds]) : undefined;
    await tx.delete(outboxEmails).where(and(sql`lower(${outboxEmails.to}) = ${email}`, keptMail));
    await tx
      .update(giftCodes)
      .set({ recipientEmail: erasedEmail })
      .where(sql`lower(${giftCodes.recipientEmail}) = ${email}`);
    await tx.update(moneyBackClaims).set({ message: null }).where(eq(moneyBackClaims.userId, user.id));
    await tx.update(users).set({ referredByUserId: null }).where(eq(users.referredByUserId, user.id));
    await tx.delete(pendingAdmins).where(sql`lower(${pendingAdmins.email}) = ${email}`);
    await tx.delete(funnelSessions).where(mentions(funnelSessions.answers));
    await tx.delete(analyticsEvents).where(mentions(analyticsEvents.props));
    // Per-account budgets are keyed by the user id (per-address ones by a hash of the address, which expire with their
    // window); an account that is gone has nothing left to limit.
    await tx.delete(rateLimits).where(sql`strpos(${rateLimits.key}, ${user.id}) > 0`);
  });
}

/** Deletes the pg-boss rows of `table` ('pgboss.job' or 'pgboss.archive') whose payload or output mentions `needle`. */
export async function deleteJobsMentioning(
  database: Pick<DatabaseHandle, 'executeSql'>,
  table: 'pgboss.job' | 'pgboss.archive',
  needle: string,
  keepJobIds: readonly string[],
): Promise<void> {
  await database.executeSql(
    `DELETE FROM ${table} WHERE (strpos(lower(data::text), $1) > 0 OR strpos(lower(coalesce(output::text, '')), $1) > 0) AND NOT (id::text = ANY($2::text[]))`,
    [needle.toLowerCase(), [...keepJobIds]],
  );
}

/** Replaces an active pg-boss job's payload (pg-boss then completes the row it finds by id). */
export async function replaceJobPayload(database: Pick<DatabaseHandle, 'executeSql'>, jobId: string, replacement: Record<string, unknown>): Promise<void> {
  await database.executeSql(`UPDATE pgboss.job SET data = $2::jsonb WHERE id::text = $1`, [jobId, JSON.stringify(replacement)]);
}
