import { captionLookSchema, DEFAULT_CAPTION_LOOK, type CaptionLook, type RenderedCaptions } from '@reelcraft/contract';
import type { CaptionWord } from '@reelcraft/media';
import { z } from 'zod';

/**
 * The creator's caption choices as a suggestion's request keeps them (issue 33): `caption_look` (from the create
 * form or the caption editor) and `caption_edits` (the caption editor's word fixes and emphasis). A render reads
 * them back here and applies them to the caption words it made from the voice; the spoken audio never changes.
 */
export interface CaptionEdits {
  /** Caption word index → the creator's spelling (one word for one word). */
  words: ReadonlyMap<number, string>;
  /** Indexes of the words to emphasise. */
  emphasis: ReadonlySet<number>;
}

/** How `caption_edits` is stored in the request (JSON): plain arrays. */
export const storedCaptionEditsSchema = z.object({
  words: z.array(z.object({ index: z.number().int().min(0), text: z.string().min(1) })).default([]),
  emphasis: z.array(z.number().int().min(0)).default([]),
});
export type StoredCaptionEdits = z.infer<typeof storedCaptionEditsSchema>;

export const NO_CAPTION_EDITS: CaptionEdits = { words: new Map(), emphasis: new Set() };

/** The look the creator chose for this suggestion, or undefined (the renderer's default) when none or unreadable. */
export function captionLookOf(request: Record<string, unknown>): CaptionLook | undefined {
  const parsed = captionLookSchema.safeParse(request.caption_look);
  return request.caption_look !== undefined && parsed.success ? parsed.data : undefined;
}

export function captionEditsOf(request: Record<string, unknown>): CaptionEdits {
  const parsed = storedCaptionEditsSchema.safeParse(request.caption_edits);
  if (!parsed.success) return NO_CAPTION_EDITS;
  return { words: new Map(parsed.data.words.map((edit) => [edit.index, edit.text])), emphasis: new Set(parsed.data.emphasis) };
}

export function hasCaptionEdits(edits: CaptionEdits): boolean {
  return edits.words.size > 0 || edits.emphasis.size > 0;
}

/**
 * The edits merged into what was stored: new word fixes replace old ones at the same index, a new emphasis list
 * replaces the old list (the editor sends the whole set), and an absent field keeps what was there.
 */
export function mergeCaptionEdits(
  previous: CaptionEdits,
  change: { word_edits?: readonly { index: number; text: string }[] | undefined; emphasis?: readonly number[] | undefined },
): StoredCaptionEdits {
  const words = new Map(previous.words);
  for (const edit of change.word_edits ?? []) words.set(edit.index, edit.text);
  const emphasis = change.emphasis ? new Set(change.emphasis) : previous.emphasis;
  return {
    words: [...words].sort(([a], [b]) => a - b).map(([index, text]) => ({ index, text })),
    emphasis: [...emphasis].sort((a, b) => a - b),
  };
}

/**
 * The creator's fixes and emphasis applied to the caption words, index for index. Timing stays (a fixed word is shown
 * when the original was spoken); an index past the words (the voice changed since) is ignored.
 */
export function applyCaptionEdits(words: readonly CaptionWord[], edits: CaptionEdits): CaptionWord[] {
  return words.map((word, index) => {
    const text = edits.words.get(index);
    const emphasis = edits.emphasis.has(index);
    if (text === undefined && !emphasis) return word;
    return { ...word, ...(text !== undefined ? { text } : {}), ...(emphasis ? { emphasis: true } : {}) };
  });
}

/** What the result keeps of the captions a video was rendered with (shown by the caption editor). */
export function renderedCaptions(words: readonly CaptionWord[], look: CaptionLook | undefined): RenderedCaptions {
  return {
    words: words.map((word) => word.text),
    emphasis: words.flatMap((word, index) => (word.emphasis ? [index] : [])),
    look: look ?? DEFAULT_CAPTION_LOOK,
  };
}
