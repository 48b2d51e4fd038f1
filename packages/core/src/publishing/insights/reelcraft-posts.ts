import { REELCRAFT_POSTS_FOR_WRITER, type HookType, type ReelcraftPosts } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import { detectHooks } from '../../analysis/caption-patterns.ts';
import { reelcraftPostsLine } from '../../analysis/narrative/reelcraft-posts.ts';
import type { Core } from '../../context.ts';
import { localWeekdayHour } from './best-times-scoring.ts';
import { postInsightsDto } from './fetch-insights.ts';
import { listPublishedPostsWithInsights, type PublishedPostWithScript } from './insights.repository.ts';

/** Posts the "what did best" figures come from (newest first), and how many of them the section lists. */
const POSTS_CONSIDERED = 50;
const POSTS_SHOWN = 10;

type Entry = ReelcraftPosts['posts'][number];
type Best<T> = { value: T; posts: number; viewsPerReach: number } | null;

/** The script's first line, when the post came from a content item whose result has one. */
function hookOf(result: Record<string, unknown> | null): string | null {
  const hook = result?.hook;
  return typeof hook === 'string' && hook.trim() ? hook.trim().slice(0, 600) : null;
}

function toEntry({ post, suggestionResult }: PublishedPostWithScript): Entry {
  const insights = postInsightsDto(post);
  const hook = hookOf(suggestionResult);
  const publishedAt = post.publishedAt as Date;
  return {
    id: post.id,
    kind: post.kind,
    hook,
    // The same classifier the profile analysis runs on captions' first lines.
    hookType: hook ? (detectHooks(hook)[0] ?? null) : null,
    publishedAt: publishedAt.toISOString(),
    localHour: localWeekdayHour(publishedAt, post.timeZone).hour,
    views: insights?.views ?? null,
    reach: insights?.reach ?? null,
    likes: insights?.likes ?? null,
    saved: insights?.saved ?? null,
    shares: insights?.shares ?? null,
  };
}

const viewsPerReach = (entry: Entry): number | null => (entry.views !== null && entry.reach !== null && entry.reach > 0 ? entry.views / entry.reach : null);

/**
 * The group (hook type, kind or hour) whose posts have the highest mean views per reach; null unless at least two groups
 * have numbers: "reels did best" means something only next to something else.
 */
function bestBy<T>(entries: readonly Entry[], key: (entry: Entry) => T | null): Best<T> {
  const groups = new Map<T, number[]>();
  for (const entry of entries) {
    const value = key(entry);
    const ratio = viewsPerReach(entry);
    if (value === null || ratio === null) continue;
    groups.set(value, [...(groups.get(value) ?? []), ratio]);
  }
  if (groups.size < 2) return null;
  let best: Best<T> = null;
  for (const [value, ratios] of groups) {
    const mean = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
    if (!best || mean > best.viewsPerReach) best = { value, posts: ratios.length, viewsPerReach: Math.round(mean * 1000) / 1000 };
  }
  return best;
}

/** The section from posts already read (newest first); exported for tests. */
export function summarizeReelcraftPosts(rows: readonly PublishedPostWithScript[], language: string): ReelcraftPosts | null {
  if (rows.length === 0) return null;
  const entries = rows.map(toEntry);
  const best = {
    hookType: bestBy(entries, (entry) => entry.hookType),
    kind: bestBy(entries, (entry) => entry.kind),
    hour: bestBy(entries, (entry) => entry.localHour),
  };
  const summary = reelcraftPostsLine(normalizeLanguage(language), {
    count: entries.length,
    hookType: best.hookType?.value ?? null,
    kind: best.kind?.value ?? null,
    hour: best.hour?.value ?? null,
  });
  return { count: entries.length, posts: entries.slice(0, POSTS_SHOWN), best, summary };
}

/** "Your last posts made with Reelcraft" for the owner's analysis, in `language`; null without published posts with insights. */
export async function reelcraftPostsReport(core: Core, userId: string, language: string): Promise<ReelcraftPosts | null> {
  return summarizeReelcraftPosts(await listPublishedPostsWithInsights(core.db, userId, POSTS_CONSIDERED), language);
}

/**
 * The way of opening the writer should prefer for this creator: the best hook type of their Reelcraft posts, once at
 * least REELCRAFT_POSTS_FOR_WRITER published posts have insights (fewer would steer every script by chance).
 */
export async function preferredHookTypeFor(core: Core, userId: string): Promise<HookType | undefined> {
  const rows = await listPublishedPostsWithInsights(core.db, userId, POSTS_CONSIDERED);
  if (rows.length < REELCRAFT_POSTS_FOR_WRITER) return undefined;
  return bestBy(rows.map(toEntry), (entry) => entry.hookType)?.value ?? undefined;
}
