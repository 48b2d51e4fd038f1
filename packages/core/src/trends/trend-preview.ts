import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Language, Trend, TrendFormat, TrendListItem } from '@reelcraft/contract';
import { isMediaInputError, makeWorkDir, type BuiltinBackgroundStyle } from '@reelcraft/media';
import type { Core } from '../context.ts';
import type { JobContext } from '../jobs/queue.ts';
import { signMediaLink } from '../storage/media-links.ts';
import { findTrend } from './list-trends-for-api.ts';
import {
  claimTrendPreview,
  findTrendPreview,
  findTrendPreviews,
  markTrendPreviewFailed,
  markTrendPreviewReady,
  reclaimStaleTrendPreview,
  type PreviewKey,
  type TrendPreviewRow,
} from './trend-preview.repository.ts';

/**
 * Bump when the preview's look changes: every trend is rendered again (lazily, as the list is read) under the new
 * version; rows and files of old versions are simply no longer read.
 */
export const TREND_PREVIEW_VERSION = 1;

/** Short: a card plays it muted and looping (its small frame and light encoding are the render profile's). */
export const TREND_PREVIEW_SECONDS = 5;

/** How many missing previews one read of the list queues (the rest come with the next reads). */
export const PREVIEWS_QUEUED_PER_REQUEST = 4;

/** A 'rendering' row older than this has lost its job; the next read of the list queues it again. */
const STALE_RENDER_MS = 10 * 60_000;

/** Background look per format, so formats differ at a glance. */
const FORMAT_BACKGROUND: Record<TrendFormat, BuiltinBackgroundStyle> = {
  talking_head: 'gradient',
  pov: 'aurora',
  tutorial: 'blocks',
  before_after: 'blocks',
  list: 'blocks',
  meme: 'blobs',
  story: 'aurora',
  behind_the_scenes: 'grain',
  challenge: 'blobs',
  myth_busting: 'grain',
  day_in_life: 'aurora',
  reaction: 'blobs',
  comparison: 'gradient',
  qa: 'gradient',
  other: 'gradient',
};

function keyOf(trendId: string, language: string): PreviewKey {
  return { trendId, language, version: TREND_PREVIEW_VERSION };
}

/**
 * Renders one trend's preview as the format would look on screen: its title as the headline card, its example hook
 * spoken word by word in the captions, over a slowly zooming background picked by format and seeded by the id.
 * MP4 (H.264, silent track) + JPEG poster in `dir`.
 */
export async function renderTrendPreviewFiles(
  core: Pick<Core, 'renderer'>,
  trend: Trend,
  dir: string,
  signal?: AbortSignal,
): Promise<{ videoPath: string; posterPath: string }> {
  const videoPath = path.join(dir, 'preview.mp4');
  const posterPath = path.join(dir, 'poster.jpg');
  await core.renderer.trendPreview({
    title: trend.title,
    hook: trend.example_hook.trim(),
    background: FORMAT_BACKGROUND[trend.format],
    seed: createHash('sha256').update(`${trend.id}`).digest().readUInt32LE(0),
    durationSeconds: TREND_PREVIEW_SECONDS,
    outputPath: videoPath,
    thumbnailPath: posterPath,
    workDir: path.join(dir, 'scratch'),
    ...(signal ? { signal } : {}),
  });
  return { videoPath, posterPath };
}

/** The `render-trend-preview` job: renders and stores one preview once; a preview already ready is left alone. */
export async function renderTrendPreview(
  core: Core,
  input: { trend_id: string; language: Language },
  meta?: Pick<JobContext, 'signal' | 'isLastAttempt'>,
): Promise<void> {
  const key = keyOf(input.trend_id, input.language);
  const row = await findTrendPreview(core.db, key);
  if (row?.status === 'ready') return;
  if (!row) await claimTrendPreview(core.db, key);
  const trend = await findTrend(core, input.language, input.trend_id);
  if (!trend) {
    await markTrendPreviewFailed(core.db, key, 'NOT_FOUND');
    return;
  }
  const work = await makeWorkDir('trend-preview');
  try {
    const { videoPath, posterPath } = await renderTrendPreviewFiles(core, trend, work, meta?.signal);
    meta?.signal.throwIfAborted();
    const version = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    const base = `trends/previews/v${TREND_PREVIEW_VERSION}/${input.language}/${safeName(input.trend_id)}-${version}`;
    const files = { videoKey: `${base}.mp4`, posterKey: `${base}.jpg` };
    await core.storage.putFile(files.videoKey, videoPath);
    await core.storage.putFile(files.posterKey, posterPath);
    if (!(await markTrendPreviewReady(core.db, key, files))) {
      // Another attempt finished first: keep its files, drop ours.
      for (const file of [files.videoKey, files.posterKey]) await core.storage.delete(file).catch(() => undefined);
    }
  } catch (error) {
    if (meta?.isLastAttempt !== false) {
      await markTrendPreviewFailed(core.db, key, isMediaInputError(error) ? error.code : 'INTERNAL');
      core.logger.warn({ err: error, trendId: input.trend_id, language: input.language }, 'a trend preview could not be rendered');
    }
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The trends of a page with their preview links. Previews that do not exist yet are queued (a few per read, never
 * waited for): their links are null until the job has stored them. Queueing problems cost the previews, not the list.
 */
export async function withTrendPreviews(core: Core, language: Language, trends: readonly Trend[]): Promise<TrendListItem[]> {
  let rows: TrendPreviewRow[] = [];
  try {
    rows = await findTrendPreviews(
      core.db,
      language,
      TREND_PREVIEW_VERSION,
      trends.map((t) => t.id),
    );
    await queueMissingPreviews(core, language, trends, rows);
  } catch (error) {
    core.logger.warn({ err: error }, 'trend previews could not be looked up or queued');
  }
  const byId = new Map(rows.map((row) => [row.trendId, row]));
  const expiresAt = linkExpiry(core);
  const link = (key: string | null) => (key ? signMediaLink(core.jwtKey, { storageKey: key, expiresAt }) : null);
  return trends.map((trend) => {
    const row = byId.get(trend.id);
    const ready = row?.status === 'ready';
    return { ...trend, preview_url: ready ? link(row.videoKey) : null, poster_url: ready ? link(row.posterKey) : null };
  });
}

async function queueMissingPreviews(core: Core, language: Language, trends: readonly Trend[], rows: readonly TrendPreviewRow[]): Promise<void> {
  const byId = new Map(rows.map((row) => [row.trendId, row]));
  const staleBefore = new Date(core.now().getTime() - STALE_RENDER_MS);
  let queued = 0;
  for (const trend of trends) {
    if (queued >= PREVIEWS_QUEUED_PER_REQUEST) break;
    const row = byId.get(trend.id);
    const key = keyOf(trend.id, language);
    const claimed = !row
      ? await claimTrendPreview(core.db, key)
      : row.status === 'rendering' && row.updatedAt < staleBefore
        ? await reclaimStaleTrendPreview(core.db, key, staleBefore)
        : false;
    if (!claimed) continue;
    await core.queue.send('render-trend-preview', { trend_id: trend.id, language });
    queued++;
  }
}

/**
 * Links expire at least MEDIA_LINK_TTL_SECONDS from now, rounded up to the next hour: the same link for an hour, so
 * the browser's cache keeps the loop instead of downloading it again on every visit.
 */
function linkExpiry(core: Core): Date {
  const hour = 3_600_000;
  const at = core.now().getTime() + core.config.MEDIA_LINK_TTL_SECONDS * 1000;
  return new Date(Math.ceil(at / hour) * hour);
}

/** Trend ids are ours or ingestion's slugs; keep storage keys plain whatever they hold. */
function safeName(id: string): string {
  return id.replace(/[^a-z0-9._-]+/gi, '_').slice(0, 100) || 'trend';
}
