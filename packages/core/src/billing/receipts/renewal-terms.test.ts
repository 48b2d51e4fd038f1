import { describe, expect, it } from 'vitest';
import { renewalTermsText } from './renewal-terms.ts';

const DEC_9 = new Date('2026-12-09T10:00:00Z');

/** Intl writes no-break spaces inside amounts ("19,99 $"): compared as plain spaces. */
function text(...args: Parameters<typeof renewalTermsText>): string {
  return renewalTermsText(...args).replace(/\s/g, ' ');
}

describe('renewalTermsText (the receipt and its e-mail restate what renewal charges)', () => {
  it('names the amount, the period as it bills and the first renewal date, in every language', () => {
    const terms = { amountCents: 1999, currency: 'usd', periodWeeks: 4, from: DEC_9 };
    expect(text('en', terms)).toBe('Then $19.99 every 4 weeks from December 9, 2026 until you cancel.');
    expect(text('ru', terms)).toBe('Далее 19,99 $ каждые 4 недели с 9 декабря 2026, пока вы не отмените подписку.');
    expect(text('pt', terms)).toBe('Depois US$ 19,99 a cada 4 semanas a partir de 9 de dezembro de 2026, até você cancelar.');
    expect(text('es', terms)).toBe('Después 19,99 US$ cada 4 semanas desde el 9 de diciembre de 2026 hasta que canceles.');
  });

  it('says "every week", never "every 1 weeks", and uses Russian plural forms', () => {
    expect(text('en', { amountCents: 699, currency: 'usd', periodWeeks: 1, from: DEC_9 })).toBe(
      'Then $6.99 every week from December 9, 2026 until you cancel.',
    );
    expect(text('ru', { amountCents: 699, currency: 'usd', periodWeeks: 1, from: DEC_9 })).toContain('каждую неделю');
    expect(text('ru', { amountCents: 2999, currency: 'usd', periodWeeks: 12, from: DEC_9 })).toContain('каждые 12 недель');
    expect(text('ru', { amountCents: 2700, currency: 'usd', periodWeeks: 52, from: DEC_9 })).toContain('каждые 52 недели');
  });

  it('states a promo-lowered first renewal apart from what every renewal after it charges (a "once" code)', () => {
    const terms = { amountCents: 1999, firstAmountCents: 1599, currency: 'usd', periodWeeks: 4, from: DEC_9 };
    expect(text('en', terms)).toBe('Then $15.99 on December 9, 2026 (promo code), and $19.99 every 4 weeks after that until you cancel.');
    expect(text('ru', terms)).toBe('Далее 15,99 $ 9 декабря 2026 (промокод), затем 19,99 $ каждые 4 недели, пока вы не отмените подписку.');
    expect(text('en', { ...terms, firstAmountCents: 1999 })).toBe('Then $19.99 every 4 weeks from December 9, 2026 until you cancel.');
  });
});
