import { captionExcerpt, captionText, collectHashtags, detectHooks, fold } from '../analysis/caption-patterns.ts';
import { median } from '../analysis/compute-profile-metrics.ts';
import { localeFormat } from '../analysis/narrative/format.ts';
import type { HookType } from '../analysis/analysis.schema.ts';
import { detectNiche, fillTemplate, type NicheId, type WriterLanguage } from '../writer/index.ts';
import { TREND_META, type TrendId } from './catalogue/types.ts';
import { INGESTED_TEXT } from './ingested-text.ts';
import type { ScoredReel } from './score-reels.ts';
import type { Trend, TrendExampleReel, TrendFormat } from './trend.schema.ts';

export interface GroupTrendsOptions {
  /** Language of the trends produced; defaults to the catalogue's. */
  language?: WriterLanguage;
  /** An unmatched outlier needs at least this outlier score to start a new trend with others sharing a hashtag. */
  strongOutlier?: number;
  /** …and at least this one to become a trend on its own. */
  soloOutlier?: number;
  maxExamples?: number;
}

export const STRONG_OUTLIER = 3;
export const SOLO_OUTLIER = 5;
const MAX_EXAMPLES = 6;
/** Keyword hits count 2 (supporting ones 1), hashtag hits 3, a hook that fits the format 1; a match needs 2. */
const MATCH_MIN = 2;

/** Tags that ride on every reel and say nothing about its idea. */
const GENERIC_TAGS = new Set([
  'reels',
  'reel',
  'reelsinstagram',
  'instagramreels',
  'instagram',
  'insta',
  'instagood',
  'viral',
  'viralreels',
  'viralvideo',
  'fyp',
  'foryou',
  'foryoupage',
  'explore',
  'explorepage',
  'trending',
  'trend',
  'trends',
  'tiktok',
  'love',
  'video',
  'reelitfeelit',
  'рилс',
  'рилсы',
  'рек',
  'реки',
  'рекомендации',
  'вирусное',
  'тренд',
  'тренды',
  'инстаграм',
  'reelsbrasil',
  'viralizar',
  'explorar',
  'tendencia',
  'tendencias',
  'parati',
  'paravoce',
  'videoviral',
]);

/** Which hook the first line of a reel of each format usually opens with. */
const FORMAT_HOOKS: Partial<Record<TrendFormat, HookType>> = {
  pov: 'pov',
  tutorial: 'how_to',
  list: 'number',
  story: 'story',
  qa: 'question',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Matcher {
  keywords: { pattern: RegExp; weight: number }[];
  hashtags: Set<string>;
}

const META_MATCHERS = new Map<string, Matcher>(
  Object.entries(TREND_META).map(([id, meta]) => [
    id,
    {
      keywords: meta.keywords.map((keyword) => {
        const supporting = keyword.startsWith('+');
        const whole = keyword.endsWith('=');
        const word = escape(fold(keyword.slice(supporting ? 1 : 0, whole ? -1 : undefined)));
        const pattern = new RegExp(`(?:^|[^\\p{L}\\p{N}])${word}${whole ? '(?![\\p{L}\\p{N}])' : ''}`, 'u');
        return { pattern, weight: supporting ? 1 : 2 };
      }),
      hashtags: new Set(meta.hashtags.map(fold)),
    },
  ]),
);

/** Catalogue entries we did not write (trends ingested earlier) are matched by the hashtags in their title. */
function matcherFor(trend: Trend): Matcher {
  const known = META_MATCHERS.get(trend.id);
  if (known) return known;
  const tags = [...trend.title.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => fold(match[1] as string));
  return { keywords: [], hashtags: new Set(tags) };
}

export interface TrendMatch {
  trend: Trend;
  score: number;
}

/** The catalogue trend a reel most looks like, by caption keywords, hashtags and hook; null below the bar. */
export function matchTrend(reel: Pick<ScoredReel, 'caption' | 'hashtags'>, catalogue: readonly Trend[]): TrendMatch | null {
  const text = fold(captionText(reel.caption));
  const tags = collectHashtags(reel.caption, reel.hashtags).map(fold);
  const hooks = detectHooks(reel.caption);
  let best: TrendMatch | null = null;
  for (const trend of catalogue) {
    const matcher = matcherFor(trend);
    let score = 0;
    for (const keyword of matcher.keywords) if (keyword.pattern.test(text)) score += keyword.weight;
    for (const tag of tags) if (matcher.hashtags.has(tag)) score += 3;
    const hook = FORMAT_HOOKS[trend.format];
    if (score > 0 && hook && hooks.includes(hook)) score += 1;
    if (score >= MATCH_MIN && (!best || score > best.score)) best = { trend, score };
  }
  return best;
}

function exampleReel(reel: ScoredReel): TrendExampleReel {
  const example: TrendExampleReel = { url: reel.url ?? `https://www.instagram.com/reel/${encodeURIComponent(reel.shortcode)}/`, views: reel.views };
  if (reel.thumbnailUrl && URL.canParse(reel.thumbnailUrl)) example.thumbnail_url = reel.thumbnailUrl;
  return example;
}

/**
 * 0–100. Grows with how far the reels beat their accounts (log of the median outlier score) and, more gently, with
 * how many reels show the pattern. A single reel at the outlier bar (2×) scores about 50, above any curated format.
 */
export function trendScore(growth: number, reels: number): number {
  const safe = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);
  const raw = 25 * Math.log2(1 + safe(growth)) + 10 * Math.log2(1 + safe(reels));
  return Math.min(100, Math.round(raw * 10) / 10);
}

function measured(reels: readonly ScoredReel[], maxExamples: number): Pick<Trend, 'example_reels' | 'signals' | 'score'> {
  const ordered = [...reels].sort((a, b) => (b.outlierScore ?? 0) - (a.outlierScore ?? 0) || b.views - a.views);
  const times = reels.map((reel) => reel.takenAt.getTime()).filter(Number.isFinite);
  const growth = Math.round((median(reels.map((reel) => reel.outlierScore ?? 0)) ?? 0) * 100) / 100;
  const velocity = reels.reduce((sum, reel) => sum + reel.velocity, 0) / Math.max(1, reels.length);
  return {
    example_reels: ordered.slice(0, maxExamples).map(exampleReel),
    signals: {
      views: reels.reduce((sum, reel) => sum + reel.views, 0),
      velocity: Math.round(velocity * 10) / 10,
      growth,
      ...(times.length > 0 ? { first_seen: new Date(Math.min(...times)).toISOString(), last_seen: new Date(Math.max(...times)).toISOString() } : {}),
    },
    score: trendScore(growth, reels.length),
  };
}

function formatOf(reels: readonly ScoredReel[]): TrendFormat {
  const counts = new Map<TrendFormat, number>();
  for (const reel of reels) {
    for (const [format, hook] of Object.entries(FORMAT_HOOKS) as [TrendFormat, HookType][]) {
      if (detectHooks(reel.caption).includes(hook)) counts.set(format, (counts.get(format) ?? 0) + 1);
    }
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return best ? best[0] : 'other';
}

function nichesOf(reels: readonly ScoredReel[]): NicheId[] {
  return [detectNiche(...reels.flatMap((reel) => [reel.caption, reel.hashtags.map((tag) => `#${tag.replace(/^#/, '')}`).join(' ')]))];
}

function ingestedTrend(id: string, title: string, description: string, reels: readonly ScoredReel[], language: WriterLanguage, maxExamples: number): Trend {
  const text = INGESTED_TEXT[language];
  const format = localeFormat(language);
  const signals = measured(reels, maxExamples);
  const top = [...reels].sort((a, b) => (b.outlierScore ?? 0) - (a.outlierScore ?? 0))[0] as ScoredReel;
  return {
    id: id.slice(0, 100),
    source: 'ingested',
    language,
    title: title.slice(0, 200),
    description,
    why_it_works: fillTemplate(text.whyItWorks, { velocity: format.count(signals.signals.velocity ?? 0, 'view') }),
    how_to_adapt: text.howToAdapt,
    niche_tags: nichesOf(reels),
    format: formatOf(reels),
    example_hook: captionExcerpt(top.caption, 120) || title.slice(0, 300),
    ...signals,
  };
}

/**
 * Turns scored reels into trends. Outliers that look like a catalogue format join it (the catalogue's words, with
 * measured example reels and signals); strong outliers that match nothing become new 'ingested' trends, grouped by
 * a hashtag they share or, for a single very strong reel, titled from its opening line. Highest score first.
 */
export function groupTrends(scored: readonly ScoredReel[], catalogue: readonly Trend[], options: GroupTrendsOptions = {}): Trend[] {
  const language = options.language ?? catalogue[0]?.language ?? 'en';
  const strong = options.strongOutlier ?? STRONG_OUTLIER;
  const solo = options.soloOutlier ?? SOLO_OUTLIER;
  const maxExamples = options.maxExamples ?? MAX_EXAMPLES;
  const text = INGESTED_TEXT[language];
  const format = localeFormat(language);

  const outliers = scored.filter((reel) => reel.isOutlier).sort((a, b) => (b.outlierScore ?? 0) - (a.outlierScore ?? 0));
  const matched = new Map<string, { trend: Trend; reels: ScoredReel[] }>();
  const unmatched: ScoredReel[] = [];
  for (const reel of outliers) {
    const match = matchTrend(reel, catalogue);
    if (!match) {
      unmatched.push(reel);
      continue;
    }
    const entry = matched.get(match.trend.id) ?? { trend: match.trend, reels: [] };
    entry.reels.push(reel);
    matched.set(match.trend.id, entry);
  }

  const trends: Trend[] = [...matched.values()].map(({ trend, reels }) => ({ ...trend, ...measured(reels, maxExamples) }));

  // Greedy grouping: the hashtag shared by most strong outliers first, then the next among those left.
  let pool = unmatched.filter((reel) => (reel.outlierScore ?? 0) >= strong);
  const tagsOf = new Map(pool.map((reel) => [reel, collectHashtags(reel.caption, reel.hashtags).filter((tag) => !GENERIC_TAGS.has(fold(tag)))]));
  for (;;) {
    const counts = new Map<string, number>();
    for (const reel of pool) for (const tag of tagsOf.get(reel) ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (!best || best[1] < 2) break;
    const [tag] = best;
    const group = pool.filter((reel) => tagsOf.get(reel)?.includes(tag));
    pool = pool.filter((reel) => !group.includes(reel));
    const growth = median(group.map((reel) => reel.outlierScore ?? 0)) ?? 0;
    trends.push(
      ingestedTrend(
        `ingested-${language}-tag-${tag}`,
        fillTemplate(text.tagTitle, { tag }),
        fillTemplate(text.tagDescription, { tag, reels: format.count(group.length, 'reel'), growth: format.times(growth) }),
        group,
        language,
        maxExamples,
      ),
    );
  }

  for (const reel of pool) {
    const hook = captionExcerpt(reel.caption, 60);
    if ((reel.outlierScore ?? 0) < solo || !hook) continue;
    trends.push(
      ingestedTrend(
        `ingested-${language}-reel-${reel.shortcode}`,
        `${text.quotes[0]}${hook}${text.quotes[1]}`,
        fillTemplate(text.hookDescription, { growth: format.times(reel.outlierScore ?? 0) }),
        [reel],
        language,
        maxExamples,
      ),
    );
  }

  return trends.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}

/** Every curated id, for callers that store signals per catalogue entry. */
export const isCuratedTrendId = (id: string): id is TrendId => Object.hasOwn(TREND_META, id);
