import { keyPhrasesOf } from '../compose/context.ts';
import { writerBriefSchema, type WriterBrief, type WriterResult } from '../writer.schema.ts';
import { ideaIntact } from './idea-intact.ts';
import { carriesKeyPhrases } from './key-phrases.ts';
import { languageMatches } from './language.ts';
import { onePerson } from './person.ts';
import { uniqueSceneTitles } from './scene-titles.ts';
import { noUnfilledSlot } from './slots.ts';
import { bodyAboutIdea, distinctBeats, feedbackNotSpoken, formatKept, rulesKept } from './reader-checks.ts';

export { ideaIntact } from './idea-intact.ts';
export { carriesKeyPhrases } from './key-phrases.ts';
export { languageMatches } from './language.ts';
export { onePerson } from './person.ts';
export { uniqueSceneTitles } from './scene-titles.ts';
export { noUnfilledSlot } from './slots.ts';
export { QUALITY_BRIEFS, type QualityBrief } from './briefs.ts';
export { BATCH_BRIEFS, PROFILE_BRIEFS } from './profile-briefs.ts';
export { HELD_OUT_IDEAS } from './held-out-ideas.ts';
export { bodyAboutIdea, distinctBeats, feedbackNotSpoken, formatKept, rulesKept, variantsDiffer } from './reader-checks.ts';

export const QUALITY_CHECKS = [
  'idea_intact',
  'key_phrases_beyond_title',
  'no_unfilled_slot',
  'one_person',
  'unique_scene_titles',
  'language_matches',
  // Issue 32: what a reader sees.
  'rules_kept',
  'body_about_idea',
  'distinct_beats',
  'format_kept',
  'feedback_not_spoken',
] as const;
export type QualityCheck = (typeof QUALITY_CHECKS)[number];

/** Every quality check of one output against the brief it was written for; true = passed. */
export function checkWriterQuality(brief: WriterBrief, result: WriterResult): Record<QualityCheck, boolean> {
  const parsed = writerBriefSchema.parse(brief);
  return {
    idea_intact: ideaIntact(parsed.userInput, result),
    // A meme without its own text is a joke in the niche's words; memes on a text are checked by meme/quality.ts.
    // Only the idea's key phrases: carrying the blog topic's or the analysis' words into lines is what issue 32
    // forbids (context steers, it is never copy). Memes on a text are checked by meme/quality.ts.
    key_phrases_beyond_title: parsed.contentType === 'meme' || !parsed.userInput?.trim() || carriesKeyPhrases(keyPhrasesOf(parsed), result),
    no_unfilled_slot: noUnfilledSlot(result),
    one_person: onePerson(result, parsed.language),
    unique_scene_titles: uniqueSceneTitles(result),
    language_matches: languageMatches(result, parsed.language),
    rules_kept: rulesKept(parsed, result),
    body_about_idea: bodyAboutIdea(parsed, result),
    distinct_beats: distinctBeats(result),
    format_kept: formatKept(parsed, result),
    feedback_not_spoken: feedbackNotSpoken(parsed, result),
  };
}
