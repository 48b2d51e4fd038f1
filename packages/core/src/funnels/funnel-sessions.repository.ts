import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { funnelSessions } from '../db/schema.ts';

export type FunnelSessionRow = typeof funnelSessions.$inferSelect;

export async function insertFunnelSession(db: Database, row: typeof funnelSessions.$inferInsert): Promise<FunnelSessionRow> {
  const [inserted] = await db.insert(funnelSessions).values(row).returning();
  if (!inserted) throw new Error('funnel session insert returned nothing');
  return inserted;
}

export async function findFunnelSession(db: Database, id: string): Promise<FunnelSessionRow | undefined> {
  const [row] = await db.select().from(funnelSessions).where(eq(funnelSessions.id, id)).limit(1);
  return row;
}

export async function updateFunnelSession(
  db: Database,
  id: string,
  values: Partial<typeof funnelSessions.$inferInsert>,
): Promise<FunnelSessionRow | undefined> {
  const [row] = await db.update(funnelSessions).set(values).where(eq(funnelSessions.id, id)).returning();
  return row;
}

/**
 * Stores one answer (or removes it: `value` undefined) by merging into the stored JSON, so a concurrent write of another
 * key (or a flag) is kept, and sets the other columns in the same statement.
 */
export async function writeFunnelAnswer(
  db: Database,
  id: string,
  key: string | undefined,
  value: unknown,
  values: Partial<typeof funnelSessions.$inferInsert>,
): Promise<FunnelSessionRow | undefined> {
  const answers =
    key === undefined
      ? sql`${funnelSessions.answers}`
      : value === undefined
        ? sql`${funnelSessions.answers} - ${key}::text`
        : sql`${funnelSessions.answers} || jsonb_build_object(${key}::text, ${JSON.stringify(value)}::jsonb)`;
  const [row] = await db
    .update(funnelSessions)
    .set({ ...values, answers })
    .where(eq(funnelSessions.id, id))
    .returning();
  return row;
}

/** Attaches an unattached session to a user; undefined when it is gone or someone (maybe this user) attached it first. */
export async function claimFunnelSession(db: Database, id: string, userId: string, now: Date): Promise<FunnelSessionRow | undefined> {
  const [row] = await db
    .update(funnelSessions)
    .set({ userId, attachedAt: now, updatedAt: now })
    .where(and(eq(funnelSessions.id, id), isNull(funnelSessions.userId)))
    .returning();
  return row;
}

/**
 * Marks a hidden flag in the answers once; true only for the call that set it (a conditional update, so two requests
 * racing cannot both see "not yet"). Flags start with `$` and never reach the API (funnel-session-dto.ts).
 */
export async function setFunnelFlagOnce(db: Database, id: string, flag: `$${string}`): Promise<boolean> {
  const rows = await db
    .update(funnelSessions)
    .set({ answers: sql`${funnelSessions.answers} || jsonb_build_object(${flag}::text, true)` })
    .where(and(eq(funnelSessions.id, id), sql`(${funnelSessions.answers} -> ${flag}::text) is null`))
    .returning({ id: funnelSessions.id });
  return rows.length > 0;
}

export async function latestAttachedFunnelSession(db: Database, userId: string): Promise<FunnelSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(funnelSessions)
    .where(eq(funnelSessions.userId, userId))
    .orderBy(desc(funnelSessions.attachedAt), desc(funnelSessions.createdAt))
    .limit(1);
  return row;
}

/** Deletes sessions created before `before` that never joined an account; returns how many. */
export async function deleteAbandonedFunnelSessions(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(funnelSessions)
    .where(and(isNull(funnelSessions.userId), lt(funnelSessions.createdAt, before)))
    .returning({ id: funnelSessions.id });
  return rows.length;
}

/** Which funnel the user came through, if any (the first funnel session attached to the account). */
export async function findFunnelOfUser(db: Database, userId: string): Promise<FunnelSessionRow['funnel'] | undefined> {
  const [session] = await db.select({ funnel: funnelSessions.funnel }).from(funnelSessions).where(eq(funnelSessions.userId, userId)).limit(1);
  return session?.funnel;
}
