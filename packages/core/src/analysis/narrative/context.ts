import { fillTemplate, type Random, type Slots } from '../../writer/index.ts';
import type { PostKind, ProfileMetrics } from '../analysis.schema.ts';
import type { LocaleFormat } from './format.ts';
import type { NarrativePack } from './types.ts';

/** A format or hook has to beat another by this much before we tell the creator to prefer it. */
export const CLEAR_WIN = 1.3;

/** What every part of the narrative is written from: the numbers, the language's pack, its number format, the slots. */
export interface Context {
  metrics: ProfileMetrics;
  pack: NarrativePack;
  format: LocaleFormat;
  random: Random;
  slots: Slots;
}

/** A template with the narrative's slots (and any extra ones) filled in. */
export function fill(ctx: Context, template: string, extra: Slots = {}): string {
  return fillTemplate(template, { ...ctx.slots, ...extra });
}

/** Mean engagement per post over the posts of these kinds, or null when there are none. */
export function avgEngagementOf(metrics: ProfileMetrics, kinds: readonly PostKind[]): number | null {
  const groups = metrics.formats.filter((entry) => kinds.includes(entry.kind));
  const posts = groups.reduce((sum, entry) => sum + entry.posts, 0);
  if (posts === 0) return null;
  return groups.reduce((sum, entry) => sum + entry.avgEngagement * entry.posts, 0) / posts;
}
