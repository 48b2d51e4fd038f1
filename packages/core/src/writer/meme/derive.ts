import { CATALOG } from '../catalog/index.ts';
import { detectNiche } from '../niches.ts';
import { createRandom, pick, type Random } from '../random.ts';
import { capitalize, cleanHashtag, fillTemplate, round1, secondsToSay, shortenForScreen, type Slots } from '../text.ts';
import { MEME_TEXT_MAX, type WriterBeat, type WriterLanguage, type WriterResult } from '../writer.schema.ts';
import { detectTextLanguage } from './detect-language.ts';
import { MEME_PHRASES } from './phrases.ts';
import { normalizeMemeText, parseMemeShape, type MemeShape } from './shapes.ts';

/** Memes run 10–15 s (LENGTH_BUDGET.meme); a subtitle line stays 2–6 s on screen. */
export const MEME_SECONDS = { min: 10, default: 12, max: 15 } as const;
const LINE_SECONDS = { min: 2, max: 6 } as const;
const TITLE_MAX = 200;
const HOOK_MAX = 600;
const CAPTION_MAX = 2200;
const HASHTAGS_MAX = 12;
/** How long a part of the user's text may be inside a subtitle line before it is shortened. */
const SLOT_MAX = { point: 70, situation: 70, scene: 70, action: 60, side: 50, half: 70, listener: 40, time: 30 } as const;

export interface MemeFromTextOptions {
  /** The interface language of the request: used when the text's own language cannot be told. */
  requestLanguage: WriterLanguage;
  /** The language is known (the writer's own catalogue text): skip detection. */
  language?: WriterLanguage;
  /** Picks among the line variants, questions and calls to action; the same seed gives the same meme. */
  seed?: number;
  random?: Random;
  /** Lines already written for this text (a catalogue meme's own): kept instead of derived. */
  subtitleLines?: readonly string[];
  /** The creator's niche hashtags, used when the text itself points to no niche (and is in the request language). */
  fallbackHashtags?: readonly string[];
  /**
   * Hashtags from the text's own words (default). Off for the writer's own catalogue text, whose words are the
   * template's ("definitely", "если"): its hashtags are the creator's niche ones.
   */
  hashtagsFromWords?: boolean;
  /** Wanted length in seconds (clamped to 10–15). */
  targetSeconds?: number;
}

export interface DerivedMeme {
  language: WriterLanguage;
  shape: MemeShape;
  /** The text as given (trimmed, clipped to 512 characters): what the video shows on top. */
  topText: string;
  title: string;
  hook: string;
  caption: string;
  callToAction: string;
  hashtags: string[];
  subtitleLines: string[];
  beats: WriterBeat[];
  estimatedSeconds: number;
  /** The text's own content words, in order: what the lines and hashtags are made of. */
  keyWords: string[];
  /** `meme-text-<shape>`: the shape used, for steering like a catalogue meme id. */
  hookId: string;
  templateIds: string[];
}

/**
 * Everything a meme needs, derived from its text: the language of the text (not of the interface), the shape of
 * the joke and its parts, 2–4 subtitle lines that continue it with its own words, the title and hook (the text
 * itself), a caption that ends with a question, hashtags from its key words and niche, and timed beats.
 */
export function deriveMeme(text: string, options: MemeFromTextOptions): DerivedMeme {
  // The seed is mixed first: mulberry32's first draw is close for close seeds (1, 2, 3…).
  const random = options.random ?? createRandom(Math.imul((options.seed ?? 0) ^ 0x5bd1e995, 0x27d4eb2d) >>> 0);
  const topText = clipAtWord(text.trim(), MEME_TEXT_MAX);
  const language = options.language ?? detectTextLanguage(topText) ?? options.requestLanguage;
  const phrases = MEME_PHRASES[language];
  const clean = normalizeMemeText(topText);
  const shape = parseMemeShape(clean, language);
  const keyWords = keyWordsOf(clean, language);

  const variants = variantsFor(shape, language);
  const variantIndex = Math.floor(random() * variants.length);
  const template = variants[variantIndex] as readonly string[];
  const slots = slotsFor(shape, language, clean);
  const derivedLines = template.map((line) => fillTemplate(line, slots)).filter((line) => line.length > 0);
  const wantedLines = (options.subtitleLines?.length ? options.subtitleLines.map(cleanLine) : derivedLines).filter(Boolean);

  const flat = flatten(clean);
  const title = capitalize(clipAtWord(flat, TITLE_MAX));
  const hook = clipAtWord(flat, HOOK_MAX);
  const callToAction = pick(random, phrases.ctas);
  const question = shape.kind === 'explaining' ? fillTemplate(phrases.explainingQuestion, slots) : pick(random, phrases.questions);
  const caption = clipAtWord(`${clipAtWord(flat, CAPTION_MAX - 300)}\n\n${question}\n\n${callToAction}`, CAPTION_MAX);
  // The creator's niche tags are in the interface language: no use under a text in another one.
  const fallbackHashtags = language === options.requestLanguage ? (options.fallbackHashtags ?? []) : [];
  const hashtags =
    options.hashtagsFromWords === false && fallbackHashtags.length > 0
      ? hashtagsOf([], '', language, fallbackHashtags, fallbackHashtags.length)
      : hashtagsOf(keyWords, clean, language, fallbackHashtags);
  const beats = memeBeats(wantedLines, language, options.targetSeconds);
  // Lines that did not fit the 15 s are gone from the beats; the video shows what the beats say.
  const subtitleLines = beats.map((beat) => beat.spokenLine);
  const hookId = `meme-text-${shape.kind}`;
  return {
    language,
    shape,
    topText,
    title,
    hook,
    caption,
    callToAction,
    hashtags,
    subtitleLines,
    beats,
    estimatedSeconds: round1(beats.reduce((sum, beat) => sum + beat.seconds, 0)),
    keyWords,
    hookId,
    templateIds: options.subtitleLines?.length ? [hookId] : [hookId, `${hookId}-${variantIndex + 1}`],
  };
}

/** A whole built-in writer result for a meme text (the writer, the LLM writer's fallback and edits use it). */
export function memeResultFromText(text: string, options: MemeFromTextOptions): WriterResult {
  const derived = deriveMeme(text, options);
  return {
    contentType: 'meme',
    language: derived.language,
    writer: 'builtin',
    title: derived.title,
    hook: derived.hook,
    beats: derived.beats,
    caption: derived.caption,
    hashtags: derived.hashtags,
    callToAction: derived.callToAction,
    estimatedSeconds: derived.estimatedSeconds,
    meme: { topText: derived.topText, subtitleLines: derived.subtitleLines },
    hookId: derived.hookId,
    templateIds: derived.templateIds,
  };
}

/**
 * Subtitle beats for a meme: each line as long as it takes to read (2–6 s), dropping lines from the end while
 * they run past 15 s, then stretched or squeezed to the wanted length (10–15 s); the subtitles stay on screen for
 * the whole clip.
 */
export function memeBeats(input: readonly string[], language: WriterLanguage, targetSeconds?: number): WriterBeat[] {
  let lines = [...input];
  const lineSeconds = (line: string) => Math.min(LINE_SECONDS.max, Math.max(LINE_SECONDS.min, secondsToSay(line, language)));
  while (lines.length > 2 && lines.reduce((sum, line) => sum + lineSeconds(line), 0) > MEME_SECONDS.max) lines = lines.slice(0, -1);
  const target = Math.min(MEME_SECONDS.max, Math.max(MEME_SECONDS.min, targetSeconds ?? MEME_SECONDS.default));
  const natural = lines.map(lineSeconds);
  const naturalTotal = natural.reduce((sum, value) => sum + value, 0);
  const goal = Math.min(MEME_SECONDS.max, Math.max(target, Math.min(naturalTotal, MEME_SECONDS.max)));
  const scaled = natural.map((value) => round1((value * goal) / naturalTotal));
  // Rounding must not push the clip outside its budget: the last line absorbs the difference.
  const head = scaled.slice(0, -1).reduce((sum, value) => sum + value, 0);
  scaled[scaled.length - 1] = round1(Math.max(1, goal - head));
  return lines.map((line, index) => ({ onScreenText: line, spokenLine: line, seconds: scaled[index] as number }));
}

/** A subtitle line as shown: stage directions lose their asterisks ("*takes a deep breath*" → "(takes a deep breath)"). */
export function cleanLine(line: string): string {
  return line
    .replace(/\*{1,2}([^*\n]+?)\*{1,2}/g, '($1)')
    .replace(/\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text's content words in order, without the language's function words, each once. */
export function keyWordsOf(text: string, language: WriterLanguage): string[] {
  const stop = MEME_PHRASES[language].stopWords;
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.toLocaleLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []) {
    const word = raw.replace(/['’-]+$/u, '');
    const hasDigit = /\p{N}/u.test(word);
    if (seen.has(word) || stop.has(word) || (!hasDigit && word.length < 3) || (hasDigit && !/\p{L}/u.test(word))) continue;
    seen.add(word);
    out.push(word);
  }
  return out;
}

function variantsFor(shape: MemeShape, language: WriterLanguage): readonly (readonly string[])[] {
  const phrases = MEME_PHRASES[language];
  if (shape.kind === 'me_at_time' && !shape.action) return phrases.atTimeAlone;
  return phrases.lines[shape.kind];
}

function slotsFor(shape: MemeShape, language: WriterLanguage, clean: string): Slots {
  const phrases = MEME_PHRASES[language];
  const slots: Slots = { key: keyPhrase(clean) };
  switch (shape.kind) {
    case 'explaining': {
      const connector = shape.connector.toLocaleLowerCase();
      const point = clipAtWord(shape.point, SLOT_MAX.point);
      const listener = clipAtWord(shape.listener, SLOT_MAX.listener);
      const isThat = THAT_CONNECTORS.has(connector);
      const isAbout = ABOUT_CONNECTORS.has(connector);
      const explain = isThat ? phrases.explain.that : isAbout ? phrases.explain.about : phrases.explain.withConnector;
      Object.assign(slots, {
        listener,
        connector: shape.connector,
        point,
        // Russian puts a comma before a conjunction ("объяснить коту, зачем…"), not before "про".
        comma: language === 'ru' && !isAbout ? ',' : '',
        to: `${shape.preposition || DEFAULT_PREPOSITION[language]} ${listener}`.trim(),
      });
      slots.explain = fillTemplate(explain, slots);
      break;
    }
    case 'when':
      slots.situation = clipAtWord(shape.situation, SLOT_MAX.situation);
      break;
    case 'pov':
      slots.scene = clipAtWord(shape.scene, SLOT_MAX.scene);
      break;
    case 'nobody':
      slots.who = shape.who || ME[language];
      slots.action = clipAtWord(shape.action, SLOT_MAX.action);
      break;
    case 'also_me':
      slots.first = clipAtWord(shape.first, SLOT_MAX.half);
      slots.second = clipAtWord(shape.second, SLOT_MAX.half);
      break;
    case 'versus':
      slots.a = clipAtWord(shape.a, SLOT_MAX.side);
      slots.b = clipAtWord(shape.b, SLOT_MAX.side);
      break;
    case 'me_at_time':
      slots.time = clipAtWord(shape.time, SLOT_MAX.time);
      slots.action = clipAtWord(shape.action, SLOT_MAX.action);
      break;
    case 'statement':
      break;
  }
  return slots;
}

const THAT_CONNECTORS: ReadonlySet<string> = new Set(['that', 'que', 'о том, что', 'о том что']);
const ABOUT_CONNECTORS: ReadonlySet<string> = new Set(['about', 'про', 'sobre']);
const DEFAULT_PREPOSITION: Record<WriterLanguage, string> = { en: 'to', ru: '', pt: 'pra', es: 'a' };
const ME: Record<WriterLanguage, string> = { en: 'Me', ru: 'Я', pt: 'Eu', es: 'Yo' };

/** A short phrase of the text to quote: the whole of a short text, else its first words. */
function keyPhrase(clean: string): string {
  const flat = clean.replace(/\n/g, ' ').replace(/[\s.,;:!?…—–-]+$/u, '');
  return shortenForScreen(flat, 8).replace(/^["'«“„‘]+|["'»”’]+$/gu, '');
}

const NUMBER_WORDS = new Set([
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'twenty',
  'hundred',
  'один',
  'одна',
  'одно',
  'одну',
  'два',
  'две',
  'три',
  'четыре',
  'пять',
  'шесть',
  'семь',
  'восемь',
  'девять',
  'десять',
  'uno',
  'una',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'um',
  'uma',
  'dois',
  'duas',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
]);

function hashtagsOf(keyWords: readonly string[], clean: string, language: WriterLanguage, fallback: readonly string[], fallbackCount = 3): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (tag: string) => {
    const cleanTag = cleanHashtag(tag);
    const key = cleanTag.toLocaleLowerCase();
    if (!cleanTag || cleanTag.length > 60 || seen.has(key) || out.length >= HASHTAGS_MAX) return;
    seen.add(key);
    out.push(cleanTag);
  };
  // The longest content words say most about this text ("workout", "cat"); at most four of them.
  // Counting words ("три", "two") make hashtags nobody follows.
  const ranked = [...keyWords]
    .filter((word) => /\p{L}/u.test(word) && !NUMBER_WORDS.has(word))
    .sort((a, b) => b.length - a.length)
    .slice(0, 4);
  for (const word of keyWords) if (ranked.includes(word)) add(word);
  const niche = detectNiche(clean);
  const nicheTags = niche === 'general' ? fallback : CATALOG[language].niches[niche].hashtags;
  // The niche's tags that share a word with the text first (#catsofinstagram for a cat, not #dogtraining).
  const sharesWord = (tag: string) => keyWords.some((word) => word.length >= 3 && tag.toLocaleLowerCase().includes(word));
  for (const tag of [...nicheTags.filter(sharesWord), ...nicheTags.filter((tag) => !sharesWord(tag))].slice(0, fallbackCount)) add(tag);
  for (const tag of MEME_PHRASES[language].baseHashtags) add(tag);
  return out;
}

/** Lines of a text as one line: " / " between them, as memes are quoted in a feed. */
function flatten(clean: string): string {
  return clean
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' / ');
}

/** At most `max` characters, cut at a word boundary with an ellipsis when it had to be cut. */
export function clipAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  const kept = (space > max / 2 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:—–/-]+$/u, '');
  return `${kept.slice(0, max - 1)}…`;
}
