import { desc } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export type OutboxRow = typeof outboxEmails.$inferSelect;

export async function insertOutboxEmail(db: Database, row: typeof outboxEmails.$inferInsert): Promise<void> {
  await db.insert(outboxEmails).values(row);
}

export async function listOutboxEmails(db: Database, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(limit);
}
