import { memeTextOf } from './meme/llm.ts';
import type { WriterBrief, WriterResult } from './writer.schema.ts';

/**
 * The rules every text a viewer hears or reads must keep (issue 32, item 1), as code both writers and the benchmark
 * share: no hashtags, percentages, "1.8×" multipliers, emoji, URLs or template leftovers; spoken lines are finished
 * sentences; and nothing repeats the creator's analysis, bio or feedback note word for word (that context steers a
 * script, it is never read aloud).
 */

export type RuleCode = 'hashtag' | 'percent' | 'multiplier' | 'emoji' | 'url' | 'placeholder' | 'unfinished' | 'too_short' | 'echoes_context';

export interface ResultProblem {
  /** Which text: 'title', 'hook', 'caption', 'callToAction', 'beats[2].spokenLine', 'meme.subtitleLines[0]'… */
  where: string;
  code: string;
}

/** The parts of a brief the rules read; a parsed brief and a caller's brief both fit. */
export type RulesBrief = Pick<WriterBrief, 'contentType' | 'userInput' | 'analysis' | 'facts' | 'revision'>;

// "#mobility" but not "C#" or "&#39;": a hash that starts a word.
const HASHTAG = /(?:^|[^\p{L}\p{N}&])[#＃][\p{L}\p{N}_]/u;
const PERCENT = /[%٪％﹪]/u;
// "1.8×", "2x", "3,5 x" — but not "3x10" (sets × reps) or "x-ray".
const MULTIPLIER = /\d(?:[.,]\d+)?\s?(?:[×✕]|[xх](?![\p{L}\p{N}-]))/iu;
// Pictographs, flags, and the joiner/selector characters that glue emoji sequences together.
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u200d|\ufe0f/u;
const URL = /(?:https?:\/\/|www\.)\S|\b[\p{L}\p{N}-]+\.(?:com|net|org|io|ly|me|app|link|ru|br|es|pt)(?:\/|\b)/iu;
// Slot leftovers of a template ("believe [lifting makes you bulky]", "{topic}") and stage directions ("*smiles*").
const PLACEHOLDER = /[[\]{}]|\*[^*\s][^*]*\*/u;

const MARK_CHECKS: ReadonlyArray<readonly [RuleCode, RegExp]> = [
  ['hashtag', HASHTAG],
  ['percent', PERCENT],
  ['multiplier', MULTIPLIER],
  ['emoji', EMOJI],
  ['url', URL],
  ['placeholder', PLACEHOLDER],
];

// A line ends a sentence: . ! ? or an ellipsis, then optionally closing quotes or brackets.
const FINAL_STOP = /[.!?…]["'»”’)]*$/u;
const ELLIPSIS_END = /(?:…|\.\.\.)["'»”’)]*$/u;

/**
 * Words after which a trailing ellipsis means the sentence was cut, not paused ("where your audience and…" is cut;
 * "guess what happened next…" is a pause).
 */
const DANGLING_WORDS = new Set([
  // en
  'a',
  'an',
  'the',
  'and',
  'or',
  'but',
  'to',
  'of',
  'in',
  'on',
  'for',
  'with',
  'your',
  'my',
  'our',
  'their',
  'is',
  'are',
  'that',
  'this',
  'where',
  'because',
  'about',
  'from',
  'at',
  'by',
  'as',
  'than',
  'if',
  'when',
  // ru
  'и',
  'или',
  'но',
  'а',
  'в',
  'во',
  'на',
  'с',
  'со',
  'к',
  'ко',
  'по',
  'за',
  'из',
  'от',
  'до',
  'для',
  'о',
  'об',
  'что',
  'чтобы',
  'это',
  'ваш',
  'ваша',
  'ваши',
  'мой',
  'моя',
  'мои',
  'твой',
  'где',
  'потому',
  'если',
  'когда',
  'чем',
  'как',
  // pt / es (shared spellings once)
  'o',
  'os',
  'as',
  'um',
  'uma',
  'e',
  'ou',
  'mas',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'em',
  'no',
  'na',
  'para',
  'com',
  'por',
  'que',
  'seu',
  'sua',
  'meu',
  'minha',
  'onde',
  'porque',
  'se',
  'quando',
  'el',
  'la',
  'los',
  'las',
  'un',
  'una',
  'y',
  'pero',
  'del',
  'en',
  'con',
  'su',
  'sus',
  'mi',
  'mis',
  'tu',
  'tus',
  'donde',
  'si',
  'cuando',
  'al',
]);

function wordsIn(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/ё/g, 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Marks that no text a viewer sees or hears may carry (labels included: on-screen text, titles, captions). */
export function markProblems(text: string): RuleCode[] {
  return MARK_CHECKS.filter(([, pattern]) => pattern.test(text)).map(([code]) => code);
}

/** What is wrong with one line meant to be spoken aloud; empty when a person could say it as it is. */
export function spokenLineProblems(text: string): string[] {
  const line = text.trim();
  const problems: string[] = markProblems(line);
  const words = wordsIn(line);
  if (words.length < 2) problems.push('too_short');
  if (!FINAL_STOP.test(line)) {
    problems.push('unfinished');
  } else if (ELLIPSIS_END.test(line)) {
    const last = words[words.length - 1];
    // "Label: text…" is a pasted field cut to length, not a pause.
    const cut = last === undefined || DANGLING_WORDS.has(last) || /\d/.test(last) || line.includes(':');
    if (cut) problems.push('unfinished');
  }
  return problems;
}

/** Runs of this many words copied from the context count as reading it aloud (shorter runs are ordinary phrasing). */
export const ECHO_RUN_WORDS = 6;

function runsOf(words: readonly string[], size: number): Set<string> {
  const runs = new Set<string>();
  for (let start = 0; start + size <= words.length; start++) runs.add(words.slice(start, start + size).join(' '));
  return runs;
}

/** The context a writer must use only to steer: the analysis, the blog facts (the bio) and the feedback note. */
function contextTexts(brief: RulesBrief): string[] {
  const analysis = brief.analysis;
  const facts = brief.facts ?? {};
  return [
    analysis?.domain ?? '',
    analysis?.why_followers_choose_you ?? '',
    ...(analysis?.recommendations ?? []),
    facts.area_of_expertise ?? '',
    facts.post_style ?? '',
    facts.about_meanings ?? '',
    facts.why_followers_choose_you ?? '',
    brief.revision?.note ?? '',
  ].filter((text) => text.trim().length > 0);
}

/** Builds the echo test once per brief: the context's word runs, minus those of the idea (the idea may be said). */
function echoCheckerFor(brief: RulesBrief): (text: string) => boolean {
  const context = new Set<string>();
  for (const text of contextTexts(brief)) for (const run of runsOf(wordsIn(text), ECHO_RUN_WORDS)) context.add(run);
  for (const run of runsOf(wordsIn(brief.userInput ?? ''), ECHO_RUN_WORDS)) context.delete(run);
  if (context.size === 0) return () => false;
  return (text) => [...runsOf(wordsIn(text), ECHO_RUN_WORDS)].some((run) => context.has(run));
}

/** True when the text repeats six or more consecutive words of the analysis, the blog facts or the feedback note. */
export function echoesContext(text: string, brief: RulesBrief): boolean {
  return echoCheckerFor(brief)(text);
}

/**
 * Every rule break of a result: spoken lines (hook, beats, call to action, meme subtitles) by `spokenLineProblems`;
 * labels (on-screen texts, scene titles, title, caption) by the marks alone, since a label needs no final stop; and
 * every text for echoes of the context (memes: see below). The caption carries no hashtags at all: the app shows and copies the
 * `hashtags` array after it (script view, script card), so a tag in the caption would be doubled.
 * A meme's own text (the user's words, shown verbatim as top text, title and hook) is not ours to judge.
 */
export function resultProblems(result: WriterResult, brief: RulesBrief): ResultProblem[] {
  const problems: ResultProblem[] = [];
  const echoes = echoCheckerFor(brief);
  const memeText = memeTextOf({ contentType: brief.contentType, userInput: brief.userInput });
  const userMeme = memeText !== undefined;

  // A meme is a joke's captions, not a script: "My cat: 😐" and "Send it to a friend" are its genre. Its texts are
  // held to the marks that leak analytics (hashtags, figures, URLs) and to the echo rule, not to sentence form.
  const meme = brief.contentType === 'meme';
  const marks = (text: string): string[] => (meme ? markProblems(text).filter((code) => code !== 'emoji') : markProblems(text));
  const spoken = (where: string, text: string): void => {
    for (const code of meme ? marks(text) : spokenLineProblems(text)) problems.push({ where, code });
    if (echoes(text)) problems.push({ where, code: 'echoes_context' });
  };
  const label = (where: string, text: string): void => {
    for (const code of marks(text)) problems.push({ where, code });
    if (echoes(text)) problems.push({ where, code: 'echoes_context' });
  };

  if (!userMeme) {
    label('title', result.title);
    spoken('hook', result.hook);
  }
  result.beats.forEach((beat, index) => {
    spoken(`beats[${index}].spokenLine`, beat.spokenLine);
    if (beat.onScreenText.trim()) label(`beats[${index}].onScreenText`, beat.onScreenText);
    if (beat.sceneTitle) label(`beats[${index}].sceneTitle`, beat.sceneTitle);
  });
  // A caption that quotes the user's meme text is judged on the rest.
  label('caption', memeText ? result.caption.split(memeText).join(' ') : result.caption);
  spoken('callToAction', result.callToAction);
  result.meme?.subtitleLines.forEach((line, index) => label(`meme.subtitleLines[${index}]`, line));
  return problems;
}
