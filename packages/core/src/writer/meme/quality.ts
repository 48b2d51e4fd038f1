import { cyrillicShare } from '../text.ts';
import type { WriterLanguage, WriterResult } from '../writer.schema.ts';
import { detectTextLanguage } from './detect-language.ts';
import { keyWordsOf } from './derive.ts';
import { normalizeMemeText } from './shapes.ts';

/** A meme text as a user types it, with the interface language they type it in and the language it is written in. */
export interface MemeBrief {
  text: string;
  requestLanguage: WriterLanguage;
  expectedLanguage: WriterLanguage;
}

const brief = (text: string, expectedLanguage: WriterLanguage, requestLanguage: WriterLanguage = expectedLanguage): MemeBrief => ({
  text,
  requestLanguage,
  expectedLanguage,
});

/**
 * Meme texts for the writer's quality bench and tests: every common shape in each language, several typed with an
 * interface in another language (the Russian cat with an English interface).
 */
export const MEME_BRIEFS: readonly MemeBrief[] = [
  brief('Me explaining to my cat why we need to wake up at 6am for a workout', 'en'),
  brief('When the client asks for a discount after the work is done', 'en'),
  brief('POV: your cat wakes you up at 5am', 'en'),
  brief('Nobody:\nMe: buying another plant', 'en'),
  brief('Me: I will go to bed early tonight\nAlso me at 2am: one more episode', 'en'),
  brief('Me on Monday vs me on Friday', 'en'),
  brief('Me at 3am googling whether cats dream', 'en', 'ru'),
  brief('Mondays should be illegal', 'en'),
  brief('Я объясняю коту, зачем нам вставать в 6 утра на тренировку', 'ru', 'en'),
  brief('Когда клиент просит скидку после сдачи проекта', 'ru'),
  brief('POV: кот будит тебя в 5 утра', 'ru'),
  brief('Никто:\nЯ: покупаю ещё одно растение', 'ru', 'pt'),
  brief('Я: сегодня лягу пораньше / Тоже я в 2 ночи: ещё одну серию', 'ru'),
  brief('Я в 3 ночи гуглю рецепты', 'ru'),
  brief('Понедельник должен быть запрещён', 'ru'),
  brief('Eu explicando pro meu gato por que precisamos acordar às 6h para treinar', 'pt'),
  brief('Quando o cliente pede desconto depois do trabalho pronto', 'pt', 'es'),
  brief('POV: seu gato te acorda às 5h da manhã', 'pt'),
  brief('Ninguém: / Eu: comprando mais uma planta', 'pt'),
  brief('Eu às 3 da manhã pesquisando receitas', 'pt', 'en'),
  brief('Segunda-feira deveria ser proibida', 'pt'),
  brief('Yo explicándole a mi gato por qué tenemos que despertarnos a las 6 para entrenar', 'es'),
  brief('Cuando el cliente pide descuento después de terminar el trabajo', 'es', 'pt'),
  brief('POV: tu gato te despierta a las 5 de la mañana', 'es'),
  brief('Nadie: / Yo: comprando otra planta', 'es'),
  brief('Yo a las 3 de la mañana buscando recetas', 'es'),
  brief('Los lunes deberían ser ilegales', 'es', 'en'),
];

export type MemeQualityCheck =
  'keepsText' | 'titleIsText' | 'captionStartsWithText' | 'linesCarryKeyWords' | 'hashtagsFromText' | 'noUnfilledSlot' | 'lineCount' | 'language' | 'duration';

/**
 * What a meme written for `brief` must do, each check true or false (the bench reports the share of true per check):
 * the text kept verbatim on top, the title and the caption made of it, at least one subtitle line and one hashtag
 * carrying its own content words, no `{slot}`, asterisk or "undefined" left, 2–4 lines, 10–15 s, and every line
 * (and the result's `language`) in the text's language.
 */
export function memeQualityChecks(brief: MemeBrief, result: WriterResult): Record<MemeQualityCheck, boolean> {
  const text = brief.text.trim();
  const clean = normalizeMemeText(text);
  const flat = clean.split('\n').join(' / ');
  const lines = result.meme?.subtitleLines ?? [];
  const keyWords = keyWordsOf(clean, brief.expectedLanguage);
  const linesText = lines.join('\n').toLocaleLowerCase();
  const titleBody = result.title.replace(/…$/u, '');
  return {
    keepsText: result.meme?.topText === text,
    titleIsText: titleBody.length > 0 && flat.toLocaleLowerCase().startsWith(titleBody.toLocaleLowerCase()),
    captionStartsWithText: result.caption.toLocaleLowerCase().startsWith(flat.slice(0, 60).toLocaleLowerCase()),
    linesCarryKeyWords: keyWords.some((word) => linesText.includes(word)),
    hashtagsFromText: result.hashtags.some((tag) => keyWords.includes(tag.toLocaleLowerCase())),
    noUnfilledSlot: ![result.title, result.caption, result.callToAction, ...lines].some((part) => /[{}*]|undefined|null/.test(part)),
    lineCount: lines.length >= 2 && lines.length <= 4,
    language: result.language === brief.expectedLanguage && linesInLanguage(lines, brief.expectedLanguage),
    duration: result.estimatedSeconds >= 10 && result.estimatedSeconds <= 15,
  };
}

/**
 * Lines are in the language when each one's script fits and the detector, reading them together (one short line
 * such as "Segunda vez: Hmm…" is both Portuguese and Spanish), agrees or cannot tell.
 */
function linesInLanguage(lines: readonly string[], language: WriterLanguage): boolean {
  if (language === 'ru') return lines.every((line) => cyrillicShare(line) > 0.5);
  if (lines.some((line) => cyrillicShare(line) > 0.2)) return false;
  const detected = detectTextLanguage(lines.join('\n'));
  return detected === undefined || detected === language;
}
