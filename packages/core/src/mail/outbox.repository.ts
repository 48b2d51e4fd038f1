import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

/**
 * The row of one message, written before it is sent. `message_id` stays null until delivery is confirmed: the row
 * doubles as the idempotency record of the send-email job (its id is the job id, stable across retries).
 */
export async function insertPendingOutboxEmail(db: Database, row: typeof outboxEmails.$inferInsert & { id: string }): Promise<void> {
  await db
    .insert(outboxEmails)
    .values({ ...row, messageId: null })
    .onConflictDoNothing({ target: outboxEmails.id });
}

export async function findOutboxEmail(db: Database, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
  return row;
}

export async function markOutboxEmailSent(db: Database, id: string, messageId: string): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ messageId })
    .where(and(eq(outboxEmails.id, id), isNull(outboxEmails.messageId)));
}

/** Delivered messages, newest first. */
export async function listOutboxEmails(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxEmails).where(isNotNull(outboxEmails.messageId)).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}

/** Replaces the recipient of one kept copy (the "account deleted" notice forgets the address once delivered). */
export async function setOutboxRecipient(db: Database, id: string, to: string): Promise<void> {
  await db.update(outboxEmails).set({ to }).where(eq(outboxEmails.id, id));
}
