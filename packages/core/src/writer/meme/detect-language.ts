import { francAll } from 'franc-min';
import { cyrillicShare } from '../text.ts';
import type { WriterLanguage } from '../writer.schema.ts';

/**
 * The language a short text is written in, among the four we write (en, ru, pt, es), or undefined when the text
 * does not say clearly enough (the caller then keeps the language of the request).
 *
 * Three signals, strongest first:
 * 1. Script: a text that is mostly Cyrillic is Russian (the only Cyrillic language we write).
 * 2. Words and letters only one of the Latin languages uses ("você", "não", "ñ", "¿", "yo", "the"…): meme texts
 *    are short, and trigram statistics alone confuse Portuguese and Spanish on ten words ("Nadie: / Yo: comprando
 *    otra planta" reads as Portuguese to them).
 * 3. franc-min's trigram scores restricted to eng/por/spa, for texts without such words.
 */
export function detectTextLanguage(text: string): WriterLanguage | undefined {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (letters < 2) return undefined;
  if (cyrillicShare(text) >= 0.5) return 'ru';
  if (letters < 4) return undefined;

  const scores: Record<LatinLanguage, number> = { en: 0, pt: 0, es: 0 };
  const markers = markerScores(text);
  // Trigrams: franc normalises the best language to 1 and the others below it; only the differences matter.
  const trigrams = francAll(text, { only: ['eng', 'por', 'spa'], minLength: 1 });
  for (const [code, score] of trigrams) {
    const language = FRANC_CODES[code];
    if (language) scores[language] += score * TRIGRAM_WEIGHT;
  }
  for (const language of LATIN) scores[language] += markers[language];

  const ranked = [...LATIN].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = ranked as [LatinLanguage, LatinLanguage];
  const margin = scores[first] - scores[second];
  const anyMarker = markers.en + markers.pt + markers.es > 0;
  // Without a single telling word the trigrams must be clearly apart, and the text long enough to carry them.
  if (!anyMarker && (margin < 0.12 || letters < 12)) return undefined;
  if (margin < 0.05) return undefined;
  return first;
}

type LatinLanguage = Exclude<WriterLanguage, 'ru'>;
const LATIN: readonly LatinLanguage[] = ['en', 'pt', 'es'];
const FRANC_CODES: Record<string, LatinLanguage> = { eng: 'en', por: 'pt', spa: 'es' };
const TRIGRAM_WEIGHT = 1;
const WORD_WEIGHT = 0.35;
const LETTER_WEIGHT = 0.5;

/** Whole words that belong to one of the three (and are rare or absent in the other two). */
const MARKER_WORDS: Record<LatinLanguage, ReadonlySet<string>> = {
  en: new Set(
    (
      'the my me i you your we our they their when why what who how is are was were be been being am it its this that these those ' +
      "to of and with for from at on in into about just not dont don't can't cant im i'm it's youre you're nobody also everyone " +
      'someone explaining trying finally again still every day night morning after before while will would should have has had ' +
      'need wake up go going get got'
    ).split(' '),
  ),
  pt: new Set(
    (
      'eu você voce vocês voces não nao meu minha meus minhas pro pra pros pras com um uma uns umas muito muita mais também tambem ' +
      'ninguém ninguem quando porque por que isso esse essa isto aquele aquela está esta estou tô né ao aos às das dos da ' +
      'na nas nos num numa seu sua nós vou vai foi fui ser ter tem tenho acordar explicando tentando gente então entao ' +
      'agora depois hoje amanhã amanha sempre nunca ainda só dia noite manhã manha novo mim comigo é e'
    ).split(' '),
  ),
  es: new Set(
    (
      'yo tú tu usted ustedes mi mis el los las un una unos unas muy más mas también tambien nadie cuando porque por qué que eso ese ' +
      'esa esto está esta estoy al del y pero con sin ser tener tengo tiene hay voy va fue fui nosotros despertar explicando ' +
      'explicándole explicandole intentando ahora después despues hoy mañana manana siempre nunca todavía todavia solo sólo día dia ' +
      'noche otra otro vez le les me mí conmigo es'
    ).split(' '),
  ),
};

/** Letters and marks only one of them uses. */
const MARKER_LETTERS: Record<LatinLanguage, RegExp> = {
  en: /(?!)/g,
  pt: /[ãõ]|ç[aãoõu]/giu,
  es: /[ñ¿¡]|ción(?!\p{L})|(?<!\p{L})ll\p{L}/giu,
};

function markerScores(text: string): Record<LatinLanguage, number> {
  const words = (text.toLocaleLowerCase().match(/[\p{L}']+/gu) ?? []).map((word) => word.replace(/^'+|'+$/g, ''));
  const scores: Record<LatinLanguage, number> = { en: 0, pt: 0, es: 0 };
  for (const word of words) {
    const owners = LATIN.filter((language) => MARKER_WORDS[language].has(word));
    // A word two of them share ("que", "dia", "me") leans towards both, half each; one all three share, to none.
    if (owners.length === 0 || owners.length === 3) continue;
    for (const language of owners) scores[language] += WORD_WEIGHT / owners.length;
  }
  // English words ending in -ing are as English as it gets ("explaining", "buying"), and no pt/es word ends so.
  scores.en += words.filter((word) => word.length > 4 && word.endsWith('ing')).length * WORD_WEIGHT;
  for (const language of LATIN) scores[language] += (text.match(MARKER_LETTERS[language]) ?? []).length * LETTER_WEIGHT;
  return scores;
}
