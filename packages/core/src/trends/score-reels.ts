import { cleanCount, median } from '../analysis/compute-profile-metrics.ts';

/** A reel as ingestion sees it (mapped from the Instagram client's model by the caller). */
export interface IngestReel {
  shortcode: string;
  /** The account's username (or id): the key of its baseline. */
  owner: string;
  takenAt: Date;
  views: number;
  likes: number;
  comments: number;
  caption: string;
  /** Without '#'; tags written in the caption are found as well. */
  hashtags: string[];
  /** The reel's page; defaults to https://www.instagram.com/reel/{shortcode}/. */
  url?: string;
  thumbnailUrl?: string;
}

export type BaselineSource = 'account' | 'batch';

export interface ScoredReel extends IngestReel {
  /** Hours since posting, at least MIN_AGE_HOURS; null when the date is unreadable. */
  ageHours: number | null;
  /** Views per hour since posting. */
  velocity: number;
  /** The account's usual views per hour, and where it came from; null when the account has none. */
  baseline: number | null;
  baselineSource: BaselineSource | null;
  /** velocity ÷ baseline: 3 means three times faster than this account's usual reel. */
  outlierScore: number | null;
  isOutlier: boolean;
}

/** A reel this many times faster than its account's usual is an outlier… */
export const OUTLIER_RATIO = 2;
/** …provided it has enough views for the ratio to mean something (a tiny account's 40 vs 20 views is noise). */
export const MIN_OUTLIER_VIEWS = 1_000;
/** Younger reels are measured as if an hour old, so a 5-minute-old reel cannot claim 12× its views per hour. */
export const MIN_AGE_HOURS = 1;
/** Baselines below one view an hour are floored, so a dormant account's first hit does not divide by zero. */
export const MIN_BASELINE = 1;
/** No account gets anywhere near a trillion views an hour. */
const MAX_BASELINE = 1e12;
/** Without a stored baseline, an account needs this many reels in the batch to be its own baseline. */
export const MIN_BATCH_REELS = 3;

const HOUR = 3_600_000;

function ageHoursOf(takenAt: Date, now: number): number | null {
  const time = takenAt instanceof Date ? takenAt.getTime() : Number.NaN;
  if (!Number.isFinite(time)) return null;
  return Math.max(MIN_AGE_HOURS, (now - time) / HOUR);
}

/** Views per hour since posting; 0 when the date is unreadable. */
export function reelVelocity(views: number, takenAt: Date, now: Date): number {
  const age = ageHoursOf(takenAt, now.getTime());
  return age === null ? 0 : cleanCount(views) / age;
}

/**
 * Each account's median views per hour over the given reels: the baseline `scoreReels` compares against.
 * Best fed with reels of similar age to the ones being scored (e.g. views recorded 48 hours after posting),
 * because a reel's views per hour since posting falls as it ages.
 */
export function reelBaselines(reels: readonly Pick<IngestReel, 'owner' | 'takenAt' | 'views'>[], now: Date): Map<string, number> {
  const byOwner = new Map<string, number[]>();
  for (const reel of reels) {
    const list = byOwner.get(reel.owner) ?? [];
    list.push(reelVelocity(reel.views, reel.takenAt, now));
    byOwner.set(reel.owner, list);
  }
  const out = new Map<string, number>();
  for (const [owner, velocities] of byOwner) out.set(owner, median(velocities) ?? 0);
  return out;
}

/**
 * Scores reels by view velocity (views per hour since posting) against each account's own baseline. A stored
 * baseline wins; otherwise an account with at least MIN_BATCH_REELS reels in this batch is compared with itself;
 * otherwise it gets no outlier score.
 */
export function scoreReels(reels: readonly IngestReel[], baselines: ReadonlyMap<string, number>, now: Date): ScoredReel[] {
  const nowTime = now.getTime();
  if (!Number.isFinite(nowTime)) throw new RangeError('scoreReels: "now" must be a valid date');
  const batchCounts = new Map<string, number>();
  for (const reel of reels) batchCounts.set(reel.owner, (batchCounts.get(reel.owner) ?? 0) + 1);
  const batchBaselines = reelBaselines(
    reels.filter((reel) => !baselines.has(reel.owner) && (batchCounts.get(reel.owner) ?? 0) >= MIN_BATCH_REELS),
    now,
  );

  return reels.map((reel) => {
    const ageHours = ageHoursOf(reel.takenAt, nowTime);
    const views = cleanCount(reel.views);
    const velocity = ageHours === null ? 0 : views / ageHours;
    const given = baselines.get(reel.owner);
    // Baselines come from storage; an absurd one is capped like any count rather than overflowing the rounding.
    const stored = given !== undefined && Number.isFinite(given) && given >= 0 ? Math.min(given, MAX_BASELINE) : undefined;
    const batch = batchBaselines.get(reel.owner);
    const baseline = stored ?? batch ?? null;
    const baselineSource: BaselineSource | null = stored !== undefined ? 'account' : batch !== undefined ? 'batch' : null;
    const outlierScore = baseline === null || ageHours === null ? null : velocity / Math.max(baseline, MIN_BASELINE);
    return {
      ...reel,
      ageHours: ageHours === null ? null : Math.round(ageHours * 10) / 10,
      velocity: Math.round(velocity * 10) / 10,
      baseline: baseline === null ? null : Math.round(baseline * 10) / 10,
      baselineSource,
      outlierScore: outlierScore === null ? null : Math.round(outlierScore * 100) / 100,
      isOutlier: outlierScore !== null && outlierScore >= OUTLIER_RATIO && views >= MIN_OUTLIER_VIEWS,
    };
  });
}
