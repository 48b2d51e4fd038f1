import {
  HOOK_TYPES,
  POST_KINDS,
  type AnalysisPost,
  type FormatStats,
  type HashtagStats,
  type HookStats,
  type HookType,
  type PostKind,
  type PostSummary,
  type ProfileMetrics,
  type ProfileMetricsInput,
} from './analysis.schema.ts';
import { benchmarkFor, compareToRange } from './benchmarks.ts';
import { captionExcerpt, captionText, collectHashtags, countEmoji, detectHooks, hasCallToAction, hasQuestion } from './caption-patterns.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Anything above this is a broken number, not a record; it also keeps sums far from overflowing. */
const MAX_COUNT = 1e12;
/** A post younger than this is still collecting likes, so it cannot be called one of the worst. */
const SETTLING_MS = 2 * DAY;
/** Frequency is measured over at least a week, or one post published today would read as "7 a week". */
const MIN_SPAN_DAYS = 7;
const BEST_COUNT = 3;
const TOP_HASHTAGS = 10;

/** A post after cleaning: whole non-negative counts, a real date, its caption features computed once. */
interface CleanPost {
  shortcode: string;
  kind: PostKind;
  time: number;
  likes: number;
  comments: number;
  views: number | null;
  engagement: number;
  rate: number | null;
  caption: string;
  hashtags: string[];
  hooks: HookType[];
  pinned: boolean;
}

export function cleanCount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return 0;
  return Math.min(Math.floor(value), MAX_COUNT);
}

/** Rounds without ever returning -0 or NaN. */
export function round(value: number, digits: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor || 0;
}

function mean(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const isVideo = (kind: PostKind) => kind === 'reel' || kind === 'video';

function clean(posts: readonly AnalysisPost[], followers: number, now: number): CleanPost[] {
  const seen = new Set<string>();
  const out: CleanPost[] = [];
  for (const post of posts) {
    const time = post.takenAt instanceof Date ? post.takenAt.getTime() : Number.NaN;
    // A post without a readable date cannot be placed on the timeline; the Instagram client never sends one.
    if (!Number.isFinite(time)) continue;
    const shortcode = String(post.shortcode ?? '');
    if (seen.has(shortcode)) continue;
    seen.add(shortcode);
    const kind: PostKind = POST_KINDS.includes(post.kind) ? post.kind : 'image';
    const likes = cleanCount(post.likes);
    const comments = cleanCount(post.comments);
    const hasViews = typeof post.views === 'number' && Number.isFinite(post.views) && post.views >= 0;
    const caption = typeof post.caption === 'string' ? post.caption : '';
    const engagement = likes + comments;
    out.push({
      shortcode,
      kind,
      time: Math.min(Math.max(time, 0), now),
      likes,
      comments,
      views: hasViews ? cleanCount(post.views) : null,
      engagement,
      rate: followers > 0 ? (engagement / followers) * 100 : null,
      caption,
      hashtags: collectHashtags(caption, Array.isArray(post.hashtags) ? post.hashtags : []),
      hooks: detectHooks(caption),
      pinned: post.pinned === true,
    });
  }
  return out.sort((a, b) => a.time - b.time || a.shortcode.localeCompare(b.shortcode));
}

function summary(post: CleanPost): PostSummary {
  return {
    shortcode: post.shortcode,
    kind: post.kind,
    takenAt: new Date(post.time).toISOString(),
    likes: post.likes,
    comments: post.comments,
    views: post.views,
    engagement: post.engagement,
    engagementRate: post.rate === null ? null : round(post.rate, 2),
    captionExcerpt: captionExcerpt(post.caption),
    hooks: post.hooks,
  };
}

const lift = (value: number, average: number) => (average > 0 ? round(value / average, 2) : null);

function formatStats(posts: readonly CleanPost[]): FormatStats[] {
  const out: FormatStats[] = [];
  for (const kind of POST_KINDS) {
    const group = posts.filter((post) => post.kind === kind);
    if (group.length === 0) continue;
    const rates = group.flatMap((post) => (post.rate === null ? [] : [post.rate]));
    const views = group.flatMap((post) => (post.views === null ? [] : [post.views]));
    out.push({
      kind,
      posts: group.length,
      avgEngagement: round(mean(group.map((post) => post.engagement)), 1),
      avgEngagementRate: rates.length > 0 ? round(mean(rates), 2) : null,
      avgViews: views.length > 0 ? round(mean(views), 1) : null,
    });
  }
  return out;
}

function hashtagStats(posts: readonly CleanPost[], average: number): HashtagStats[] {
  const byTag = new Map<string, { posts: number; engagement: number }>();
  for (const post of posts) {
    for (const tag of post.hashtags) {
      const entry = byTag.get(tag) ?? { posts: 0, engagement: 0 };
      entry.posts++;
      entry.engagement += post.engagement;
      byTag.set(tag, entry);
    }
  }
  return [...byTag.entries()]
    .map(([tag, entry]) => {
      const avg = entry.engagement / entry.posts;
      return { tag, posts: entry.posts, avgEngagement: round(avg, 1), lift: lift(avg, average) };
    })
    .sort((a, b) => b.posts - a.posts || b.avgEngagement - a.avgEngagement || a.tag.localeCompare(b.tag))
    .slice(0, TOP_HASHTAGS);
}

function hookStats(posts: readonly CleanPost[], best: readonly CleanPost[], average: number): ProfileMetrics['hooks'] {
  const stats: HookStats[] = [];
  for (const type of HOOK_TYPES) {
    const group = posts.filter((post) => post.hooks.includes(type));
    if (group.length === 0) continue;
    const avg = mean(group.map((post) => post.engagement));
    stats.push({
      type,
      posts: group.length,
      bestPosts: best.filter((post) => post.hooks.includes(type)).length,
      avgEngagement: round(avg, 1),
      lift: lift(avg, average),
    });
  }
  const bestPostHooks = stats
    .filter((entry) => entry.bestPosts > 0)
    .sort((a, b) => b.bestPosts - a.bestPosts || HOOK_TYPES.indexOf(a.type) - HOOK_TYPES.indexOf(b.type))
    .map((entry) => entry.type);
  // One lucky post proves nothing, and a hook that merely matches the average is no lesson.
  const candidates = stats.filter((entry) => entry.posts >= 2 && (entry.lift ?? 0) >= 1.1);
  candidates.sort((a, b) => (b.lift ?? 0) - (a.lift ?? 0) || b.posts - a.posts);
  return { stats: stats.sort((a, b) => b.posts - a.posts), bestPostHooks, strongest: candidates[0]?.type ?? null };
}

/**
 * The numbers of a profile analysis, computed from the recent posts. Pure and total: any input (no posts, no
 * followers, zeros, garbage counts) gives schema-valid, JSON-serialisable figures without NaN or Infinity.
 */
export function computeProfileMetrics(input: ProfileMetricsInput): ProfileMetrics {
  const now = input.now instanceof Date ? input.now.getTime() : Number.NaN;
  if (!Number.isFinite(now)) throw new RangeError('computeProfileMetrics: "now" must be a valid date');
  const followers = cleanCount(input.followers);
  const posts = clean(input.posts ?? [], followers, now);
  const n = posts.length;

  const rates = posts.flatMap((post) => (post.rate === null ? [] : [post.rate]));
  const avgEngagement = mean(posts.map((post) => post.engagement));

  const videos = posts.filter((post) => isVideo(post.kind));
  const viewed = videos.filter((post) => post.views !== null);
  const views = viewed.map((post) => post.views as number);
  const medianViews = median(views);
  const top = viewed.reduce<CleanPost | undefined>((best, post) => (!best || (post.views as number) > (best.views as number) ? post : best), undefined);

  const timed = posts.some((post) => !post.pinned) ? posts.filter((post) => !post.pinned) : posts;
  const oldest = timed[0]?.time;
  const newestTimed = timed[timed.length - 1]?.time;
  const newest = n > 0 ? Math.max(...posts.map((post) => post.time)) : undefined;
  const spanDays = oldest === undefined ? 0 : (now - oldest) / DAY;
  const postsPerWeek = timed.length === 0 ? 0 : (timed.length / Math.max(spanDays, MIN_SPAN_DAYS)) * 7;
  const avgGapDays = timed.length >= 2 && oldest !== undefined && newestTimed !== undefined ? (newestTimed - oldest) / DAY / (timed.length - 1) : null;

  const shareOf = (kind: PostKind) => (n > 0 ? round(posts.filter((post) => post.kind === kind).length / n, 3) : 0);

  const byEngagement = [...posts].sort((a, b) => b.engagement - a.engagement || b.time - a.time || a.shortcode.localeCompare(b.shortcode));
  const best = byEngagement.slice(0, BEST_COUNT);
  const rest = byEngagement.slice(BEST_COUNT);
  const settled = rest.filter((post) => now - post.time >= SETTLING_MS);
  const worst = (settled.length > 0 ? settled : rest).reverse().slice(0, BEST_COUNT);

  const texts = posts.map((post) => captionText(post.caption));
  const shareWhere = (test: (post: CleanPost, index: number) => boolean) => (n > 0 ? round(posts.filter(test).length / n, 3) : 0);

  const engagementRate = rates.length > 0 ? round(mean(rates), 2) : null;
  const viewsToFollowers = followers > 0 && medianViews !== null ? round(medianViews / followers, 3) : null;
  const benchmark = benchmarkFor(followers);

  return {
    version: 1,
    computedAt: new Date(now).toISOString(),
    followers,
    following: cleanCount(input.following),
    postsCount: Math.max(cleanCount(input.postsCount), n),
    analyzedPosts: n,
    engagement: {
      rate: engagementRate,
      medianRate: rates.length > 0 ? round(median(rates) as number, 2) : null,
      avgLikes: round(mean(posts.map((post) => post.likes)), 1),
      avgComments: round(mean(posts.map((post) => post.comments)), 1),
      avgEngagement: round(avgEngagement, 1),
    },
    reels: {
      count: videos.length,
      withViews: viewed.length,
      medianViews: medianViews === null ? null : round(medianViews, 1),
      avgViews: views.length > 0 ? round(mean(views), 1) : null,
      topViews: top ? (top.views as number) : null,
      topShortcode: top ? top.shortcode : null,
      viewsToFollowers,
    },
    frequency: {
      postsPerWeek: round(postsPerWeek, 2),
      avgGapDays: avgGapDays === null ? null : round(avgGapDays, 1),
      spanDays: round(spanDays, 1),
      lastPostAt: newest === undefined ? null : new Date(newest).toISOString(),
      daysSinceLastPost: newest === undefined ? null : round((now - newest) / DAY, 1),
    },
    formatMix: { image: shareOf('image'), carousel: shareOf('carousel'), reel: shareOf('reel'), video: shareOf('video') },
    formats: formatStats(posts),
    bestPosts: best.map(summary),
    worstPosts: worst.map(summary),
    topHashtags: hashtagStats(posts, avgEngagement),
    captions: {
      avgLength: round(mean(texts.map((text) => [...text].length)), 1),
      avgHashtags: round(mean(posts.map((post) => post.hashtags.length)), 1),
      questionShare: shareWhere((post) => hasQuestion(post.caption)),
      ctaShare: shareWhere((post) => hasCallToAction(post.caption)),
      emojiShare: shareWhere((post) => countEmoji(post.caption) > 0),
      avgEmojis: round(mean(posts.map((post) => countEmoji(post.caption))), 1),
      noHookShare: shareWhere((post) => post.hooks.length === 0),
    },
    hooks: hookStats(posts, best, avgEngagement),
    series: posts.map((post) => ({
      shortcode: post.shortcode,
      date: new Date(post.time).toISOString(),
      kind: post.kind,
      likes: post.likes,
      comments: post.comments,
      engagement: post.engagement,
      engagementRate: post.rate === null ? null : round(post.rate, 2),
      views: post.views,
    })),
    benchmark,
    comparison: {
      engagementRate: compareToRange(engagementRate, benchmark.engagementRate),
      reelViewsToFollowers: compareToRange(viewsToFollowers, benchmark.reelViewsToFollowers),
      postsPerWeek: n > 0 ? compareToRange(round(postsPerWeek, 2), benchmark.postsPerWeek) : null,
    },
  };
}
