import type { TrendFormat } from '@reelcraft/contract';
import type { ScriptCategory } from '../writer.schema.ts';

/**
 * The beat structures of the built-in writer (issue 32 item 4). Each is a way real creators shape a reel; a trend's
 * format decides which one a script made from that trend uses, and the creator's category weighs the others.
 */
export const FORMAT_IDS = [
  'myth-fact',
  'top-list',
  'mistakes',
  'steps',
  'before-after',
  'pov',
  'reply',
  'this-or-that',
  'day-in-life',
  'challenge',
  'story',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/** The template id a format is recorded under in `templateIds` (steering and "another angle" read it back). */
export const formatTemplateId = (format: FormatId) => `fmt-${format}`;

/** A trend's format → our structure; undefined = no fixed structure (the category decides). */
export const TREND_STRUCTURE: Record<TrendFormat, FormatId | undefined> = {
  myth_busting: 'myth-fact',
  list: 'top-list',
  tutorial: 'steps',
  before_after: 'before-after',
  pov: 'pov',
  qa: 'reply',
  reaction: 'reply',
  comparison: 'this-or-that',
  day_in_life: 'day-in-life',
  behind_the_scenes: 'day-in-life',
  challenge: 'challenge',
  story: 'story',
  meme: 'pov',
  talking_head: undefined,
  other: undefined,
};

/** Which structures suit each category (weights); anything unlisted weighs 1. */
export const CATEGORY_FORMATS: Record<ScriptCategory, Partial<Record<FormatId, number>>> = {
  educational: { 'myth-fact': 3, 'top-list': 3, mistakes: 3, steps: 3, 'this-or-that': 2, pov: 0.5, 'day-in-life': 0.3, challenge: 0.3 },
  entertaining: { pov: 3, 'this-or-that': 3, 'myth-fact': 2, 'day-in-life': 2, steps: 0.5, challenge: 0.5 },
  selling: { 'before-after': 3, mistakes: 3, reply: 2, story: 2, 'day-in-life': 0.3, challenge: 0.5 },
  personal_story: { story: 4, 'before-after': 3, 'day-in-life': 2, challenge: 0.5 },
  motivational: { challenge: 3, 'before-after': 3, story: 2 },
  behind_the_scenes: { 'day-in-life': 4, story: 2, steps: 2 },
};

/** Without a category: the structures that carry the most substance. */
export const DEFAULT_FORMAT_WEIGHTS: Partial<Record<FormatId, number>> = {
  'top-list': 3,
  mistakes: 3,
  'myth-fact': 3,
  steps: 2,
  'before-after': 2,
  reply: 1.5,
  'this-or-that': 1.5,
  story: 1.5,
  pov: 1,
  // A week's challenge and a day in my life fit habits and routines, not every idea ("secret corners of Seville"):
  // chosen by a trend, the idea's wording or a category that asks for them, seldom otherwise.
  challenge: 0.3,
  'day-in-life': 0.3,
};

/** How a revision re-weighs structures: "more concrete" wants lists and steps, "funnier" wants POV and this-or-that. */
export const REVISION_FORMATS: Partial<Record<string, Partial<Record<FormatId, number>>>> = {
  more_concrete: { steps: 3, 'top-list': 3, mistakes: 3, 'myth-fact': 2, pov: 0.2, 'day-in-life': 0.2, story: 0.5 },
  funnier: { pov: 4, 'this-or-that': 3, 'myth-fact': 2, steps: 0.3 },
};

/** "3 desk stretches", "top 5", "7 ошибок": the number of items the idea promises, when it names one (2–7). */
export function promisedCount(idea: string | undefined): number | undefined {
  if (!idea) return undefined;
  // "5 tips" is a count; "in 5 minutes", "7 days", "2 weeks", "3 km" are not.
  const digit =
    /(?:^|\s)([2-7])(?=\s|$)(?!\s+(?:min|minute|minutes|hour|hours|day|days|week|weeks|month|months|year|years|km|kg|second|seconds|мин|минут|минуты|час|часа|часов|день|дня|дней|недел\p{L}*|месяц\p{L}*|год|года|лет|км|кг|секунд\p{L}*|minuto\p{L}*|hora\p{L}*|dia|dias|día|días|semana\p{L}*|m[eê]s\p{L}*|ano|anos|año|años|segundo\p{L}*)(?![\p{L}]))/iu.exec(
      idea,
    );
  if (digit) return Number(digit[1]);
  const words: Record<string, number> = {
    three: 3,
    four: 4,
    five: 5,
    seven: 7,
    три: 3,
    четыре: 4,
    пять: 5,
    семь: 7,
    três: 3,
    tres: 3,
    quatro: 4,
    cuatro: 4,
    cinco: 5,
    sete: 7,
    siete: 7,
  };
  for (const word of idea.toLocaleLowerCase().split(/[^\p{L}]+/u)) if (words[word]) return words[word];
  return undefined;
}

/** The structure an idea's own wording asks for ("myths about…", "mistakes…", "how to…"), in four languages. */
export function formatAskedByIdea(idea: string | undefined): FormatId | undefined {
  if (!idea) return undefined;
  const text = idea.toLocaleLowerCase();
  if (/\bmyths?\b|миф|mito/u.test(text)) return 'myth-fact';
  if (/\bmistakes?\b|\berrors?\b|ошиб|erro|error/u.test(text)) return 'mistakes';
  if (/\bvs\.?\b|\bversus\b|\bor\b.*\?|против|или|\bou\b.*\?|\bo\b.*\?/u.test(text)) return 'this-or-that';
  if (/\bpov\b/u.test(text)) return 'pov';
  if (/\bday in (?:my|the) life\b|один день|мой день|um dia|dia na minha vida|un día|mi día/u.test(text)) return 'day-in-life';
  if (/\bchallenge\b|челлендж|марафон|desafio|desafío|reto/u.test(text)) return 'challenge';
  if (/\bbefore\b.*\bafter\b|до и после|antes e depois|antes y después/u.test(text)) return 'before-after';
  if (/\bhow (?:i|we)\b|как я|как мы|como eu|cómo (?:yo )?(?:lo )?(?:logr|consegu|hice)/u.test(text)) return 'story';
  if (/\bsteps?\b|step by step|\broutine\b|пошаг|шаг|rutina|rotina|passo|paso/u.test(text)) return 'steps';
  if (promisedCount(idea) !== undefined || /\btips?\b|совет|dicas?|consejos?|trucos?/u.test(text)) return 'top-list';
  return undefined;
}
