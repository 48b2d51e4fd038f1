import type { WriterLanguage } from './writer.schema.ts';

/**
 * Key phrases of a topic: the noun-phrase-like runs of words a text is about ("strength training", "busy women",
 * "налоговый вычет"), found without a parser by cutting the text at stop words, punctuation, hashtags and links.
 * The writer carries them from the user's idea, the blog topic and the creator's own captions into hooks, beats
 * and captions, so a script stays on the creator's topic and not only on our niche vocabulary.
 */

const STOP_WORDS: Record<WriterLanguage, string> = {
  en: `a an the and or but nor so yet of to in on at by for from with without about over under into onto out up down
    off as than then too very just only also even still not no yes is are was were be been being am do does did done
    doing have has had having can could will would shall should may might must i me my mine myself you your yours
    yourself we us our ours he him his she her hers they them their it its this that these those there here what
    which who whom whose when where why how all any both each every few more most other some such own same again
    once if because while until after before during between through against via per get got gets getting make
    makes made let lets just really much many lot lots thing things way ways one two three four five six seven eight
    nine ten first new best good great tip tips today now day days week weeks year years time times people someone
    everyone anyone something anything nothing everything need needs want wants like know use using try trying`,
  ru: `и а но или да нет не ни в во на с со к ко о об обо от до по за из изо у при для без над под про через между
    перед после около как так что чтобы это этот эта эти то та те тот там тут здесь где когда почему зачем какой
    какая какие каких кто чем чего мой моя мои моё мое твой твоя твои ваш ваша ваши наш наша наши свой своя свои я
    ты вы мы он она оно они его её ее их им ей ему мне меня тебя тебе вас вам нас нам себя себе же ли бы вот уже
    ещё еще очень всё все весь вся всех быть есть был была были будет может можно нужно надо если или тоже также
    только даже один одна одно два три новый лучший лучшие советы совет сегодня день дня дней неделя год лет раз
    время люди`,
  pt: `a o as os um uma uns umas e ou mas nem de do da dos das em no na nos nas por pelo pela pelos pelas para pra
    com sem sobre sob entre até ate após apos desde que quem qual quais quando onde como porque porquê por que se
    não nao sim é e são sao foi ser estar está esta estão estao ter tem têm fazer faz eu me meu minha meus minhas
    você voce vocês voces seu sua seus suas nós nos nosso nossa ele ela eles elas isso isto esse essa este aquele
    aquela mais menos muito muita muitos muitas já ja ainda também tambem só so todo toda todos todas cada um dois
    três tres novo nova melhor melhores dica dicas hoje dia dias semana ano anos vez vezes pessoas coisa coisas`,
  es: `a al el la los las un una unos unas y o u pero ni de del en por para con sin sobre bajo entre hasta desde que
    quien quién cual cuál cuales cuando cuándo donde dónde como cómo porque por qué se no sí si es son fue ser estar
    está están tener tiene hacer hace yo me mi mis tú tu tus usted ustedes su sus nosotros nuestro nuestra él ella
    ellos ellas esto eso este esta ese esa aquel más menos muy mucho mucha muchos muchas ya aún aun todavía también
    solo sólo todo toda todos todas cada uno dos tres nuevo nueva mejor mejores consejo consejos hoy día días semana
    año años vez veces gente personas cosa cosas`,
};

const STOP: ReadonlySet<string> = new Set(
  Object.values(STOP_WORDS)
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.toLocaleLowerCase()),
);

/** Whether a word (any case) is one of the writer's stop words in any of its languages. */
export function isStopWord(word: string): boolean {
  return STOP.has(word.toLocaleLowerCase());
}

/** At most this many words in one phrase; longer runs keep their first words. */
const MAX_WORDS = 4;

export interface KeyPhraseSource {
  text: string;
  /** How much a phrase from this text counts (the user's idea more than an old caption). */
  weight: number;
}

export interface KeyPhraseOptions {
  /** How many phrases to return (default 6). */
  limit?: number;
}

/** Folds case and accents for comparison ("Nutrição" and "nutricao" are one phrase). */
export function foldPhrase(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

function isAcronym(word: string): boolean {
  return /^\p{Lu}{2,5}$/u.test(word);
}

/** A word that can carry a topic alone: long enough, not only digits, or an acronym ("SEO", "ИП"). */
function meaningful(words: readonly string[]): boolean {
  if (words.length > 1) return words.some((word) => /\p{L}{3,}/u.test(word) || isAcronym(word));
  const [word] = words as [string];
  return isAcronym(word) || (/\p{L}/u.test(word) && word.replace(/[^\p{L}]/gu, '').length >= 4);
}

/** Runs of content words between stop words and punctuation, in the text's own spelling. */
export function candidatePhrases(text: string): string[] {
  const cleaned = text
    .replace(/https?:\/\/\S+/gi, ' . ')
    .replace(/[#@][\p{L}\p{N}_.]+/gu, ' . ')
    // Emoji and symbols end a phrase like punctuation does.
    .replace(/[^\p{L}\p{N}\s'’-]/gu, ' . ');
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0 && meaningful(run)) out.push(run.slice(0, MAX_WORDS).join(' '));
    run = [];
  };
  for (const token of cleaned.split(/\s+/)) {
    const word = token.replace(/^['’-]+|['’-]+$/gu, '');
    if (!word || word === '.' || !/[\p{L}\p{N}]/u.test(word)) {
      flush();
      continue;
    }
    if (STOP.has(word.toLocaleLowerCase()) || /^\p{N}+$/u.test(word)) {
      flush();
      continue;
    }
    run.push(word);
  }
  flush();
  return out;
}

/** Lower-cases a phrase unless a word is an acronym or a name-like capital in the middle of a sentence. */
function display(phrase: string): string {
  return phrase
    .split(' ')
    .map((word, index) => (isAcronym(word) || (index > 0 && /^\p{Lu}/u.test(word)) ? word : word.toLocaleLowerCase()))
    .join(' ');
}

/**
 * The key phrases of a set of texts, best first: phrases of more words, from weightier sources and repeated across
 * texts rank higher; a phrase contained in a better one is left out.
 */
export function extractKeyPhrases(sources: readonly KeyPhraseSource[], options: KeyPhraseOptions = {}): string[] {
  const limit = options.limit ?? 6;
  const scored = new Map<string, { phrase: string; score: number; order: number }>();
  let order = 0;
  for (const source of sources) {
    if (!source.text.trim() || source.weight <= 0) continue;
    for (const phrase of candidatePhrases(source.text)) {
      const key = foldPhrase(phrase);
      const words = phrase.split(' ').length;
      const gain = source.weight * (1 + 0.5 * Math.min(words, 3));
      const entry = scored.get(key);
      if (entry) entry.score += gain;
      else scored.set(key, { phrase: display(phrase), score: gain, order: order++ });
    }
  }
  const ranked = [...scored.entries()].sort(([, a], [, b]) => b.score - a.score || a.order - b.order);
  const kept: { key: string; phrase: string }[] = [];
  for (const [key, { phrase }] of ranked) {
    if (kept.some((better) => ` ${better.key} `.includes(` ${key} `))) continue;
    kept.push({ key, phrase });
    if (kept.length >= limit) break;
  }
  return kept.map((entry) => entry.phrase);
}

/** Whether a text mentions a phrase (case, accents and word edges ignored). */
export function mentionsPhrase(text: string, phrase: string): boolean {
  const haystack = ` ${foldPhrase(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const needle = foldPhrase(phrase)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return needle.length > 0 && haystack.includes(` ${needle} `);
}
