import { isStopWord } from '../key-phrases.ts';
import { STEMMERS } from '../compose/relevance.ts';
import type { WriterLanguage } from '../writer.schema.ts';
import { LIBRARY } from './library.ts';
import { spokenLinesOf } from './lines.ts';
import type { LibraryNiche, SubTopic } from './types.ts';

/**
 * Finds the library sub-topic an idea is about (issue 32 item 2). The built-in writer has no model that understands a
 * topic, so this compares word stems: the idea's against each sub-topic's keywords (what creators type for it), its
 * label, and — weakly — its material. A stem that many sub-topics share ("work", "day") counts for little; one that
 * names a single sub-topic ("posture", "сутулость") decides. The creator's niche and their best posts' topics only
 * break ties: they never pull an idea to a sub-topic it does not mention.
 */

export interface Retrieved {
  niche: LibraryNiche;
  topic: SubTopic;
  /** How strongly the query named this sub-topic (keyword evidence, IDF-weighted). */
  score: number;
}

export interface RetrievalQuery {
  /** The creator's idea: what the text must be about. */
  idea?: string;
  /** Standing topic of the creator (blog topic, analysed domain), used as the query when there is no idea. */
  standing?: string[];
  /** The creator's best posts (captions, top hashtags): tie-breakers only. */
  bestTopics?: string[];
  /** The creator's own niche (from their blog topic or analysed account, not from the idea): a small bonus. */
  niche?: string;
}

/** Three letters keep "gym", "leg", "tax", "bmx", "сон"; shorter tokens are grammar. */
const MIN_LETTERS = 3;

/**
 * Stop words are one list for all four languages; a few of them are content words in another language: Brazilian
 * "make" (makeup), Spanish "pelo" (hair) — Portuguese "pelo" is "by the".
 */
const CONTENT_WORDS: Record<WriterLanguage, ReadonlySet<string>> = {
  en: new Set(),
  ru: new Set(),
  pt: new Set(['make', 'makes']),
  es: new Set(['pelo']),
};

function tokens(text: string, language: WriterLanguage): string[] {
  return text
    .toLocaleLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_LETTERS && (CONTENT_WORDS[language].has(word) || !isStopWord(word)) && !/^\d+$/.test(word));
}

function stems(text: string, language: WriterLanguage): string[] {
  const stem = STEMMERS[language];
  return tokens(text, language).map((word) => stem(word));
}

interface IndexedTopic {
  niche: LibraryNiche;
  topic: SubTopic;
  /** Stems of the one-word keywords: each names the sub-topic. */
  keywordStems: Set<string>;
  /** Stems of words inside multi-word keywords: alone, each is weaker evidence ("golden" of "golden hour"). */
  phraseWordStems: Set<string>;
  /** Multi-word keywords as stem sequences ("rounded back" → ["round", "back"]): a phrase match counts extra. */
  phrases: string[][];
  labelStems: Set<string>;
  materialStems: Set<string>;
}

interface LanguageIndex {
  topics: IndexedTopic[];
  /** In how many sub-topics' keywords each stem appears. */
  documentFrequency: Map<string, number>;
}

const indexes = new Map<WriterLanguage, LanguageIndex>();

/** What a sub-topic says, with its screen labels: weak evidence that an idea is about it. */
function materialText(topic: SubTopic): string {
  return [...spokenLinesOf(topic), ...topic.tips.map((line) => line.screen), ...topic.steps.map((line) => line.screen)].join(' ');
}

/** Built once per language on first use (a few milliseconds), then every retrieval is set look-ups. */
export function libraryIndex(language: WriterLanguage): LanguageIndex {
  const cached = indexes.get(language);
  if (cached) return cached;
  const topics: IndexedTopic[] = [];
  const documentFrequency = new Map<string, number>();
  for (const [niche, languages] of Object.entries(LIBRARY) as [LibraryNiche, (typeof LIBRARY)[LibraryNiche]][]) {
    for (const topic of languages[language]) {
      // A phrase is a phrase by what the creator types ("known for"), even when only one of its words is not a stop word.
      const isPhrase = (keyword: string) => keyword.trim().split(/\s+/).length > 1;
      const keywordStems = new Set(topic.keywords.filter((keyword) => !isPhrase(keyword)).flatMap((keyword) => stems(keyword, language)));
      const phraseWordStems = new Set(topic.keywords.filter(isPhrase).flatMap((keyword) => stems(keyword, language)));
      for (const stem of new Set([...keywordStems, ...phraseWordStems])) documentFrequency.set(stem, (documentFrequency.get(stem) ?? 0) + 1);
      topics.push({
        niche,
        topic,
        keywordStems,
        phraseWordStems,
        phrases: topic.keywords.map((keyword) => stems(keyword, language)).filter((sequence) => sequence.length > 1),
        labelStems: new Set(stems(topic.label, language)),
        materialStems: new Set(stems(materialText(topic), language)),
      });
    }
  }
  const index = { topics, documentFrequency };
  indexes.set(language, index);
  return index;
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  outer: for (let start = 0; start + needle.length <= haystack.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) if (haystack[start + offset] !== needle[offset]) continue outer;
    return true;
  }
  return false;
}

/** Keyword evidence of one text for one sub-topic: rare stems weigh more (1 for a stem only this sub-topic has). */
function keywordScore(index: LanguageIndex, entry: IndexedTopic, queryStems: readonly string[]): number {
  let score = 0;
  const seen = new Set<string>();
  for (const stem of queryStems) {
    if (seen.has(stem)) continue;
    seen.add(stem);
    const rarity = 1 / Math.sqrt(index.documentFrequency.get(stem) ?? 1);
    if (entry.keywordStems.has(stem)) score += rarity;
    else if (entry.phraseWordStems.has(stem)) score += rarity / 2;
    else if (entry.labelStems.has(stem)) score += 0.2;
  }
  // A whole phrase ("rounded back", "уход за кожей") is strong evidence on its own.
  for (const phrase of entry.phrases) if (containsSequence(queryStems, phrase)) score += 0.75;
  return score;
}

function materialScore(entry: IndexedTopic, queryStems: readonly string[]): number {
  let shared = 0;
  for (const stem of new Set(queryStems)) if (entry.materialStems.has(stem)) shared++;
  return Math.min(shared, 3) * 0.15;
}

/** Below this, an idea is not about any sub-topic: the writer builds on the idea itself and asks for the facts. */
export const COVERED_SCORE = 0.7;
/** The same, for a sub-topic of the creator's own niche. */
export const NICHE_COVERED_SCORE = 0.6;

/**
 * The sub-topics for a query, best first, each with its score; only those the query really names (score ≥
 * COVERED_SCORE). With no idea, the standing topic is the query; the niche alone then picks among its sub-topics.
 */
export function retrieve(language: WriterLanguage, query: RetrievalQuery): Retrieved[] {
  const index = libraryIndex(language);
  const idea = query.idea?.trim();
  const main = stems(idea || (query.standing ?? []).join(' '), language);
  const tie = stems((query.bestTopics ?? []).join(' '), language);
  const ranked: Retrieved[] = [];
  for (const entry of index.topics) {
    const evidence = keywordScore(index, entry, main);
    if (evidence <= 0) continue;
    const own = evidence + materialScore(entry, main);
    // The query's own words decide whether it is covered; in the creator's own niche a little less evidence will do
    // ("plan my week" from a productivity coach). The best posts only order what the words name.
    if (own < (query.niche && entry.niche === query.niche ? NICHE_COVERED_SCORE : COVERED_SCORE)) continue;
    let score = own;
    if (query.niche && entry.niche === query.niche) score += 0.35;
    // Under an idea the best posts only break ties; without one (a smart script) they are the best evidence of what
    // the creator posts about, beside the standing topic's words.
    score += Math.min(keywordScore(index, entry, tie), 2) * (idea ? 0.05 : 0.4);
    ranked.push({ niche: entry.niche, topic: entry.topic, score });
  }
  return ranked.sort((a, b) => b.score - a.score);
}

/**
 * A niche's sub-topics ordered for a creator without an idea: those their best posts name first (anna.fitcoach's
 * mobility and glute posts), then the rest.
 */
export function nicheTopics(language: WriterLanguage, niche: LibraryNiche, bestTopics: readonly string[]): Retrieved[] {
  const index = libraryIndex(language);
  const tie = stems(bestTopics.join(' '), language);
  return index.topics
    .filter((entry) => entry.niche === niche)
    .map((entry) => ({ niche, topic: entry.topic, score: keywordScore(index, entry, tie) }))
    .sort((a, b) => b.score - a.score);
}

/**
 * Retrieval for a query written in another language than the script (issue 33: an English idea for a Russian story):
 * the query is matched against its own language's library, and each sub-topic found is taken in the script's language
 * (sub-topic ids are shared by all four). The query's words are never used in the script.
 */
export function retrieveAcross(language: WriterLanguage, queryLanguage: WriterLanguage, query: RetrievalQuery): Retrieved[] {
  if (queryLanguage === language) return retrieve(language, query);
  return retrieve(queryLanguage, query).flatMap((entry) => {
    const topic = LIBRARY[entry.niche][language].find((candidate) => candidate.id === entry.topic.id);
    return topic ? [{ ...entry, topic }] : [];
  });
}
