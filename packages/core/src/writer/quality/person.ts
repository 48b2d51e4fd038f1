import type { WriterLanguage, WriterResult } from '../writer.schema.ts';
import { visibleParts } from './text-of.ts';

const START = '(?:^|[.!?…:;—–]\\s+|\\n)';
const END = '(?![\\p{L}\\p{N}])';

/**
 * A sentence that narrates a third person ("She had tried everything", "Она перепробовала всё", "Ela tentou…"):
 * a subject pronoun opening a sentence, followed (in the gendered languages) by a past-tense verb, since there
 * "ela"/"él"/"она" as often mean "it" for a noun ("Ela dá mais saciedade" is about protein).
 */
const THIRD: Record<WriterLanguage, RegExp> = {
  en: new RegExp(
    `${START}(?:she|he)\\s+(?:had|has|was|did|would|tried|told|wrote|said|kept|sent|started|thought|believed|felt|went|got|\\p{L}+ed)${END}`,
    'iu',
  ),
  ru: new RegExp(`${START}(?:она|он)\\s+(?:(?:уже|не|всё|все|снова|опять)\\s+)?\\p{L}+(?:ла|л|лась|лся)${END}`, 'iu'),
  pt: new RegExp(`${START}(?:ela|ele)\\s+(?:(?:já|ja|não|nao|nunca|também)\\s+)?(?:tinha|estava|era|foi|fez|disse|\\p{L}+(?:ou|eu|iu))${END}`, 'iu'),
  es: new RegExp(`${START}(?:ella|él)\\s+(?:(?:ya|no|nunca|también)\\s+)?(?:había|estaba|era|fue|hizo|dijo|\\p{L}+(?:ó|ió))${END}`, 'iu'),
};

const word = (alternatives: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})${END}`, 'iu');

/** Words that address the viewer. */
const SECOND: Record<WriterLanguage, RegExp> = {
  en: word('you|your|yours|yourself'),
  ru: word('ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоих|вы|вас|вам|ваш|ваша|ваши'),
  pt: word('você|voce|vocês|voces|te|contigo'),
  es: word('tú|tu|tus|te|ti|contigo|usted'),
};

/** Quoted speech (a follower's words, a myth) may be in any person; only the narration counts. */
function withoutQuotes(text: string): string {
  return text.replace(/“[^”]*”|«[^»]*»|"[^"]*"|„[^“”]*[“”]/gu, ' ');
}

/** One grammatical person per text: it never narrates a she/he while also addressing "you". */
export function onePerson(result: WriterResult, language: WriterLanguage = result.language): boolean {
  const text = withoutQuotes(visibleParts(result).join('\n'));
  return !(THIRD[language].test(text) && SECOND[language].test(text));
}
