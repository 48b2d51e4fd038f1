import type { BeatGraphic } from '@reelcraft/contract';
import { CATALOG } from '../catalog/index.ts';
import { CAPTION_IDS, type CaptionId, type LanguagePack, type NicheId, type NicheVocab } from '../catalog/types.ts';
import { detectNiche } from '../niches.ts';
import { speaksLanguage } from '../text-language.ts';
import { pickWeighted, shuffle, type Random } from '../random.ts';
import { extractKeyPhrases, type KeyPhraseSource } from '../key-phrases.ts';
import { rankByTopic, sharedStems, stemsOf } from './relevance.ts';
import { capitalize, cleanHashtag, countWords, fillTemplate, round1, shortenSubject, type Slots } from '../text.ts';
import type { ParsedWriterBrief, WriterBeat, WriterLanguage, WriterResult, WriterTopic } from '../writer.schema.ts';

export interface ComposeOptions {
  random: Random;
  /** Hook or meme-format ids not to use while another one fits. */
  avoid: ReadonlySet<string>;
  /** Template ids to favour. */
  prefer: ReadonlySet<string>;
}

const PREFER_WEIGHT = 3;

export interface Context {
  brief: ParsedWriterBrief;
  language: WriterLanguage;
  pack: LanguagePack;
  niche: NicheId;
  vocab: NicheVocab;
  random: Random;
  avoid: ReadonlySet<string>;
  prefer: ReadonlySet<string>;
  slots: Slots;
  /** Tips not used by the chosen structure, for lengthening. */
  spareTips: string[];
  /** The subject is the creator's own words (not our niche label). */
  subjectFromUser: boolean;
  /** The subject as it may stand in a title: the whole idea, or its key phrase when the idea is too long for one. */
  titleSubject: string;
  /** The subject as a short on-screen label (never a cut idea: the whole idea or a key phrase). */
  screenSubject: string;
  /** Key phrases of the topic (idea, blog topic, creator's captions), best first. */
  keyPhrases: string[];
  topic: WriterTopic;
  hashtags: string[];
}

export interface PlannedBeat {
  screen: string;
  say: string;
  /** Lower goes first when the script runs long; undefined = never dropped. */
  dropRank?: number;
  sceneTitle?: string;
  visual?: 'avatar' | 'photo';
  /** What only the creator can say here (the idea-built structure); shown in the editor. */
  prompt?: string;
  /** Stories: the scene made by code for this beat (see WriterBeat.graphic). */
  graphic?: BeatGraphic;
  /** One of a list's counted items (tips, mistakes, steps): the title's "{n}" counts those left after fitting. */
  item?: boolean;
  /** Closes the body (where the viewer ends up): lines added to lengthen a script go before it. */
  tail?: boolean;
}

export function preferred(ctx: Context, id: string): number {
  return ctx.prefer.has(id) ? PREFER_WEIGHT : 1;
}

/** The ids that may be used: everything not avoided, unless that leaves nothing. */
export function allowed<T extends string>(ids: readonly T[], avoid: ReadonlySet<string>): T[] {
  const kept = ids.filter((id) => !avoid.has(id));
  return kept.length > 0 ? kept : [...ids];
}

export function buildContext(brief: ParsedWriterBrief, options: ComposeOptions): Context {
  const { random } = options;
  const pack = CATALOG[brief.language];
  const facts = brief.facts;
  const niche = nicheOf(brief);
  const vocab = pack.niches[niche];
  const topic = topicOf(brief);
  const keyPhrases = keyPhrasesOf(brief);

  const lines = topicLines(brief, niche, vocab, random);
  const pains = lines.pick(vocab.pains, pack.anyTopic.pains, (pain) => pain);
  const wins = lines.pick(vocab.wins, pack.anyTopic.wins, (win) => win);
  const desires = lines.pick(vocab.desires, pack.anyTopic.desires, (desire) => desire);
  const mistakes = lines.pick(vocab.mistakes, pack.anyTopic.mistakes, (entry) => `${entry.mistake} ${entry.fix}`);
  const tips = lines.pick(vocab.tips, pack.anyTopic.tips, (tip) => tip);
  const myths = lines.pick(vocab.myths, pack.anyTopic.myths, (entry) => `${entry.myth} ${entry.truth}`);
  // Only this text's own lines (the niche's, or the any-topic ones): a general tip about filming would be off-topic
  // in, say, a cooking script.
  const spareTips = tips.slice(3);

  // The creator's own words stay whole wherever they are the subject: cutting "…busy mom of two" to "…busy mom"
  // changes what the idea says. Only wrapping quotes and the final stop go.
  // A topic written in another language than the script steers it, but is never said or shown (issue 33).
  const ownTopic = topic.source === 'trend' || topic.source === 'general' ? '' : wholeIdea(topicText(brief));
  const userSubject = speaksLanguage(ownTopic, brief.language) ? ownTopic : '';
  const subject = userSubject || vocab.label;
  const keyPhrase = keyPhrases[0] ?? vocab.label;
  const titleSubject = subject.length <= TITLE_SUBJECT_MAX ? subject : keyPhrase;
  const screenSubject = countWords(subject) <= SCREEN_SUBJECT_WORDS ? subject : keyPhrase;

  const slots: Slots = {
    topic: vocab.label,
    topicGen: vocab.labelGen ?? vocab.label,
    topicPrep: vocab.labelPrep ?? vocab.label,
    topicAcc: vocab.labelAcc ?? vocab.label,
    subject,
    key1: keyPhrase,
    key2: keyPhrases[1] ?? keyPhrase,
    desire: desires[0] as string,
    pain: pains[0] as string,
    win: wins[0] as string,
    myth: myths[0]?.myth as string,
    truth: myths[0]?.truth as string,
    n: '3',
    why: shortenSubject(facts.why_followers_choose_you || brief.analysis?.why_followers_choose_you || '', 140),
    belief: shortenSubject(facts.about_meanings, 140),
    trend: brief.trend ? shortenSubject(brief.trend.title, 80) : '',
  };
  mistakes.slice(0, 3).forEach((entry, index) => {
    slots[`mistake${index + 1}`] = entry.mistake;
    slots[`fix${index + 1}`] = entry.fix;
  });
  slots.mistake = slots.mistake1 as string;
  slots.fix = slots.fix1 as string;
  tips.slice(0, 3).forEach((tip, index) => {
    slots[`tip${index + 1}`] = tip;
  });

  return {
    brief,
    language: brief.language,
    pack,
    niche,
    vocab,
    random,
    avoid: options.avoid,
    prefer: options.prefer,
    slots,
    spareTips,
    subjectFromUser: userSubject.length > 0,
    titleSubject,
    screenSubject,
    keyPhrases,
    topic,
    hashtags: buildHashtags(brief, pack, vocab, random, keyPhrases, topic, lines.nicheCoversIdea),
  };
}

interface TopicLines {
  /** False when the user’s idea is about something the niche’s lines do not cover (see nicheCoversIdea). */
  nicheCoversIdea: boolean;
  /** The lines the text uses, best first: the niche's own, or `anyTopic` when they do not cover the idea. */
  pick<T>(niche: readonly T[], anyTopic: readonly T[], textOf: (item: T) => string): T[];
}

/**
 * Whether the niche's own lines are about the brief's idea: there is no idea, the idea alone points to the niche
 * ("lose weight without starving"), or it shares a word with the niche's lines ("training hard but the scale won't
 * move"). An idea that does neither got its niche from elsewhere (the creator's area, the niche the visitor picked):
 * "fix a rounded back from sitting all day" under fitness shares nothing with tips about calories and protein.
 */
function nicheCoversIdea(brief: ParsedWriterBrief, niche: NicheId, vocab: NicheVocab): boolean {
  const idea = brief.userInput?.trim();
  if (!idea || (niche !== 'general' && detectNiche(idea) === niche)) return true;
  return sharedStems(stemsOf(idea, brief.language), nicheText(vocab), brief.language) > 0;
}

/** Every line a niche's vocabulary has (its label and hashtags aside). */
export function nicheLines(vocab: NicheVocab): string[] {
  return [
    ...vocab.pains,
    ...vocab.desires,
    ...vocab.mistakes.flatMap((entry) => [entry.mistake, entry.fix]),
    ...vocab.tips,
    ...vocab.myths.flatMap((entry) => [entry.myth, entry.truth]),
    ...vocab.wins,
  ];
}

/** Everything a niche's lines say, as one text. */
function nicheText(vocab: NicheVocab): string {
  return [vocab.label, ...nicheLines(vocab)].join('. ');
}

/**
 * Which curated lines fill the text, and in what order (decision 0031).
 * - When the niche covers the idea (see nicheCoversIdea), all of its lines, those sharing the most words with the
 *   idea, or else with the blog topic, first: the crunches myth for "lose belly fat without starving".
 * - When it does not ("fix a rounded back from sitting all day" under fitness), lines true of almost any practical
 *   idea instead. Tips about calories in that script would be wrong, not just plain.
 */
function topicLines(brief: ParsedWriterBrief, niche: NicheId, vocab: NicheVocab, random: Random): TopicLines {
  const language = brief.language;
  const stems = stemsOf(brief.userInput?.trim() || brief.facts.area_of_expertise || '', language);
  const covers = nicheCoversIdea(brief, niche, vocab);
  return {
    nicheCoversIdea: covers,
    pick: (nicheLines, anyTopic, textOf) => {
      // Drawn either way: a brief its niche covers keeps the random sequence (and so the text) it had before.
      const shuffled = shuffle(random, nicheLines);
      if (!covers) return shuffle(random, anyTopic);
      return stems.size > 0 ? rankByTopic(shuffled, textOf, stems, language) : shuffled;
    },
  };
}

/** Longer subjects do not go into a title whole; the title takes the idea's key phrase and the first beat the idea. */
const TITLE_SUBJECT_MAX = 100;
const SCREEN_SUBJECT_WORDS = 9;

/** The user's own text, whole: one line, no wrapping quotes, no final stop. */
export function wholeIdea(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'«“„‘]+|["'»”‘’]+$/gu, '')
    .trim()
    .replace(/[\s.,;:!?…—–-]+$/u, '');
}

/** The text the topic is taken from, by the rule: the user's idea, else the blog topic, else the analysed account. */
function topicText(brief: ParsedWriterBrief): string {
  return brief.userInput?.trim() || brief.facts.area_of_expertise || brief.analysis?.domain || '';
}

/** What the text is about and where that came from (the brief builder has already left the losing source out). */
export function topicOf(brief: ParsedWriterBrief): WriterTopic {
  const idea = brief.userInput?.trim();
  if (idea) return { source: 'idea', label: wholeIdea(idea) || idea };
  if (brief.facts.area_of_expertise) return { source: 'blog_topic', label: wholeIdea(brief.facts.area_of_expertise) };
  if (brief.analysis?.domain || brief.analysis?.username) {
    const username = brief.analysis.username?.replace(/^@/, '');
    return { source: 'instagram', label: username ? `@${username}` : wholeIdea(brief.analysis.domain) };
  }
  if (brief.trend) return { source: 'trend', label: brief.trend.title };
  return { source: 'general', label: 'general' };
}

/** Key phrases of the topic: the idea weighs most, then the blog topic, the analysed domain and the creator's captions. */
export function keyPhrasesOf(brief: ParsedWriterBrief): string[] {
  const sources: KeyPhraseSource[] = [];
  // Key phrases are said in the script: only texts in its language give them.
  const push = (source: KeyPhraseSource) => {
    if (speaksLanguage(source.text, brief.language)) sources.push(source);
  };
  if (brief.userInput) push({ text: brief.userInput, weight: 4 });
  // An idea is what this text is about; the creator's usual topic would pull it elsewhere.
  if (!brief.userInput?.trim()) {
    push({ text: brief.facts.area_of_expertise, weight: 3 });
    if (brief.analysis) push({ text: brief.analysis.domain, weight: 2 });
    for (const caption of brief.creatorCaptions ?? []) push({ text: caption, weight: 0.5 });
  }
  return extractKeyPhrases(sources, { limit: 6 });
}

function buildHashtags(
  brief: ParsedWriterBrief,
  pack: LanguagePack,
  vocab: NicheVocab,
  random: Random,
  keyPhrases: readonly string[],
  topic: WriterTopic,
  nicheCoversIdea: boolean,
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (tag: string) => {
    const clean = cleanHashtag(tag);
    const key = clean.toLocaleLowerCase();
    if (!clean || clean.length > 60 || seen.has(key) || out.length >= 12) return;
    seen.add(key);
    out.push(clean);
  };
  // The niche's tags, the analysed account's favourites, then the topic's own words (#strengthtraining).
  // Under an idea the niche does not cover, only its two broad tags (#fitness, not #weightloss on a posture video).
  const nicheTags = nicheCoversIdea ? shuffle(random, vocab.hashtags).slice(0, 6) : vocab.hashtags.slice(0, 2);
  for (const tag of nicheTags) add(tag);
  // The account's favourite tags only when the text is about that account (not under an idea of another topic).
  if (topic.source === 'instagram') for (const tag of (brief.analysis?.top_hashtags ?? []).slice(0, 4)) add(tag);
  for (const phrase of keyPhrases.slice(0, 2)) if (readsAsHashtag(phrase, brief.language)) add(phrase.toLocaleLowerCase());
  for (const tag of pack.baseHashtags) add(tag);
  return out;
}

/**
 * Whether a key phrase makes a tag people search for: one to three words, 5–24 letters fused, no digits ("15 минут"
 * gave #минут). A single Russian word is usually inflected in the idea ("без голодовок" → #голодовок), so Russian
 * tags from the idea need two or three words.
 */
function readsAsHashtag(phrase: string, language: string): boolean {
  const words = phrase.trim().split(/\s+/);
  const fused = words.join('');
  if (/\d/.test(fused) || words.length > 3 || fused.length < 5 || fused.length > 24) return false;
  return !(language === 'ru' && words.length === 1);
}

/** Hashtags for a brief without writing anything (the LLM writer pads short lists with these). */
export function hashtagsFor(brief: ParsedWriterBrief, random: Random): string[] {
  const pack = CATALOG[brief.language];
  const niche = nicheOf(brief);
  return buildHashtags(brief, pack, pack.niches[niche], random, keyPhrasesOf(brief), topicOf(brief), nicheCoversIdea(brief, niche, pack.niches[niche]));
}

/** The creator's own niche, from their standing topic alone (blog topic, analysed account), not from the idea. */
export function standingNicheOf(brief: ParsedWriterBrief): NicheId {
  return nicheOf({ ...brief, userInput: undefined, trend: undefined });
}

/**
 * The niche whose vocabulary (tips, mistakes, myths) fills the text: detected from the topic itself, strongest
 * source first, so a strength-training idea never gets a cooking account's tips.
 */
function nicheOf(brief: ParsedWriterBrief): NicheId {
  const facts = brief.facts;
  const analysis = brief.analysis;
  const candidates: (string | undefined)[][] = [
    // What the user typed, even when it lies outside the creator's usual niche.
    [brief.userInput],
    [facts.area_of_expertise],
    [facts.area_of_expertise, facts.about_meanings, facts.why_followers_choose_you],
    [analysis?.domain],
    [analysis?.domain, ...(brief.creatorCaptions ?? []), ...(analysis?.top_hashtags ?? [])],
    [brief.trend?.title, brief.trend?.description],
  ];
  for (const texts of candidates) {
    if (!texts.some((text) => text?.trim())) continue;
    const niche = detectNiche(...texts);
    if (niche !== 'general') return niche;
  }
  return 'general';
}

export function fill(ctx: Context, template: string, extra: Slots = {}): string {
  return fillTemplate(template, { ...ctx.slots, ...extra });
}

export function chooseCaption(ctx: Context): CaptionId {
  return pickWeighted(ctx.random, CAPTION_IDS, (id) => preferred(ctx, id));
}

export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—–-]+$/u, '')}…`;
}

// ---------------------------------------------------------------------------------------------------------------

export interface Composed {
  title: string;
  hook: string;
  beats: WriterBeat[];
  cta: string;
  captionId: CaptionId;
  hookId: string;
  templateIds: string[];
  meme?: { topText: string; subtitleLines: string[] };
}

export function finish(ctx: Context, composed: Composed): WriterResult {
  const caption = fill(ctx, ctx.pack.captions[composed.captionId], {
    title: composed.title,
    hook: composed.hook,
    cta: composed.cta,
    // A caption names the topic the way a title does (whole, or its key phrase when the idea is long).
    subject: ctx.titleSubject,
  });
  const result: WriterResult = {
    contentType: ctx.brief.contentType,
    language: ctx.language,
    writer: 'builtin',
    title: capitalize(composed.title),
    hook: composed.hook,
    beats: composed.beats,
    caption,
    hashtags: ctx.hashtags,
    callToAction: composed.cta,
    estimatedSeconds: round1(composed.beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    hookId: composed.hookId,
    templateIds: composed.templateIds,
    topic: ctx.topic,
  };
  if (composed.meme) result.meme = composed.meme;
  return result;
}
