import type { BeatTemplate } from '../catalog/types.ts';
import { secondsToSay, type Slots } from '../text.ts';
import type { WriterBeat, WriterLanguage } from '../writer.schema.ts';
import type { Context, PlannedBeat } from './context.ts';

/** Length budgets per content type, in seconds: [minimum, default, maximum]. */
export const LENGTH_BUDGET = {
  script: [30, 45, 60],
  meme: [10, 12, 15],
  storytelling: [60, 90, 180],
} as const;

/**
 * A beat with a prompt is finished by the creator in their own words (the idea-built structure): its time counts what
 * they will add — one sentence in a script, a short story part in a storytelling scene.
 */
export const CREATOR_PART_SECONDS = { script: 4, storytelling: 10 } as const;

function totalSeconds(beats: readonly PlannedBeat[], language: WriterLanguage, cache?: Map<PlannedBeat, number>): number {
  let total = 0;
  for (const beat of beats) {
    let seconds = cache?.get(beat);
    if (seconds === undefined) {
      seconds = secondsToSay(beat.say, language);
      cache?.set(beat, seconds);
    }
    total += seconds;
  }
  return total;
}

export function toBeats(planned: readonly PlannedBeat[], language: WriterLanguage, visual?: 'avatar'): WriterBeat[] {
  return planned.map((beat) => {
    const out: WriterBeat = {
      onScreenText: beat.screen,
      spokenLine: beat.say,
      seconds: secondsToSay(beat.say, language),
    };
    if (beat.sceneTitle) out.sceneTitle = beat.sceneTitle;
    const shown = beat.visual ?? visual;
    if (shown) out.visual = shown;
    return out;
  });
}

export function clampTarget(target: number | undefined, budget: readonly [number, number, number]): number {
  const [min, fallback, max] = budget;
  return Math.min(max, Math.max(min, target ?? fallback));
}

/** Removes the most expendable beat (lowest dropRank); false when nothing may go. */
function dropOne(beats: PlannedBeat[]): boolean {
  let index = -1;
  beats.forEach((beat, position) => {
    if (beat.dropRank === undefined) return;
    const current = index >= 0 ? beats[index] : undefined;
    if (!current || (beat.dropRank as number) < (current.dropRank as number)) index = position;
  });
  if (index < 0) return false;
  beats.splice(index, 1);
  return true;
}

/** Lines that add length without new claims: spare tips first, then the language's general fillers. */
function* lengtheners(ctx: Context): Generator<BeatTemplate & { extra: Slots }> {
  for (const tip of ctx.spareTips) yield { ...ctx.pack.tipBeat, extra: { tip } };
  for (const filler of ctx.pack.fillers) yield { ...filler, extra: {} };
}

/**
 * Brings a plan inside its time budget: drops expendable beats while it runs long, inserts lengtheners before the
 * closing beat while it runs short, and finally enforces the hard limits of the content type.
 */
export function fitLength(
  ctx: Context,
  beats: PlannedBeat[],
  target: number,
  hard: readonly [number, number],
  makeExtra: (template: BeatTemplate, extra: Slots) => PlannedBeat,
  tolerance: number,
): void {
  const language = ctx.language;
  const [hardMin, hardMax] = hard;
  const low = Math.max(hardMin, target - tolerance);
  const high = Math.min(hardMax, target + tolerance);
  const extras = lengtheners(ctx);
  const addOne = (): boolean => {
    const next = extras.next();
    if (next.done) return false;
    beats.splice(beats.length - 1, 0, makeExtra(next.value, next.value.extra));
    return true;
  };

  const cache = new Map<PlannedBeat, number>();
  const total = () => totalSeconds(beats, language, cache);
  while (total() > high) if (!dropOne(beats)) break;
  while (total() < low) if (!addOne()) break;
  // Last resort for very long lines: give up body beats (never the opening or the closing one).
  while (total() > hardMax) if (!dropOne(beats)) break;
  while (total() > hardMax && beats.length > 4) beats.splice(beats.length - 2, 1);
}
