import { trendSchema, type Trend } from '@reelcraft/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { trends } from '../db/schema.ts';

/** Trends found by ingestion (and curated ones enriched with measured signals), for one language. */
export async function storedTrends(db: Database, language: string): Promise<Trend[]> {
  const rows = await db.select().from(trends).where(eq(trends.language, language));
  return rows.flatMap((row) => {
    const parsed = trendSchema.safeParse(row.data);
    return parsed.success ? [parsed.data] : [];
  });
}

export async function storedTrend(db: Database, language: string, id: string): Promise<Trend | undefined> {
  const [row] = await db
    .select()
    .from(trends)
    .where(and(eq(trends.language, language), eq(trends.id, `${language}:${id}`)))
    .limit(1);
  const parsed = row ? trendSchema.safeParse(row.data) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/** Insert or refresh a trend by id (ingestion runs again and again over the same formats). */
export async function upsertTrend(db: Database, trend: Trend): Promise<void> {
  const values = {
    id: `${trend.language}:${trend.id}`,
    source: trend.source,
    language: trend.language,
    data: trend as unknown as Record<string, unknown>,
    score: trend.score,
    firstSeenAt: trend.signals.first_seen ? new Date(trend.signals.first_seen) : null,
    lastSeenAt: trend.signals.last_seen ? new Date(trend.signals.last_seen) : null,
  };
  await db
    .insert(trends)
    .values(values)
    .onConflictDoUpdate({ target: trends.id, set: { data: values.data, score: values.score, lastSeenAt: values.lastSeenAt, updatedAt: sql`now()` } });
}
