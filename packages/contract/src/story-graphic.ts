import { z } from 'zod';
import { safeText } from './common.ts';

/** A word count a viewer reads at a glance: every text on a story graphic stays within it (issue 33). */
export const STORY_GRAPHIC_MAX_WORDS = 6;

const graphicText = () => safeText().trim().min(1).max(80);

/**
 * A scene of a story made by code, not from a photo (issue 33), carried on the script's beat: what the scene shows
 * while the beat is spoken. The same shape as @reelcraft/media's StoryGraphic (core's render-talking-video.ts hands
 * one to the other, so the type check keeps them assignable); every text is in the story's language and at most STORY_GRAPHIC_MAX_WORDS words.
 */
export const storyGraphicSchema = z.discriminatedUnion('type', [
  /** Kinetic typography of the beat's key phrase. */
  z.object({ type: z.literal('phrase'), text: graphicText() }),
  /** A list or steps animating in one by one; `numbered` for steps. */
  z.object({ type: z.literal('list'), title: graphicText().optional(), items: z.array(graphicText()).min(2).max(6), numbered: z.boolean().optional() }),
  /** A number counting up to `value` ("$" prefix, " km" suffix), with a label under it. */
  z.object({
    type: z.literal('counter'),
    value: z.number().finite(),
    prefix: safeText().max(24).optional(),
    suffix: safeText().max(20).optional(),
    label: graphicText(),
  }),
  /** Bars growing to comparable values, each with a label. */
  z.object({
    type: z.literal('chart'),
    title: graphicText().optional(),
    bars: z
      .array(z.object({ label: graphicText(), value: z.number().finite().nonnegative() }))
      .min(2)
      .max(4),
  }),
  /** A big emoji for the beat's subject, with a label. */
  z.object({ type: z.literal('emoji'), emoji: safeText().min(1).max(16), label: graphicText() }),
]);
export type BeatGraphic = z.infer<typeof storyGraphicSchema>;
