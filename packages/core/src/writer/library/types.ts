import type { NicheId } from '@reelcraft/contract';
import type { WriterLanguage } from '../writer.schema.ts';

/**
 * The built-in writer's library of script material (issue 32): per niche, per sub-topic, per language, the things a
 * good creator actually says about that sub-topic — tips, steps, myths with their facts, mistakes with their fixes,
 * true numbers, viewers' questions with answers, comparisons — written as native copy in each language.
 *
 * The writer never fills a template with the creator's bio or analysis: it retrieves the sub-topic that matches the
 * idea (library/retrieve.ts) and builds every beat of the chosen format from that sub-topic's material.
 *
 * Rules every entry follows (catalog.test.ts and library.test.ts check what a program can):
 * - Every spoken string (`say`, `hook`, `myth`, `fact`, `mistake`, `fix`, `question`, `answer`, `verdict`, `before`,
 *   `after`) is one to three complete sentences a person would say aloud, ending with . ! or ?; no emoji, no
 *   hashtags, no URLs, no percent signs or "×" (say "twice as", "a third of" — numbers in words or digits are fine).
 * - The viewer is addressed in the second person (en "you", ru "ты", pt "você", es "tú"); the creator may say "I".
 *   Never narrate a third person ("she tried…").
 * - `screen` is a short on-screen label for the beat: 2–6 words, no final stop.
 * - Numbers are true and cautious (general guidance, not medical, legal or financial advice for a case).
 * - `id`s are shared by all four languages: the same sub-topic has the same id in en, ru, pt and es.
 */

/** A beat's material: what is said, and the short text on screen while it is said. */
export interface Line {
  screen: string;
  say: string;
}

export interface MythFact {
  /** The belief, stated as people say it: "Sitting up straight all day fixes your posture." */
  myth: string;
  /** What is true instead, with the reason. */
  fact: string;
  screen: string;
}

export interface MistakeFix {
  /** What people do wrong, as a sentence addressed to the viewer: "You stretch your chest once a week and hope." */
  mistake: string;
  /** What to do instead, as an instruction: "Do thirty seconds of doorway stretch every time you refill your water." */
  fix: string;
  screen: string;
}

export interface QuestionAnswer {
  /** A question viewers really ask, as they would write it in a comment. */
  question: string;
  answer: string;
}

export interface Comparison {
  /** Two options people choose between, as short labels: "Standing desk" / "Moving every 30 minutes". */
  a: string;
  b: string;
  /** Which one wins for whom, and why. */
  verdict: string;
}

export interface SubTopic {
  /** Stable across languages, kebab-case: 'posture'. */
  id: string;
  /** A short noun phrase naming the sub-topic, fit for a title or a screen label: "Posture at the desk". */
  label: string;
  /**
   * Words and phrases a creator would type for this sub-topic in this language, lower-case: synonyms, everyday and
   * slang words, common inflected forms (ru: "осанка", "осанку", "сутулость", "сутулиться"). At least 8.
   */
  keywords: string[];
  /** Opening lines that stop the scroll and are specific to this sub-topic. At least 3. */
  hooks: string[];
  /** Concrete, actionable tips. At least 5. */
  tips: Line[];
  /** One routine or how-to a viewer can follow, in order. At least 4. */
  steps: Line[];
  /** At least 2. */
  myths: MythFact[];
  /** At least 3. */
  mistakes: MistakeFix[];
  /** True statements with a number in them. At least 2. */
  facts: Line[];
  /** At least 2. */
  questions: QuestionAnswer[];
  /** At least 1. */
  comparisons: Comparison[];
  /** Where a viewer typically starts, said to them: "Your shoulders creep up to your ears by 3 pm." */
  before: string;
  /** Where they can be after following the material: "After two weeks, you stand up at 6 pm without the stiff back." */
  after: string;
}

/** One niche's sub-topics in one language. */
export type NicheMaterial = readonly SubTopic[];

/** A niche's sub-topics in each language (each language's copy is written natively, not translated). */
export type LanguageMaterial = Readonly<Record<WriterLanguage, NicheMaterial>>;

/** The niches the library covers: every niche but 'general'. */
export type LibraryNiche = Exclude<NicheId, 'general'>;
