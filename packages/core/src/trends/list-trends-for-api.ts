import type { Language, Trend } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { curatedTrends, pageTrends } from './curated-trends.ts';
import { storedTrend, storedTrends } from './trends.repository.ts';
import { withTrendPreviews } from './trend-preview.ts';

/** The curated catalogue with whatever ingestion measured laid over it (same id → the measured one), best first. */
async function allTrends(core: Core, language: Language): Promise<Trend[]> {
  const measured = await storedTrends(core.db, language);
  const byId = new Map(curatedTrends(language).map((trend) => [trend.id, trend]));
  for (const trend of measured) byId.set(trend.id, trend);
  return [...byId.values()].sort((a, b) => b.score - a.score);
}

/** GET /trends: a page of trends for a language (public), each with its animated preview once rendered (queued lazily). */
export async function listTrendsPage(core: Core, options: { language: Language; page: number; limit: number; niche?: string | undefined }) {
  const trends = await allTrends(core, options.language);
  const page = pageTrends(trends, {
    page: options.page,
    limit: options.limit,
    ...(options.niche ? { niche: options.niche as Trend['niche_tags'][number] } : {}),
  });
  return { ...page, items: await withTrendPreviews(core, options.language, page.items) };
}

export async function findTrend(core: Core, language: Language, id: string): Promise<Trend | undefined> {
  return (await storedTrend(core.db, language, id)) ?? curatedTrends(language).find((trend) => trend.id === id);
}
