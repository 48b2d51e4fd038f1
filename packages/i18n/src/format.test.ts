import { describe, expect, it } from 'vitest';
import { cardLabel, formatDate, formatMoney } from './format.ts';
import { translator } from './index.ts';

describe('formatMoney', () => {
  it('formats cents in the language of the reader', () => {
    expect(formatMoney(699, 'usd', 'en')).toBe('$6.99');
    expect(formatMoney(1999, 'usd', 'ru')).toMatch(/^19,99\s\$$/);
    expect(formatMoney(2999, 'usd', 'pt')).toMatch(/^US\$\s29,99$/);
    expect(formatMoney(5999, 'usd', 'es')).toMatch(/^59,99\sUS\$$/);
  });
});

describe('formatDate', () => {
  it('writes a long date in UTC', () => {
    expect(formatDate('2026-11-24T23:30:00Z', 'en')).toBe('November 24, 2026');
    expect(formatDate(new Date('2026-11-24T00:00:00Z'), 'ru')).toBe('24 ноября 2026');
  });

  // Issue 31, item 14: "…активной до 9 декабря 2026 г.." — a date at the end of a sentence doubled its full stop.
  it('ends a sentence with one full stop in every language', () => {
    for (const language of ['en', 'ru', 'pt', 'es'] as const) {
      const sentence = translator(language)('web.subscription.cancel.final.body', { date: formatDate('2026-12-09T10:00:00Z', language) });
      expect(sentence, language).toMatch(/2026\.$/);
      expect(sentence, language).not.toContain('..');
    }
  });
});

describe('cardLabel', () => {
  it('writes the brand as people know it', () => {
    expect(cardLabel('visa', '4242')).toBe('Visa •••• 4242');
    expect(cardLabel('amex', '0005')).toBe('American Express •••• 0005');
    expect(cardLabel('mastercard', '4444')).toBe('Mastercard •••• 4444');
    expect(cardLabel('elo', '1234')).toBe('Elo •••• 1234');
  });
});
