import type { BestTimesResponse } from '@reelcraft/contract';

/** One of the creator's posts: when it went out and how well it did next to the creator's other posts of its source. */
export interface TimedPerformance {
  at: Date;
  /** Views per reach for a Reelcraft post; engagement (or views) for an analysed post. Compared within its source only. */
  value: number;
  source: 'reelcraft' | 'analysis';
}

export type BestTimeSlot = BestTimesResponse['slots'][number];

/** Fewer posts than this and the creator's own hours say too little: the general habits are suggested instead. */
export const OWN_POSTS_MIN = 5;
const SLOTS = 5;

/**
 * When short videos tend to do well when nothing better is known, in the creator's own local time: weekday evenings
 * after work and school, weekday lunch breaks, and a late weekend morning. This is the common advice of the
 * scheduling tools' public studies (they disagree on the exact hour and their audiences are not ours), so it is kept
 * to a few broad slots and labelled 'general' in the answer; the creator's own posts replace it as soon as there are
 * enough of them.
 */
export const GENERAL_SLOTS: readonly BestTimeSlot[] = [
  { weekday: 2, hour: 19, score: 1 },
  { weekday: 3, hour: 19, score: 0.95 },
  { weekday: 4, hour: 20, score: 0.9 },
  { weekday: 1, hour: 12, score: 0.85 },
  { weekday: 6, hour: 11, score: 0.8 },
];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Weekday (0 = Sunday) and hour of an instant in an IANA zone. Intl applies the zone's rules for that very instant,
 * so a post made in summer and one made in winter each land on the local hour the creator saw (DST-safe).
 */
export function localWeekdayHour(at: Date, timeZone: string): { weekday: number; hour: number } {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const weekday = WEEKDAYS.indexOf(parts.find((part) => part.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((part) => part.type === 'hour')?.value) % 24;
  return { weekday: Math.max(0, weekday), hour };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The best hours of the week from the creator's posts. Each post counts by how it did against the median of its own
 * source (a Reelcraft post's views per reach and an analysed post's engagement are different measures, so they are
 * never compared directly); a slot's strength is the mean of its posts, pulled toward average (1) by a prior of one
 * post so that a single lucky post does not top the list. With fewer than OWN_POSTS_MIN posts, or to fill the list,
 * the general slots are used (below the creator's own).
 */
export function scoreBestTimes(posts: readonly TimedPerformance[], timeZone: string): BestTimesResponse {
  const usable = posts.filter((post) => Number.isFinite(post.value) && post.value >= 0 && !Number.isNaN(post.at.getTime()));
  if (usable.length < OWN_POSTS_MIN) return { basis: 'general', sample_size: usable.length, slots: [...GENERAL_SLOTS] };

  const medians = new Map<TimedPerformance['source'], number>();
  for (const source of ['reelcraft', 'analysis'] as const) {
    const values = usable.filter((post) => post.source === source).map((post) => post.value);
    if (values.length > 0) medians.set(source, median(values));
  }
  const slots = new Map<string, { weekday: number; hour: number; sum: number; count: number }>();
  for (const post of usable) {
    const base = medians.get(post.source) ?? 0;
    // A source whose median is 0 (nobody reacted yet) says nothing about hours: every post counts as average.
    const relative = base > 0 ? post.value / base : 1;
    const { weekday, hour } = localWeekdayHour(post.at, timeZone);
    const key = `${weekday}:${hour}`;
    const slot = slots.get(key) ?? { weekday, hour, sum: 0, count: 0 };
    slot.sum += relative;
    slot.count += 1;
    slots.set(key, slot);
  }
  const ranked = [...slots.values()]
    .map((slot) => ({ weekday: slot.weekday, hour: slot.hour, strength: (slot.sum + 1) / (slot.count + 1) }))
    .sort((a, b) => b.strength - a.strength || a.weekday - b.weekday || a.hour - b.hour)
    .slice(0, SLOTS);
  const top = ranked[0]?.strength ?? 1;
  const own: BestTimeSlot[] = ranked.map((slot) => ({ weekday: slot.weekday, hour: slot.hour, score: round(slot.strength / top) }));
  const floor = Math.min(...own.map((slot) => slot.score));
  const fill = GENERAL_SLOTS.filter((general) => !own.some((slot) => slot.weekday === general.weekday && slot.hour === general.hour))
    .slice(0, SLOTS - own.length)
    .map((general, index) => ({ weekday: general.weekday, hour: general.hour, score: round(floor * (0.5 - index * 0.05)) }));
  return { basis: 'own_posts', sample_size: usable.length, slots: [...own, ...fill] };
}

const round = (value: number) => Math.round(Math.max(0, Math.min(1, value)) * 1000) / 1000;
