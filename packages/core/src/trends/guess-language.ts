import type { Language } from '@reelcraft/contract';
import { cyrillicShare } from '../writer/index.ts';

const MARKERS: Record<Exclude<Language, 'ru'>, RegExp> = {
  en: /\b(the|and|you|your|this|with|for|how|what|my)\b/giu,
  pt: /\b(você|não|para|com|uma|mais|meu|minha|como|isso|está)\b|ção\b|ões\b/giu,
  es: /\b(el|los|las|para|con|una|más|mi|cómo|esto|está|qué|pero)\b|ción\b|ñ|¿|¡/giu,
};

/** The language a set of captions is written in: script first, then the commonest small words. */
export function guessLanguage(texts: readonly string[]): Language {
  const text = texts.join('\n');
  if (cyrillicShare(text) > 0.3) return 'ru';
  let best: Language = 'en';
  let bestCount = 0;
  for (const [language, pattern] of Object.entries(MARKERS) as [Exclude<Language, 'ru'>, RegExp][]) {
    const count = text.match(pattern)?.length ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
