import type { WriterLanguage } from '../../writer/index.ts';
import { NARRATIVE_PACKS } from './index.ts';
import type { NarrativePack, PluralForms } from './types.ts';

export type NounId = keyof NarrativePack['nouns'];

export interface LocaleFormat {
  /** A whole number with the locale's grouping: 12,300 · 12 300 · 12.300. */
  int(value: number): string;
  /** At most `digits` decimals, none when they are zero. */
  decimal(value: number, digits?: number): string;
  /** A value already in percent (3.4 → "3.4%", "3,4 %"); small values keep two decimals. */
  percent(value: number): string;
  /** A fraction as a whole percentage (0.35 → "35%"). */
  share(fraction: number): string;
  /** A ratio phrased natively ("3.4×", "в 3,4 раза", "3,4 veces"). */
  times(ratio: number): string;
  /** A number with its noun in the right plural form, chosen from the number as displayed. */
  count(value: number, noun: NounId, digits?: number): string;
}

function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor || 0;
}

/** Number formatting and plural agreement for one narrative language. */
export function localeFormat(language: WriterLanguage): LocaleFormat {
  const pack = NARRATIVE_PACKS[language];
  const rules = new Intl.PluralRules(pack.locale);
  const formatters = new Map<string, Intl.NumberFormat>();
  const formatter = (key: string, options: Intl.NumberFormatOptions) => {
    let cached = formatters.get(key);
    if (!cached) {
      cached = new Intl.NumberFormat(pack.locale, options);
      formatters.set(key, cached);
    }
    return cached;
  };

  const plural = (value: number, forms: PluralForms): string => {
    // CLDR puts 0 and 1.5 in Portuguese "one"; Brazilian usage says "0 seguidores", "1,5 dias".
    if (language === 'pt') return value === 1 ? forms.one : forms.other;
    const category = rules.select(value);
    if (category === 'one') return forms.one;
    if (category === 'few') return forms.few ?? forms.other;
    if (category === 'many') return forms.many ?? forms.other;
    return forms.other;
  };

  const decimal = (value: number, digits = 1) =>
    formatter(`d${digits}`, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(roundTo(value, digits));

  return {
    int: (value) => formatter('int', { maximumFractionDigits: 0 }).format(roundTo(value, 0)),
    decimal,
    percent(value) {
      const digits = Math.abs(value) < 1 ? 2 : Math.abs(value) < 10 ? 1 : 0;
      return formatter(`p${digits}`, { style: 'percent', maximumFractionDigits: digits }).format(roundTo(value, digits) / 100);
    },
    share: (fraction) => formatter('p0', { style: 'percent', maximumFractionDigits: 0 }).format(roundTo(fraction * 100, 0) / 100),
    times(ratio) {
      const shown = roundTo(ratio, 1);
      const word = pack.timesWord ? plural(shown, pack.timesWord) : '';
      return pack.times.replace('{n}', decimal(shown, 1)).replace('{word}', word);
    },
    count(value, noun, digits = 0) {
      const shown = roundTo(value, digits);
      return `${decimal(shown, digits)} ${plural(shown, pack.nouns[noun])}`;
    },
  };
}
