import { REVISION_ADJUSTMENTS, REVISION_NOTE_MAX, type Revision, type RevisionAdjustment } from '@reelcraft/contract';

/**
 * Free-text feedback on a script ("too long", "конкретнее", "mais engraçado") read as the adjustments the built-in
 * writer can apply. Clause by clause: a clause that names an adjustment becomes it; a clause that names none is kept,
 * word for word, as the note (only a connected model reads notes). Pure and synchronous.
 */

/**
 * Phrase starts per adjustment, in en, ru, pt and es, written without accents (the text is folded the same way).
 * Each one must begin a word; it may end mid-word, so a stem covers its endings ("конкретн" → конкретнее, конкретно).
 * Kept specific on purpose: a new idea typed where feedback was expected ("как я начала бегать") must not read as one.
 */
const PHRASES: Record<RevisionAdjustment, readonly string[]> = {
  shorter: [
    'shorter',
    'too long',
    'less long',
    'make it short',
    'cut it down',
    'trim it',
    'короче',
    'покороче',
    'слишком длинн',
    'сократи',
    'сократить',
    'mais curto',
    'mais curta',
    'muito longo',
    'muito longa',
    'mais breve',
    'encurt',
    'mas corto',
    'mas corta',
    'demasiado largo',
    'demasiado larga',
    'muy largo',
    'muy larga',
    'mas breve',
    'acort',
  ],
  longer: [
    'longer',
    'too short',
    'more detail',
    'длиннее',
    'подлиннее',
    'слишком коротк',
    'подробнее',
    'mais longo',
    'mais longa',
    'muito curto',
    'muito curta',
    'mais detalh',
    'mas largo',
    'mas larga',
    'demasiado corto',
    'demasiado corta',
    'muy corto',
    'muy corta',
    'mas detall',
  ],
  more_concrete: [
    'concrete',
    'more concrete',
    'be specific',
    'more specific',
    'too vague',
    'less vague',
    'too generic',
    'less generic',
    'name the',
    'give examples',
    'real examples',
    'конкретн',
    'конкретик',
    'меньше воды',
    'без воды',
    'слишком общ',
    'меньше общих',
    'назови',
    'приведи пример',
    'concret',
    'especific',
    'muito vago',
    'muito generic',
    'menos generic',
    'de exemplos',
    'com exemplos',
    'muy vago',
    'muy generic',
    'menos generic',
    'da ejemplos',
    'con ejemplos',
  ],
  funnier: [
    'funnier',
    'more fun',
    'more humor',
    'more humour',
    'add a joke',
    'add humor',
    'add humour',
    'смешнее',
    'посмешнее',
    'веселее',
    'больше юмора',
    'добавь юмор',
    'mais engracad',
    'mais divertid',
    'com humor',
    'mais humor',
    'mas gracios',
    'mas divertid',
    'con humor',
    'mas humor',
  ],
  different_hook: [
    'different hook',
    'another hook',
    'new hook',
    'better hook',
    'change the hook',
    'different opening',
    'another opening',
    'change the opening',
    'different start',
    'другой хук',
    'новый хук',
    'другое начало',
    'другой зачин',
    'поменяй начало',
    'смени начало',
    'поменяй хук',
    'смени хук',
    'другую зацепку',
    'outro gancho',
    'novo gancho',
    'mude o gancho',
    'troque o gancho',
    'outra abertura',
    'outro comeco',
    'otro gancho',
    'nuevo gancho',
    'cambia el gancho',
    'otro inicio',
    'otro comienzo',
    'otra apertura',
  ],
  another_angle: [
    'another angle',
    'different angle',
    'new angle',
    'different approach',
    'another approach',
    'different perspective',
    'another perspective',
    'другой угол',
    'другим углом',
    'другой подход',
    'другой ракурс',
    'другой взгляд',
    'outro angulo',
    'outra abordagem',
    'outra perspectiva',
    'outro enfoque',
    'otro angulo',
    'otro enfoque',
    'otra perspectiva',
    'otro punto de vista',
  ],
  simpler_words: [
    'simpler',
    'simple words',
    'plain words',
    'plain english',
    'plain language',
    'less jargon',
    'no jargon',
    'too complicated',
    'too complex',
    'easier words',
    'проще',
    'попроще',
    'простыми словами',
    'простым языком',
    'слишком сложн',
    'без терминов',
    'без жаргона',
    'mais simples',
    'palavras simples',
    'linguagem simples',
    'muito complicad',
    'sem jargao',
    'mas sencill',
    'mas simple',
    'palabras sencillas',
    'palabras simples',
    'lenguaje sencillo',
    'demasiado complicad',
    'sin jerga',
  ],
};

/** Lower case without accents: "Más corto" and "mas corto" read the same (й/ё fold to и/е on both sides alike). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS: ReadonlyArray<readonly [RevisionAdjustment, RegExp]> = REVISION_ADJUSTMENTS.flatMap((adjustment) =>
  PHRASES[adjustment].map((phrase) => [adjustment, new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(fold(phrase))}`, 'u')] as const),
);

/** The adjustments one piece of text names, in REVISION_ADJUSTMENTS order. */
export function adjustmentsIn(text: string): RevisionAdjustment[] {
  const folded = fold(text);
  const found = new Set(MATCHERS.filter(([, pattern]) => pattern.test(folded)).map(([adjustment]) => adjustment));
  return REVISION_ADJUSTMENTS.filter((adjustment) => found.has(adjustment));
}

/** Sentence and clause breaks: "Shorter, and mention my studio" is two requests. */
const CLAUSE_BREAK = /[.!?;:,\n]+|\s+(?:and|и|а также|e|y)\s+/u;

/** Free text → adjustments it names, and the clauses that name none as the note (absent when there are none). */
export function revisionFromText(text: string): Revision {
  const adjustments = new Set<RevisionAdjustment>();
  const rest: string[] = [];
  for (const clause of text.split(CLAUSE_BREAK)) {
    const trimmed = clause.trim();
    if (!trimmed) continue;
    const named = adjustmentsIn(trimmed);
    if (named.length === 0) rest.push(trimmed);
    for (const adjustment of named) adjustments.add(adjustment);
  }
  const note = adjustments.size === 0 ? text.trim() : rest.join('. ');
  return {
    adjustments: REVISION_ADJUSTMENTS.filter((adjustment) => adjustments.has(adjustment)),
    ...(note ? { note: note.slice(0, REVISION_NOTE_MAX) } : {}),
  };
}

/**
 * Chosen adjustments plus whatever the free-text note names: the union of both, and the note's unmapped clauses kept
 * as the note. Undefined when nothing is asked for.
 */
export function mergeRevision(chosen: readonly RevisionAdjustment[], note: string | undefined): Revision | undefined {
  const fromText = note?.trim() ? revisionFromText(note) : { adjustments: [] };
  const all = new Set<RevisionAdjustment>([...chosen, ...fromText.adjustments]);
  const adjustments = REVISION_ADJUSTMENTS.filter((adjustment) => all.has(adjustment));
  if (adjustments.length === 0 && !fromText.note) return undefined;
  return { adjustments, ...(fromText.note ? { note: fromText.note } : {}) };
}
