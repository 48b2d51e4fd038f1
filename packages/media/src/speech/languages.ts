/** The languages we speak and align; eSpeak covers all four offline. */
export const speechLanguages = ['en', 'ru', 'pt', 'es'] as const;
export type SpeechLanguage = (typeof speechLanguages)[number];

export interface EspeakVoiceChoice {
  /** echogarden's language code: it also picks the dialect's lexicon and number reading. */
  language: string;
  /** The eSpeak voice as echogarden lists it. */
  voice: string;
  /** Multiplier of echogarden's base rate (1.0 = 150 words/min in eSpeak terms). */
  speed: number;
}

/**
 * One voice per language. Dialects: US English and Brazilian Portuguese are what most of our creators' audiences
 * hear; Spanish is eSpeak's Castilian `es` (its `es-419` differs only in a few consonants and sounds no better).
 * Speeds were set by measuring syllables per second of speech on reel-style scripts: at 1.0 English runs ~4.9 syl/s
 * (≈170 words/min with pauses), which is already brisk; Russian is the fastest eSpeak voice (~6.4 syl/s) and is slowed
 * a little; Portuguese is the slowest (≈140 words/min) and is sped up. Faster than this, formant speech turns hard to
 * follow, which matters more than sounding hurried.
 */
export const ESPEAK_VOICES: Record<SpeechLanguage, EspeakVoiceChoice> = {
  en: { language: 'en-US', voice: 'gmw/en-US', speed: 1.05 },
  ru: { language: 'ru', voice: 'zle/ru', speed: 0.95 },
  pt: { language: 'pt-BR', voice: 'roa/pt-BR', speed: 1.08 },
  es: { language: 'es', voice: 'roa/es', speed: 1.0 },
};

export function isSpeechLanguage(value: string): value is SpeechLanguage {
  return (speechLanguages as readonly string[]).includes(value);
}
