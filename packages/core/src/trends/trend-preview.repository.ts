import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { trendPreviews, type TrendPreviewRow } from '../db/schema.ts';

export type { TrendPreviewRow };

export interface PreviewKey {
  trendId: string;
  language: string;
  version: number;
}

/** The preview rows of these trends (one language, one renderer version). */
export async function findTrendPreviews(db: Database, language: string, version: number, trendIds: readonly string[]): Promise<TrendPreviewRow[]> {
  if (!trendIds.length) return [];
  return db
    .select()
    .from(trendPreviews)
    .where(and(eq(trendPreviews.language, language), eq(trendPreviews.version, version), inArray(trendPreviews.trendId, [...trendIds])));
}

export async function findTrendPreview(db: Database, key: PreviewKey): Promise<TrendPreviewRow | undefined> {
  const [row] = await db
    .select()
    .from(trendPreviews)
    .where(and(eq(trendPreviews.trendId, key.trendId), eq(trendPreviews.language, key.language), eq(trendPreviews.version, key.version)))
    .limit(1);
  return row;
}

/** Claims the render of a preview nobody asked for yet: true when this call created the 'rendering' row. */
export async function claimTrendPreview(db: Database, key: PreviewKey): Promise<boolean> {
  const rows = await db
    .insert(trendPreviews)
    .values({ ...key, status: 'rendering' })
    .onConflictDoNothing()
    .returning({ trendId: trendPreviews.trendId });
  return rows.length > 0;
}

/**
 * Claims again a render that has said 'rendering' since before `staleBefore` (its job was lost: the queue's row was
 * purged, a worker died past the retries); true when this call took it over.
 */
export async function reclaimStaleTrendPreview(db: Database, key: PreviewKey, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(trendPreviews)
    .set({ updatedAt: sql`now()` })
    .where(and(matches(key), eq(trendPreviews.status, 'rendering'), lt(trendPreviews.updatedAt, staleBefore)))
    .returning({ trendId: trendPreviews.trendId });
  return rows.length > 0;
}

/** Records the stored files; false when another attempt got there first (its files stay, ours are surplus). */
export async function markTrendPreviewReady(db: Database, key: PreviewKey, files: { videoKey: string; posterKey: string }): Promise<boolean> {
  const rows = await db
    .update(trendPreviews)
    .set({ status: 'ready', videoKey: files.videoKey, posterKey: files.posterKey, errorCode: null, updatedAt: sql`now()` })
    .where(and(matches(key), sql`${trendPreviews.status} <> 'ready'`))
    .returning({ trendId: trendPreviews.trendId });
  return rows.length > 0;
}

export async function markTrendPreviewFailed(db: Database, key: PreviewKey, errorCode: string): Promise<void> {
  await db
    .update(trendPreviews)
    .set({ status: 'failed', errorCode, updatedAt: sql`now()` })
    .where(and(matches(key), sql`${trendPreviews.status} <> 'ready'`));
}

function matches(key: PreviewKey) {
  return and(eq(trendPreviews.trendId, key.trendId), eq(trendPreviews.language, key.language), eq(trendPreviews.version, key.version));
}
