import { cleanHashtag, type WriterLanguage } from '../writer/index.ts';
import { HOOK_TYPES, type HookType } from './analysis.schema.ts';

/*
 * Keyword lists in the four product languages. Captions are matched against all of them at once (a Spanish
 * creator may write a line in English), after folding case and accents, so the lists are written folded:
 * "cómo" is "como", "história" is "historia", "año" is "ano".
 *
 * Entry syntax: a plain entry matches at a word start ("comment" finds "comments"); a trailing "=" asks for the
 * whole word ("two=" does not find "twofold"); a leading "^" only matches at the start of the first line.
 * Words that mean something else in a sibling language are left out on purpose: Portuguese "dos" ("of the")
 * would make every Brazilian caption a numbered list, and Spanish "ten" ("have!") an English ten.
 */
type KeywordList = Record<WriterLanguage, readonly string[]>;

const HOOK_KEYWORDS: Record<HookType, KeywordList> = {
  question: {
    en: ['^why', '^do you=', '^did you=', '^have you ever', '^ever wonder', '^what if', '^is it=', '^are you='],
    ru: ['^почему', '^зачем', '^знаете ли', '^а вы знали', '^вы когда-нибудь', '^что будет, если', '^что если'],
    pt: ['^por que', '^voce sabia', '^voce ja', '^sera que', '^e se='],
    es: ['^por que', '^sabias', '^alguna vez', '^y si=', '^te has preguntado'],
  },
  number: {
    en: ['two=', 'three=', 'four=', 'five=', 'six=', 'seven=', 'eight=', 'nine=', 'top=', 'a dozen'],
    ru: ['два=', 'две=', 'три=', 'четыре=', 'пять=', 'шесть=', 'семь=', 'восемь=', 'девять=', 'десять=', 'топ='],
    pt: ['dois=', 'duas=', 'tres=', 'quatro=', 'cinco=', 'seis=', 'sete=', 'oito=', 'nove=', 'dez='],
    es: ['tres=', 'cuatro=', 'cinco=', 'seis=', 'siete=', 'ocho=', 'nueve=', 'diez='],
  },
  how_to: {
    en: ['how to=', '^how i=', '^how we=', "here's how", 'heres how', 'step by step', 'step-by-step', 'tutorial', 'the easiest way'],
    ru: ['^как ', 'как сделать', 'как приготовить', 'как быстро', 'пошагов', 'инструкция', 'туториал', 'гайд', 'лайфхак'],
    pt: ['^como ', 'como fazer', 'passo a passo', 'tutorial', 'aprenda a', 'o jeito mais facil'],
    es: ['^como ', 'como hacer', 'paso a paso', 'tutorial', 'aprende a', 'asi es como', 'la forma mas facil'],
  },
  pov: {
    en: ['pov='],
    ru: ['пов='],
    pt: [],
    es: [],
  },
  story: {
    en: ['storytime', 'story time', 'my story', 'true story', 'when i=', 'i was=', 'i used to', 'years ago', 'last year', 'the day i', 'let me tell you'],
    ru: ['история', 'когда я', 'однажды', 'я был=', 'я была', 'год назад', 'лет назад', 'мой путь', 'расскажу'],
    pt: ['historia', 'quando eu', 'um dia eu', 'eu era', 'anos atras', 'ano passado', 'vou contar', 'deixa eu contar'],
    es: ['historia', 'cuando yo', 'un dia=', 'yo era', 'hace anos', 'el ano pasado', 'te cuento', 'dejame contarte'],
  },
};

/** Words that ask the viewer to do something: save, share, comment, follow, write, tap the link. */
const CTA_KEYWORDS: KeywordList = {
  en: [
    'save this',
    'save it',
    'save for',
    'share this',
    'share with',
    'send this',
    'comment',
    'follow',
    'link in',
    'dm=',
    'dm me',
    'tag a',
    'tag your',
    'tag someone',
    'sign up',
    'subscribe',
    'join=',
    'click',
    'tap the',
    'book a',
  ],
  ru: [
    'сохрани',
    'сохраня',
    'поделись',
    'поделитесь',
    'перешли',
    'отправь',
    'напиши',
    'пишите',
    'комментар',
    'подпиш',
    'ссылка в',
    'ссылке в',
    'директ',
    'отметь',
    'жми',
    'переходи',
    'записывайтесь',
    'запишись',
  ],
  pt: [
    'salve',
    'salva esse',
    'compartilh',
    'comente',
    'comenta',
    'siga=',
    'segue=',
    'link na bio',
    'link no perfil',
    'me chama',
    'marque',
    'marca um',
    'manda pra',
    'envie',
    'clique',
    'inscreva',
  ],
  es: [
    'guarda',
    'comparte',
    'comenta',
    'sigueme',
    'siguenos',
    'link en',
    'enlace en',
    'escribeme',
    'escribenos',
    'etiqueta',
    'menciona',
    'mandaselo',
    'envialo',
    'haz clic',
    'suscribete',
    'reserva',
  ],
};

export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(list: KeywordList): RegExp {
  const alternatives = Object.values(list)
    .flat()
    .map((entry) => {
      const anchored = entry.startsWith('^');
      const whole = entry.endsWith('=');
      const word = fold(entry.slice(anchored ? 1 : 0, whole ? -1 : undefined));
      const body = `${escape(word)}${whole ? '(?![\\p{L}\\p{N}])' : ''}`;
      // The first line is trimmed before matching, so "^" is the true start of the text.
      return anchored ? `^${body}` : `(?:^|[^\\p{L}\\p{N}])${body}`;
    });
  return new RegExp(`(?:${alternatives.join('|')})`, 'u');
}

const HOOK_MATCHERS = HOOK_TYPES.map((type) => ({ type, pattern: compile(HOOK_KEYWORDS[type]) }));
const CTA_MATCHER = compile(CTA_KEYWORDS);
/** A small count at the start of a list ("5 mistakes", "3 способа"), not a year or a price. */
const DIGIT_COUNT = /(?:^|[^\p{L}\p{N}.,:/])\d{1,2}(?![\p{N}.,:/%])/u;
const EMOJI = /\p{Extended_Pictographic}/gu;
const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** The first line a reader sees: the first one holding a letter or a digit, without hashtags or leading emoji. */
export function firstLine(caption: string): string {
  for (const raw of caption.split(/\r?\n/)) {
    const line = raw.replace(HASHTAG, ' ').replace(/\s+/g, ' ').trim();
    if (/[\p{L}\p{N}]/u.test(line)) return line.replace(/^[^\p{L}\p{N}¿¡"'«“]+/u, '').trim();
  }
  return '';
}

/** The hook types a caption opens with (several may apply: "5 ways to…" is a number and a how-to). */
export function detectHooks(caption: string): HookType[] {
  const line = firstLine(caption);
  if (!line) return [];
  const folded = fold(line);
  const found: HookType[] = [];
  for (const { type, pattern } of HOOK_MATCHERS) {
    let hit = pattern.test(folded);
    if (type === 'question') hit ||= /[?¿]/.test(line);
    if (type === 'number') hit ||= DIGIT_COUNT.test(folded);
    if (hit) found.push(type);
  }
  return found;
}

export function hasQuestion(caption: string): boolean {
  return /[?¿]/.test(caption.replace(HASHTAG, ''));
}

export function hasCallToAction(caption: string): boolean {
  return CTA_MATCHER.test(fold(caption.replace(HASHTAG, ' ')));
}

export function countEmoji(text: string): number {
  let count = 0;
  for (const _match of text.matchAll(EMOJI)) count++;
  return count;
}

/** Lower-cased tags without '#', from the post's own list and from its caption, each once. */
export function collectHashtags(caption: string, tags: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const add = (tag: string) => {
    const clean = cleanHashtag(tag).toLocaleLowerCase();
    if (clean && clean.length <= 100) seen.add(clean);
  };
  for (const tag of tags) add(tag);
  for (const match of caption.matchAll(HASHTAG)) add(match[1] as string);
  return [...seen];
}

/** The caption's words without its hashtags: what "caption length" measures. */
export function captionText(caption: string): string {
  return caption
    .replace(HASHTAG, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** A short quote of the caption's first line for lists of posts, cut at a word with an ellipsis. */
export function captionExcerpt(caption: string, maxChars = 80): string {
  const line = firstLine(caption);
  const chars = [...line];
  if (chars.length <= maxChars) return line;
  const cut = chars.slice(0, maxChars).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut;
  return `${kept.replace(/[\s.,;:!?…—–-]+$/u, '')}…`;
}
