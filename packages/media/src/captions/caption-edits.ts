import type { CaptionWord } from './ass.ts';

/**
 * The creator's fixes to a video's captions (the caption editor): a word's spelling and which words stand out.
 * Indices are positions in the caption word list the video was rendered with (for talking videos:
 * captionWordsFromTimeline(timeline)); an edit never changes a word's timing.
 */
export interface CaptionEdits {
  wordEdits?: readonly { index: number; text: string }[];
  emphasis?: readonly number[];
}

export function applyCaptionEdits(words: readonly CaptionWord[], edits: CaptionEdits | undefined): CaptionWord[] {
  if (!edits) return [...words];
  const texts = new Map<number, string>();
  for (const edit of edits.wordEdits ?? []) {
    const text = edit.text.replace(/\s+/g, ' ').trim();
    if (Number.isInteger(edit.index) && text) texts.set(edit.index, text);
  }
  const emphasis = new Set(edits.emphasis ?? []);
  return words.map((word, i) => {
    const text = texts.get(i) ?? word.text;
    return emphasis.has(i) ? { ...word, text, emphasis: true } : { ...word, text };
  });
}
