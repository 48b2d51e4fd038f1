import { keyPhrasesOf } from '../compose/context.ts';
import { writerBriefSchema, type WriterBrief, type WriterResult } from '../writer.schema.ts';
import { ideaIntact } from './idea-intact.ts';
import { carriesKeyPhrases } from './key-phrases.ts';
import { languageMatches } from './language.ts';
import { onePerson } from './person.ts';
import { uniqueSceneTitles } from './scene-titles.ts';
import { noUnfilledSlot } from './slots.ts';

export { ideaIntact } from './idea-intact.ts';
export { carriesKeyPhrases } from './key-phrases.ts';
export { languageMatches } from './language.ts';
export { onePerson } from './person.ts';
export { uniqueSceneTitles } from './scene-titles.ts';
export { noUnfilledSlot } from './slots.ts';
export { QUALITY_BRIEFS, type QualityBrief } from './briefs.ts';

export const QUALITY_CHECKS = [
  'idea_intact',
  'key_phrases_beyond_title',
  'no_unfilled_slot',
  'one_person',
  'unique_scene_titles',
  'language_matches',
] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

/** Every quality check of one output against the brief it was written for; true = passed. */
export function checkWriterQuality(brief: WriterBrief, result: WriterResult): Record<QualityCheck, boolean> {
  const parsed = writerBriefSchema.parse(brief);
  return {
    idea_intact: ideaIntact(parsed.userInput, result),
    // A meme without its own text is a joke in the niche's words; memes on a text are checked by meme/quality.ts.
    key_phrases_beyond_title: parsed.contentType === 'meme' || carriesKeyPhrases(keyPhrasesOf(parsed), result),
    no_unfilled_slot: noUnfilledSlot(result),
    one_person: onePerson(result, parsed.language),
    unique_scene_titles: uniqueSceneTitles(result),
    language_matches: languageMatches(result, parsed.language),
  };
}
