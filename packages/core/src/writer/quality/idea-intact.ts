import type { WriterResult } from '../writer.schema.ts';
import { visibleParts, wordsOf } from './text-of.ts';

/** A cut idea keeps at least this share of its words ("…busy mom" of "…busy mom of two"); key phrases are shorter. */
const TRUNCATED_SHARE = 0.6;

function indexOfSequence(haystack: readonly string[], needle: readonly string[], from = 0): number {
  outer: for (let start = from; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) if (haystack[start + offset] !== needle[offset]) continue outer;
    return start;
  }
  return -1;
}

/**
 * The user's idea is kept whole: it appears complete in the title, hook, a spoken line, the caption or the meme's
 * top text, and nowhere does a cut version of it (most of its first words without the rest) stand in for it.
 * Without an idea there is nothing to keep: true.
 */
export function ideaIntact(idea: string | undefined, result: WriterResult): boolean {
  const ideaWords = wordsOf(idea ?? '');
  if (ideaWords.length === 0) return true;
  const parts = visibleParts(result).map(wordsOf);
  const whole = [result.title, result.hook, result.caption, result.meme?.topText ?? '', ...result.beats.map((beat) => beat.spokenLine)]
    .map(wordsOf)
    .some((words) => indexOfSequence(words, ideaWords) >= 0);
  if (!whole) return false;
  if (ideaWords.length < 3) return true;
  const minimum = Math.max(2, Math.ceil(ideaWords.length * TRUNCATED_SHARE));
  const prefix = ideaWords.slice(0, minimum);
  for (const words of parts) {
    for (let at = indexOfSequence(words, prefix); at >= 0; at = indexOfSequence(words, prefix, at + 1)) {
      if (indexOfSequence(words.slice(at, at + ideaWords.length), ideaWords) !== 0) return false;
    }
  }
  return true;
}
