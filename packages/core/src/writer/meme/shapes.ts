import type { WriterLanguage } from '../writer.schema.ts';

/**
 * The shape of a meme text: who is in it and which words carry the joke. Every part is the text's own words (as
 * written, only trimmed), so lines built from them never need inflecting: a Russian listener stays in the dative
 * case the user wrote ("коту") and is only ever used where the dative fits.
 */
export type MemeShape =
  /** "Me explaining to my cat why we need to wake up at 6am": a speaker, a listener, what is explained. */
  | { kind: 'explaining'; listener: string; preposition: string; connector: string; point: string }
  /** "When the client asks for a discount". */
  | { kind: 'when'; situation: string }
  /** "POV: your cat wakes you up at 5am". */
  | { kind: 'pov'; scene: string }
  /** "Nobody: / Me: buying another plant". */
  | { kind: 'nobody'; who: string; action: string }
  /** "Me: I'll go to bed early / Also me at 2am: one more episode". */
  | { kind: 'also_me'; first: string; second: string }
  /** "Me on Monday vs me on Friday". */
  | { kind: 'versus'; a: string; b: string }
  /** "Me at 3am googling whether cats dream". */
  | { kind: 'me_at_time'; time: string; action: string }
  /** Anything else, said as it is. */
  | { kind: 'statement'; text: string };

export type MemeShapeKind = MemeShape['kind'];

/** The text as a meme shows it: stage-direction asterisks unwrapped, spaces tidied, one line per line. */
export function normalizeMemeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\*{1,2}([^*\n]+?)\*{1,2}/g, '$1')
    .replace(/\*/g, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .trim();
}

/** The text's parts: its lines, or the pieces between " / " when it is written on one line. */
function segmentsOf(text: string): string[] {
  const lines = text.split('\n');
  const parts = lines.length > 1 ? lines : text.split(/\s+\/\s+/);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const PAIRED_QUOTES: Record<string, string> = { '"': '"', "'": "'", '«': '»', '“': '”', '„': '“', '‘': '’' };

/**
 * A part of the text ready to go into a line that adds its own punctuation: wrapping quotes removed only when they
 * wrap the whole part, trailing stops removed unless a quotation ends there ('says "post daily."' keeps its quote).
 */
function bare(text: string): string {
  let out = text.trim();
  const close = PAIRED_QUOTES[out.charAt(0)];
  if (close && out.length > 2 && out.endsWith(close) && !out.slice(1, -1).includes(close)) out = out.slice(1, -1).trim();
  return out.replace(/[\s.,;:!?…—–-]+$/u, '').trim();
}

interface LanguagePatterns {
  explaining: RegExp;
  when: RegExp;
  pov: RegExp;
  nobody: RegExp;
  /** The first and second half of "Me: … / Also me: …". */
  me: RegExp;
  alsoMe: RegExp;
  versus: RegExp;
  meAtTime: RegExp;
}

const POV = /^(?:pov|пов)\s*[:.—–-]?\s+(.+)$/isu;
const VERSUS_EN = /^(.+?)\s+(?:vs\.?|versus)\s+(.+)$/isu;

/*
 * Each explaining pattern captures (listener, connector, point) or (preposition, listener, connector, point);
 * see explainingFrom. Lazy listeners stop at the first connector word.
 */
const PATTERNS: Record<WriterLanguage, LanguagePatterns> = {
  en: {
    explaining:
      /^(?:me|us|we|my \p{L}+)\s+(?:(?:trying|attempting) to\s+)?(?:explain(?:ing)?|tell(?:ing)?|convinc(?:ing|e)|remind(?:ing)?|teach(?:ing)?)\s+(?:(to)\s+)?(.+?)\s+(why|that|how|what|where|when|about)\s+(.+)$/isu,
    when: /^(?:me\s*,?\s+)?when\s+(.+)$/isu,
    pov: POV,
    nobody:
      /^(?:literally |absolutely )?nobody\s*[:.…]*\s*(?:\n|\/)?\s*(?:(?:literally |absolutely )?nobody\s*[:.…]*\s*(?:\n|\/)?\s*)?([^:\n/]{1,40}?)\s*:\s*(.+)$/isu,
    me: /^(me|i)\s*:\s*(.+)$/isu,
    alsoMe: /^(?:also me|me also|me again|me later|me too)[^:]*:\s*(.+)$/isu,
    versus: VERSUS_EN,
    meAtTime:
      /^me\s+at\s+(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock)?|midnight|night|dawn|\d{1,2}\s*in the (?:morning|night))(?=[\s,:.!?…]|$)[,:]?\s*(.*)$/isu,
  },
  ru: {
    explaining:
      /^(?:я\s+|мы\s+|когда\s+)?(?:пыта\p{L}*\s+)?(?:объясня\p{L}*|объяснить|убежда\p{L}*|доказыва\p{L}*|рассказыва\p{L}*|учу|учим)\s+(.+?),?\s+(почему|зачем|что|как|где|когда|про|о том,? что)\s+(.+)$/isu,
    when: /^(?:я\s*,?\s+)?когда\s+(.+)$/isu,
    pov: POV,
    nobody: /^(?:вообще |абсолютно )?никто\s*[:.…]*\s*(?:\n|\/)?\s*([^:\n/]{1,40}?)\s*:\s*(.+)$/isu,
    me: /^(я)\s*:\s*(.+)$/isu,
    alsoMe: /^(?:тоже я|и снова я|снова я|опять я|также я|я же|всё ещё я|я потом|я позже)[^:]*:\s*(.+)$/isu,
    versus: /^(.+?)\s+(?:vs\.?|против)\s+(.+)$/isu,
    meAtTime:
      /^я\s+в\s+(\d{1,2}(?:[:.]\d{2})?(?:\s*(?:утра|ночи|вечера|часа ночи|часов утра|часа утра|часов вечера))?|полночь|полночи|три часа ночи|два часа ночи|час ночи|пять утра|шесть утра)(?=[\s,:.!?…]|$)[,:]?\s*(.*)$/isu,
  },
  pt: {
    explaining:
      /^(?:eu|nós|nos|a gente)\s+(?:tentando\s+)?(?:explicando|explicar|convencendo|contando|ensinando|lembrando)\s+(?:(pro|pra|pros|pras|para o|para a|para|ao|à|aos|às)\s+)?(.+?)\s+(por ?que|porque|o que|que|como|onde|quando|sobre)\s+(.+)$/isu,
    when: /^(?:eu\s*,?\s+)?quando\s+(.+)$/isu,
    pov: POV,
    nobody: /^(?:literalmente )?ningu[ée]m\s*[:.…]*\s*(?:\n|\/)?\s*([^:\n/]{1,40}?)\s*:\s*(.+)$/isu,
    me: /^(eu)\s*:\s*(.+)$/isu,
    alsoMe: /^(?:eu também|também eu|eu de novo|eu mesmo|eu depois|e eu|eu mais tarde)[^:]*:\s*(.+)$/isu,
    versus: VERSUS_EN,
    meAtTime:
      /^eu\s+(?:às|as|à|a)\s+(\d{1,2}(?:h\d{0,2}|[:.]\d{2})?(?:\s*(?:da manhã|da madrugada|da noite|da tarde))?|meia-noite)(?=[\s,:.!?…]|$)[,:]?\s*(.*)$/isu,
  },
  es: {
    explaining:
      /^(?:yo|nosotros|nosotras)\s+(?:intentando\s+|tratando de\s+)?(?:explic\p{L}*|convenc\p{L}*|cont[aá]ndo\p{L}*|ense[nñ]\p{L}*|record[aá]ndo\p{L}*)\s+(?:(a|al|a la|a los|a las)\s+)?(.+?)\s+(por ?qu[eé]|porque|lo que|qu[eé]|que|c[oó]mo|d[oó]nde|cu[aá]ndo|sobre)\s+(.+)$/isu,
    when: /^(?:yo\s*,?\s+)?cuando\s+(.+)$/isu,
    pov: POV,
    nobody: /^(?:literalmente )?nadie\s*[:.…]*\s*(?:\n|\/)?\s*([^:\n/]{1,40}?)\s*:\s*(.+)$/isu,
    me: /^(yo)\s*:\s*(.+)$/isu,
    alsoMe: /^(?:también yo|tambien yo|yo también|yo tambien|yo otra vez|yo de nuevo|y yo|yo después|yo despues|yo más tarde)[^:]*:\s*(.+)$/isu,
    versus: VERSUS_EN,
    meAtTime:
      /^yo\s+a\s+(?:las?\s+)?(\d{1,2}(?:[:.]\d{2})?(?:\s*(?:de la mañana|de la madrugada|de la noche|de la tarde|am|pm))?|medianoche)(?=[\s,:.!?…]|$)[,:]?\s*(.*)$/isu,
  },
};

/** Recognises the common meme shapes in the text's language; anything else is a statement. */
export function parseMemeShape(rawText: string, language: WriterLanguage): MemeShape {
  const text = normalizeMemeText(rawText);
  const flat = text.replace(/\n/g, ' / ');
  const patterns = PATTERNS[language];
  const segments = segmentsOf(text);

  // Two halves: "Me: … / Also me: …".
  if (segments.length >= 2) {
    const me = patterns.me.exec(segments[0] as string);
    const also = patterns.alsoMe.exec(segments[1] as string);
    if (me && also && bare(me[2] as string) && bare(also[1] as string)) {
      return { kind: 'also_me', first: bare(me[2] as string), second: bare(also[1] as string) };
    }
  }

  const nobody = patterns.nobody.exec(text) ?? patterns.nobody.exec(flat);
  if (nobody && bare(nobody[2] as string)) {
    return { kind: 'nobody', who: bare(nobody[1] as string), action: bare(nobody[2] as string) };
  }

  const single = text.replace(/\n/g, ' ');
  const pov = patterns.pov.exec(single);
  if (pov && bare(pov[1] as string)) return { kind: 'pov', scene: bare(pov[1] as string) };

  const explaining = patterns.explaining.exec(single);
  if (explaining) {
    const shape = explainingFrom(explaining, language);
    if (shape) return shape;
  }

  const atTime = patterns.meAtTime.exec(single);
  if (atTime) return { kind: 'me_at_time', time: bare(atTime[1] as string), action: bare(atTime[2] ?? '') };

  const when = patterns.when.exec(single);
  if (when && bare(when[1] as string)) return { kind: 'when', situation: bare(when[1] as string) };

  const versus = patterns.versus.exec(single);
  if (versus && bare(versus[1] as string) && bare(versus[2] as string) && (versus[1] as string).length <= 120) {
    return { kind: 'versus', a: bare(versus[1] as string), b: bare(versus[2] as string) };
  }

  return { kind: 'statement', text: bare(single) || single };
}

function explainingFrom(match: RegExpExecArray, language: WriterLanguage): MemeShape | undefined {
  // ru has no preposition group (the listener carries the dative ending instead).
  const [preposition, listener, connector, point] = language === 'ru' ? ['', match[1], match[2], match[3]] : [match[1] ?? '', match[2], match[3], match[4]];
  const cleanListener = bare(listener ?? '').replace(/,$/, '');
  const cleanPoint = bare(point ?? '');
  if (!cleanListener || !cleanPoint || cleanListener.split(/\s+/).length > 6) return undefined;
  return {
    kind: 'explaining',
    listener: cleanListener,
    preposition: preposition.trim(),
    connector: (connector ?? '').trim().replace(/\s+/g, ' ').replace(/,$/, ''),
    point: cleanPoint,
  };
}
