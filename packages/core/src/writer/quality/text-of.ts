import type { WriterResult } from '../writer.schema.ts';

/** Every text a viewer reads or hears, one entry per field (title, hook, beats, caption, call to action, meme). */
export function visibleParts(result: WriterResult): string[] {
  return [
    result.title,
    result.hook,
    ...result.beats.flatMap((beat) => [beat.spokenLine, beat.onScreenText, beat.sceneTitle ?? '']),
    result.caption,
    result.callToAction,
    result.meme?.topText ?? '',
    ...(result.meme?.subtitleLines ?? []),
  ].filter((part) => part.trim().length > 0);
}

/** Words of a text, case and accents folded, for comparisons that ignore punctuation. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
