import type { TrendPage as ApiTrendPage } from '@reelcraft/contract';
import type { NicheId, WriterLanguage } from '../writer/index.ts';
import { TREND_TEXTS } from './catalogue/index.ts';
import { TREND_IDS, TREND_META } from './catalogue/types.ts';
import type { Trend } from './trend.schema.ts';

/**
 * Curated formats have no measurements, so they rank by their hand-made order, below every measured trend (whose
 * scores start near 50, see group-trends.ts): 40 for the first, 0.2 less for each next one.
 */
export const CURATED_TOP_SCORE = 40;
const CURATED_STEP = 0.2;

/** The built-in catalogue in one language, in curated order. */
export function curatedTrends(language: WriterLanguage): Trend[] {
  const texts = TREND_TEXTS[language];
  return TREND_IDS.map((id, index) => {
    const meta = TREND_META[id];
    const text = texts[id];
    return {
      id,
      source: 'curated',
      language,
      title: text.title,
      description: text.description,
      why_it_works: text.why_it_works,
      how_to_adapt: text.how_to_adapt,
      niche_tags: [...meta.niches],
      format: meta.format,
      example_hook: text.example_hook,
      example_reels: [],
      signals: {},
      score: Math.round((CURATED_TOP_SCORE - index * CURATED_STEP) * 10) / 10,
    };
  });
}

export interface ListTrendsOptions {
  language: WriterLanguage;
  /** Only trends for this expertise area (plus the ones that suit every area). */
  niche?: NicheId;
  /** 1-based. */
  page?: number;
  limit?: number;
}

/** A page of trends as the API's TrendPage has it, before the previews are added to its items. */
export type TrendPage = Omit<ApiTrendPage, 'items'> & { items: Trend[] };

export const MAX_TREND_PAGE_SIZE = 50;

/** Pages through any list of trends: the niche's own first, then the rest by score. Pure; the DB listing reuses it. */
export function pageTrends(trends: readonly Trend[], options: Omit<ListTrendsOptions, 'language'>): TrendPage {
  const limit = Math.min(MAX_TREND_PAGE_SIZE, Math.max(1, Math.floor(options.limit ?? 10) || 10));
  const niche = options.niche;
  const fitting = niche ? trends.filter((trend) => trend.niche_tags.includes(niche) || trend.niche_tags.includes('general')) : [...trends];
  const own = (trend: Trend) => (niche && trend.niche_tags.includes(niche) ? 0 : 1);
  const ordered = fitting
    .map((trend, index) => ({ trend, index }))
    .sort((a, b) => own(a.trend) - own(b.trend) || b.trend.score - a.trend.score || a.index - b.index)
    .map((entry) => entry.trend);
  const total = ordered.length;
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.max(1, Math.floor(options.page ?? 1) || 1);
  return { items: ordered.slice((page - 1) * limit, page * limit), total, page, limit, pages };
}

/** A page of the built-in catalogue. */
export function listTrends(options: ListTrendsOptions): TrendPage {
  return pageTrends(curatedTrends(options.language), options);
}
