import { type BeatGraphic, type NicheId, STORY_GRAPHIC_MAX_WORDS } from '@reelcraft/contract';
import { markProblems } from '../spoken-rules.ts';

/**
 * The scenes made by code that a story's beats carry (issue 33): what a beat is decides what is drawn — steps a
 * numbered list, a true number a counter (two comparable numbers a chart), a myth or a tip its key phrase, a subject
 * with an obvious emoji that emoji. Every text comes from the beat's own material (so it is in the story's language),
 * is at most STORY_GRAPHIC_MAX_WORDS words and keeps the rules of everything a viewer reads (no hashtags, percentages,
 * URLs, emoji in the text, template leftovers): a text that breaks them gives no graphic rather than a bad one.
 */

/** Six long words still fit on a phone's screen; the contract allows 80 characters. */
const GRAPHIC_TEXT_MAX_CHARS = 60;

/** The text as a graphic shows it, or undefined when it is too long or breaks a rule. A final stop is dropped. */
export function graphicText(text: string | undefined): string | undefined {
  const shown = (text ?? '')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.;:,]+$/u, '');
  if (!/[\p{L}\p{N}]/u.test(shown)) return undefined;
  if (shown.split(' ').length > STORY_GRAPHIC_MAX_WORDS || shown.length > GRAPHIC_TEXT_MAX_CHARS) return undefined;
  if (markProblems(shown).length > 0) return undefined;
  return shown;
}

export function phraseGraphic(text: string | undefined): BeatGraphic | undefined {
  const shown = graphicText(text);
  return shown ? { type: 'phrase', text: shown } : undefined;
}

export function emojiGraphic(emoji: string | undefined, label: string | undefined): BeatGraphic | undefined {
  const shown = graphicText(label);
  return emoji && shown ? { type: 'emoji', emoji, label: shown } : undefined;
}

/** "1. Heat the pan" → "Heat the pan": the list draws its own numbers. */
const ITEM_NUMBER = /^\s*\d{1,2}\s*[.)]\s*/u;

/** A list (steps when `numbered`) of 2–6 short items; items too long or breaking a rule are left out. */
export function listGraphic(items: readonly string[], options: { title?: string | undefined; numbered?: boolean } = {}): BeatGraphic | undefined {
  const shown = items.map((item) => graphicText(item.replace(ITEM_NUMBER, ''))).filter((item): item is string => item !== undefined);
  if (shown.length < 2) return undefined;
  const title = graphicText(options.title);
  return { type: 'list', items: shown.slice(0, 6), ...(title ? { title } : {}), ...(options.numbered ? { numbered: true } : {}) };
}

// "1,100" (en), "7.300" (pt), "1 400" (ru) are thousands; "2,5" and "2.5" are decimals.
const NUMBER = /\d{1,3}(?:[,.\u00a0 ]\d{3})+(?!\d)|\d+(?:[.,]\d+)?/gu;
const RATIO = /\d\s*\/\s*\d/u;
/** Two numbers joined as a range: "3 to 4", "2 a 4", "от 3 до 6", "8–10", "2 or 3". */
const RANGE = /\d\s*(?:[-–—]|\s(?:to|a|à|até|до|or|o|ou|или)\s)\s*\d/iu;
/** What separates two compared things: "SPF 30 vs 50", "4 tops + 3 bottoms", "30 mensajes, 3 llamadas". */
const COMPARED = /\s*,\s*|\s+\+\s+|\s+(?:vs\.?|versus|против|contra|и|y|e|and)\s+/iu;
const CURRENCY = /(?:R\$|[$€£₽])\s*$/u;

function parseNumber(raw: string): number {
  if (/^\d{1,3}(?:[,.\u00a0 ]\d{3})+$/u.test(raw)) return Number(raw.replace(/[,.\u00a0 ]/gu, ''));
  return Number(raw.replace(',', '.'));
}

function numbersIn(text: string): Array<{ raw: string; value: number; index: number }> {
  return [...text.matchAll(NUMBER)].map((match) => ({ raw: match[0], value: parseNumber(match[0]), index: match.index }));
}

const letterWords = (text: string) => text.split(/[^\p{L}]+/u).filter(Boolean);

/**
 * A beat's true number as a scene: one number counts up (a range shows its start, "3–", and counts to its end), two
 * comparable numbers ("SPF 30 vs 50") grow as bars; ratios ("50/30/20") and numbers that do not compare give undefined.
 * `label` is the short text the number belongs to (a fact's on-screen line).
 */
export function numberGraphic(label: string): BeatGraphic | undefined {
  const shown = graphicText(label);
  if (!shown || RATIO.test(shown)) return undefined;
  const numbers = numbersIn(shown);
  const [first, second] = numbers;
  if (!first || numbers.length > 2) return undefined;
  if (!Number.isFinite(first.value)) return undefined;
  const currency = CURRENCY.exec(shown.slice(0, first.index))?.[0]?.trim();
  if (!second) return { type: 'counter', value: first.value, ...(currency ? { prefix: currency } : {}), label: shown };
  if (RANGE.test(shown.slice(first.index, second.index + second.raw.length))) {
    return { type: 'counter', value: second.value, prefix: `${currency ?? ''}${first.raw}–`, label: shown };
  }
  const parts = shown
    .split(COMPARED)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length !== 2) return undefined;
  const bars = parts.map((part) => ({ label: part, numbers: numbersIn(part), words: letterWords(part) }));
  if (bars.some((bar) => bar.numbers.length !== 1)) return undefined;
  const [a, b] = bars as [(typeof bars)[number], (typeof bars)[number]];
  const comparable = a.words.length === 0 || b.words.length === 0 || (a.words.length <= 2 && b.words.length <= 2);
  if (!comparable) return undefined;
  return { type: 'chart', bars: bars.map((bar) => ({ label: bar.label, value: bar.numbers[0]?.value ?? 0 })) };
}

/** A niche's own emoji, for a beat about the sub-topic as a whole. */
const NICHE_EMOJI: Record<NicheId, string> = {
  personal_development: '🌱',
  business_marketing: '📈',
  health_fitness: '💪',
  sport_entertainment: '⚽',
  beauty_fashion: '💄',
  art_music: '🎨',
  food_lifestyle: '🍳',
  travel: '✈️',
  tech: '💻',
  education: '📚',
  parenting: '👶',
  finance: '💰',
  pets: '🐾',
  general: '✨',
};

export function nicheEmoji(niche: string): string {
  return NICHE_EMOJI[niche as NicheId] ?? NICHE_EMOJI.general;
}

/**
 * Subjects whose emoji nobody has to think about, by the beginnings of their words in en, ru, pt and es. A beat whose
 * on-screen line names one gets that emoji; the list is short on purpose: a wrong emoji is worse than a phrase.
 */
const SUBJECT_EMOJI: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['😴', ['sleep', 'nap', 'сон', 'сна', 'спат', 'sono', 'dormi', 'sueño', 'siesta']],
  ['💧', ['water', 'hydrat', 'вод', 'água', 'agua', 'hidrat']],
  ['☕', ['coffee', 'caffein', 'кофе', 'café', 'cafe']],
  ['⏰', ['minute', 'hour', 'time', 'минут', 'час', 'время', 'minuto', 'hora', 'tempo', 'tiempo']],
  ['📱', ['phone', 'smartphone', 'телефон', 'смартфон', 'celular', 'telemóvel', 'móvil', 'teléfono']],
  ['💰', ['money', 'budget', 'saving', 'salary', 'деньг', 'бюджет', 'зарплат', 'накоплен', 'dinheiro', 'orçamento', 'dinero', 'presupuesto', 'ahorro']],
  ['🏃', ['run', 'jogging', 'бег', 'пробежк', 'correr', 'corrida', 'trote']],
  ['🚶', ['walk', 'прогулк', 'caminh', 'caminar', 'caminata']],
  ['🍳', ['cook', 'skillet', 'dinner', 'breakfast', 'сковород', 'ужин', 'завтрак', 'jantar', 'cozinh', 'cena', 'cocin', 'desayun']],
  ['🥗', ['salad', 'vegetable', 'салат', 'овощ', 'salada', 'legum', 'verdura', 'ensalada']],
  ['☀️', ['sun', 'sunscreen', 'spf', 'солнц', 'fps']],
  ['📚', ['book', 'reading', 'книг', 'чтен', 'читат', 'livro', 'leitura', 'libro', 'lectura', 'leer']],
  ['🐶', ['dog', 'puppy', 'собак', 'щен', 'cachorr', 'cão', 'perro']],
  ['🐱', ['cat', 'kitten', 'кошк', 'кот', 'gato']],
  ['✈️', ['flight', 'plane', 'airport', 'перелёт', 'перелет', 'самолёт', 'самолет', 'аэропорт', 'voo', 'avião', 'vuelo', 'avión', 'aeropuerto']],
  ['🧳', ['luggage', 'suitcase', 'packing', 'багаж', 'чемодан', 'mala', 'bagagem', 'maleta', 'equipaje']],
  ['📷', ['photo', 'camera', 'фото', 'камер', 'foto', 'câmera', 'cámara']],
  ['🎵', ['song', 'music', 'guitar', 'песн', 'музык', 'гитар', 'música', 'canção', 'canción', 'guitarra']],
  ['💻', ['laptop', 'computer', 'code', 'ноутбук', 'компьютер', 'код', 'computador', 'código', 'portátil']],
  ['🏋️', ['gym', 'squat', 'workout', 'зал', 'присед', 'трениров', 'academia', 'agachamento', 'treino', 'gimnasio', 'sentadilla', 'entrenamiento']],
  ['💬', ['question', 'comment', 'вопрос', 'коммент', 'pergunta', 'comentário', 'pregunta', 'comentario']],
];

/** The emoji of a subject named in `text`, when it has an obvious one. */
export function subjectEmoji(text: string): string | undefined {
  const words = text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const [emoji, stems] of SUBJECT_EMOJI) {
    // A stem takes a short ending ("sleep" → "sleeping", "кот" → "кота"), not any word that starts like it ("cat" ≠ "catch").
    if (words.some((word) => stems.some((stem) => word.startsWith(stem) && word.length - stem.length <= (stem.length >= 4 ? 3 : 1)))) return emoji;
  }
  return undefined;
}

/** Sentences of a spoken line, without their final stops. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * A graphic for a beat that came without one (an LLM-written story, a script stored before issue 33), by simple rules
 * on its own text: a number in the on-screen line → a counter or chart; several short sentences → a list; otherwise
 * the on-screen line (or the scene title) as a phrase, or the subject's emoji.
 */
export function graphicFromText(beat: { spokenLine: string; onScreenText?: string | undefined; sceneTitle?: string | undefined }): BeatGraphic | undefined {
  const unnumbered = (text: string | undefined) => (text ?? '').replace(ITEM_NUMBER, '');
  const label = graphicText(unnumbered(beat.onScreenText)) ?? graphicText(unnumbered(beat.sceneTitle));
  if (label && /\d/u.test(label)) {
    const numbered = numberGraphic(label);
    if (numbered) return numbered;
  }
  const sentences = sentencesOf(beat.spokenLine);
  if (sentences.length >= 2 && sentences.length <= 6) {
    const list = listGraphic(sentences, { title: label });
    if (list?.type === 'list' && list.items.length === sentences.length) return list;
  }
  if (label) {
    const emoji = subjectEmoji(label);
    return emoji ? { type: 'emoji', emoji, label } : { type: 'phrase', text: label };
  }
  const [first] = sentences;
  return phraseGraphic(first);
}
