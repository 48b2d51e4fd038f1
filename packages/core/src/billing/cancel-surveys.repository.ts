import { and, count, desc, eq, gte, isNull, ne, or } from 'drizzle-orm';
import { cancellationSurveys, users } from '../db/schema.ts';
import type { Db } from './db-handle.ts';

/** One walk through the cancel flow, written step by step. */
export type CancelSurveyRow = typeof cancellationSurveys.$inferSelect;
export type NewCancelSurveyRow = typeof cancellationSurveys.$inferInsert;

/** The user's survey by id (someone else's is not found). */
export async function ownSurveyRow(db: Db, userId: string, surveyId: string): Promise<CancelSurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(cancellationSurveys)
    .where(and(eq(cancellationSurveys.id, surveyId), eq(cancellationSurveys.userId, userId)))
    .limit(1);
  return row;
}

/** The newest walk of this subscription without an outcome. */
export async function openSurveyRow(db: Db, userId: string, subscriptionId: string): Promise<CancelSurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(cancellationSurveys)
    .where(and(eq(cancellationSurveys.userId, userId), eq(cancellationSurveys.subscriptionId, subscriptionId), isNull(cancellationSurveys.outcome)))
    .orderBy(desc(cancellationSurveys.createdAt))
    .limit(1);
  return row;
}

/** How many surveys of this subscription accepted the retention offer since `since` (db may hold the user lock). */
export async function retentionOffersAcceptedSince(db: Db, userId: string, subscriptionId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cancellationSurveys)
    .where(
      and(
        eq(cancellationSurveys.userId, userId),
        eq(cancellationSurveys.subscriptionId, subscriptionId),
        eq(cancellationSurveys.retentionOfferAccepted, true),
        gte(cancellationSurveys.updatedAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertSurvey(db: Db, values: NewCancelSurveyRow): Promise<{ id: string } | undefined> {
  const [row] = await db.insert(cancellationSurveys).values(values).returning({ id: cancellationSurveys.id });
  return row;
}

export async function updateSurvey(db: Db, id: string, set: Partial<NewCancelSurveyRow>): Promise<CancelSurveyRow | undefined> {
  const [row] = await db.update(cancellationSurveys).set(set).where(eq(cancellationSurveys.id, id)).returning();
  return row;
}

/**
 * Ends the walk `cancelled` unless it is cancelled already: one conditional update, so of a double click one request
 * claims it (undefined for the other).
 */
export async function claimSurveyCancellation(db: Db, id: string, set: Partial<NewCancelSurveyRow>): Promise<CancelSurveyRow | undefined> {
  const [row] = await db
    .update(cancellationSurveys)
    .set({ ...set, outcome: 'cancelled' })
    .where(and(eq(cancellationSurveys.id, id), or(isNull(cancellationSurveys.outcome), ne(cancellationSurveys.outcome, 'cancelled'))))
    .returning();
  return row;
}

/** A page of every walk through the flow, newest first, with the user's address (the admin console). */
export async function surveysWithEmail(db: Db, limit: number, offset: number): Promise<{ survey: CancelSurveyRow; email: string | null }[]> {
  return db
    .select({ survey: cancellationSurveys, email: users.email })
    .from(cancellationSurveys)
    .leftJoin(users, eq(users.id, cancellationSurveys.userId))
    .orderBy(desc(cancellationSurveys.createdAt), desc(cancellationSurveys.id))
    .limit(limit)
    .offset(offset);
}

export async function countSurveys(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cancellationSurveys);
  return row?.total ?? 0;
}

/** How many walks gave each reason (null: none yet). */
export async function surveyCountsByReason(db: Db): Promise<{ key: string | null; n: number }[]> {
  return db.select({ key: cancellationSurveys.reason, n: count() }).from(cancellationSurveys).groupBy(cancellationSurveys.reason);
}

/** How many walks ended each way (null: not ended). */
export async function surveyCountsByOutcome(db: Db): Promise<{ key: string | null; n: number }[]> {
  return db.select({ key: cancellationSurveys.outcome, n: count() }).from(cancellationSurveys).groupBy(cancellationSurveys.outcome);
}
