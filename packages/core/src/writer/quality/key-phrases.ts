import { mentionsPhrase } from '../key-phrases.ts';
import type { WriterResult } from '../writer.schema.ts';

/**
 * The topic's key phrases are carried beyond the title: at least one is said in the hook or a beat (or shown with the
 * opening), and one is in
 * the caption. Without key phrases (nothing specific to write about) there is nothing to carry: true.
 */
export function carriesKeyPhrases(phrases: readonly string[], result: WriterResult): boolean {
  if (phrases.length === 0) return true;
  // Said, or shown with the opening (the text hook on screen names the idea while the spoken hook stops the scroll).
  const body = [result.hook, result.beats[0]?.onScreenText ?? '', ...result.beats.map((beat) => beat.spokenLine), ...(result.meme?.subtitleLines ?? [])].join(
    '\n',
  );
  const inBody = phrases.some((phrase) => mentionsPhrase(body, phrase));
  const inCaption = phrases.some((phrase) => mentionsPhrase(result.caption, phrase));
  return inBody && inCaption;
}
