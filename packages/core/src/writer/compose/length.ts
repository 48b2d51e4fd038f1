import { secondsToSay } from '../text.ts';
import type { WriterBeat, WriterLanguage } from '../writer.schema.ts';
import type { PlannedBeat } from './context.ts';

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

export function toBeats(planned: readonly PlannedBeat[], language: WriterLanguage, visual?: 'avatar'): WriterBeat[] {
  return planned.map((beat) => {
    const out: WriterBeat = {
      onScreenText: beat.screen,
      spokenLine: beat.say,
      seconds: secondsToSay(beat.say, language),
    };
    if (beat.sceneTitle) out.sceneTitle = beat.sceneTitle;
    if (beat.graphic) out.graphic = beat.graphic;
    const shown = beat.visual ?? visual;
    if (shown) out.visual = shown;
    return out;
  });
}

export function clampTarget(target: number | undefined, budget: readonly [number, number, number]): number {
  const [min, fallback, max] = budget;
  return Math.min(max, Math.max(min, target ?? fallback));
}
