import type { TrendFormat } from '@reelcraft/contract';
import type { WriterLanguage, WriterResult } from './writer.schema.ts';

/**
 * What a trend's format asks of a model's beats, and how to see afterwards whether it kept it. The on-screen labels
 * are the checkable part ("Myth" / "Fact", "Before" / "After", numbered steps, times of day): the prompt asks for
 * them in the script's language, and `formatKept` looks for them.
 */

interface Labels {
  myth: string;
  fact: string;
  before: string;
  after: string;
  step: string;
}

const LABELS: Record<WriterLanguage, Labels> = {
  en: { myth: 'Myth', fact: 'Fact', before: 'Before', after: 'After', step: 'Step' },
  ru: { myth: 'Миф', fact: 'Факт', before: 'До', after: 'После', step: 'Шаг' },
  pt: { myth: 'Mito', fact: 'Fato', before: 'Antes', after: 'Depois', step: 'Passo' },
  es: { myth: 'Mito', fact: 'Realidad', before: 'Antes', after: 'Después', step: 'Paso' },
};

/** The beat structure each format requires, as an instruction (labels in the script's language). */
export function formatStructure(format: TrendFormat, language: WriterLanguage): string {
  const l = LABELS[language];
  switch (format) {
    case 'myth_busting':
      return `myth vs fact: after the hook, pairs of beats — a myth beat whose onScreenText starts with "${l.myth}" and says the belief, then a fact beat whose onScreenText starts with "${l.fact}" and says what is true and why; two or three pairs, then the call to action`;
    case 'list':
      return 'a numbered list: after the hook, three to five item beats whose onScreenText starts with the item number ("1.", "2.", "3."), each naming one concrete item; then the call to action';
    case 'tutorial':
      return `a tutorial: after the hook, three to five step beats in the order they are done, whose onScreenText starts with "${l.step} 1", "${l.step} 2"…; each says exactly what to do; then the result and the call to action`;
    case 'challenge':
      return 'a challenge: the hook states the challenge; then its rules as numbered beats (onScreenText starts with "1.", "2.", "3."); then an invitation to take part and the call to action';
    case 'before_after':
      return `before and after: a beat whose onScreenText starts with "${l.before}" (the situation before, concretely), the change that made the difference, a beat whose onScreenText starts with "${l.after}" (the result), then the call to action`;
    case 'pov':
      return 'POV: the first beat\'s onScreenText starts with "POV:" and sets a situation the viewer recognises, in the second person; the following beats play it out and end with the useful point about the idea';
    case 'qa':
      return 'a reply to a comment: the first beat\'s onScreenText is the viewer\'s question, in quotes, ending with "?"; the following beats answer it concretely, one point per beat; then the call to action';
    case 'comparison':
      return 'this or that: two options compared on the same points; one beat\'s onScreenText names both as "A vs B"; a beat per point of comparison; then which to choose when, and the call to action';
    case 'day_in_life':
      return 'a day in my life: after the hook, three to five moments of the day in time order, each beat\'s onScreenText starts with the time ("7:00", "12:30", "19:00"), each showing the idea in practice; then the call to action';
    case 'story':
      return 'a short story: the situation, the turning point, what changed and the lesson, each as its own beat, then the call to action';
    case 'behind_the_scenes':
      return 'behind the scenes: show how the thing is really made, one concrete stage per beat, then the call to action';
    case 'reaction':
      return 'a reaction: the first beat names what you react to; the next beats give your take with concrete reasons; then the call to action';
    case 'meme':
      return 'a meme-style reel: a relatable situation in the hook, a quick escalation, a useful punchline about the idea, then the call to action';
    case 'talking_head':
      return 'talking to camera: the hook, then one concrete point per beat, then the call to action';
    case 'other':
      return 'the hook, then one concrete point per beat, then the call to action';
  }
}

const NUMBERED = /^\s*["«“]?(?:\p{L}+\s)?\d{1,2}(?:[.):]|\s|$)/u;
const TIME = /(?:^|\D)\d{1,2}[:.h]\d{2}(?:\D|$)/u;
const VERSUS = /(?:^|[^\p{L}])(?:vs\.?|versus|против)(?:[^\p{L}]|$)/iu;

function startsWithLabel(text: string, label: string): boolean {
  return text
    .trim()
    .toLocaleLowerCase()
    .replace(/^["«“]/, '')
    .startsWith(label.toLocaleLowerCase());
}

/**
 * Whether a result keeps its format's structure, by the labels `formatStructure` asks for; undefined for formats
 * with no checkable shape (talking head, story, behind the scenes, reaction, meme, other).
 */
export function formatKept(result: WriterResult, format: TrendFormat, language: WriterLanguage): boolean | undefined {
  const l = LABELS[language];
  const screens = result.beats.map((beat) => beat.onScreenText);
  const either = result.beats.map((beat) => [beat.onScreenText, beat.spokenLine]);
  const firstWith = (label: string): number => either.findIndex((texts) => texts.some((text) => startsWithLabel(text, label)));
  const numbered = screens.filter((text) => NUMBERED.test(text)).length;
  switch (format) {
    case 'myth_busting': {
      const myth = firstWith(l.myth);
      return myth >= 0 && either.slice(myth + 1).some((texts) => texts.some((text) => startsWithLabel(text, l.fact)));
    }
    case 'before_after': {
      const before = firstWith(l.before);
      return before >= 0 && either.slice(before + 1).some((texts) => texts.some((text) => startsWithLabel(text, l.after)));
    }
    case 'list':
    case 'tutorial':
      return numbered >= 3;
    case 'challenge':
      return numbered >= 2;
    case 'day_in_life':
      return screens.filter((text) => TIME.test(text)).length >= 3;
    case 'pov':
      return [result.title, ...screens.slice(0, 2)].some((text) => /(?:^|[^\p{L}])pov(?:[^\p{L}]|$)/iu.test(text));
    case 'qa':
      return screens.slice(0, 2).some((text) => text.includes('?'));
    case 'comparison':
      return screens.some((text) => VERSUS.test(text));
    default:
      return undefined;
  }
}
