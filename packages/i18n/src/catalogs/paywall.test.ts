import { describe, expect, it } from 'vitest';
import { translator } from '../index.ts';
import type { Language } from '../languages.ts';

/** Issue 31, item 14: "Then $6.99 every 1 weeks", "каждые 1 нед.": a billing period is named as a person says it. */
describe('billing periods in the paywall and checkout', () => {
  const then = (language: Language, weeks: number) => {
    const t = translator(language);
    return t('web.paywall.checkout.then_weeks', { amount: '$6.99', every: t('web.paywall.every_weeks', { count: weeks }), date: 'Dec 9' });
  };

  it('names every plan period with the right plural in each language', () => {
    expect([1, 4, 12, 52].map((weeks) => then('en', weeks))).toEqual([
      'Then $6.99 every week from Dec 9',
      'Then $6.99 every 4 weeks from Dec 9',
      'Then $6.99 every 12 weeks from Dec 9',
      'Then $6.99 every 52 weeks from Dec 9',
    ]);
    expect([1, 4, 12, 52].map((weeks) => then('ru', weeks))).toEqual([
      'Затем $6.99 каждую неделю с Dec 9',
      'Затем $6.99 каждые 4 недели с Dec 9',
      'Затем $6.99 каждые 12 недель с Dec 9',
      'Затем $6.99 каждые 52 недели с Dec 9',
    ]);
    expect(then('pt', 1)).toBe('Depois $6.99 toda semana a partir de Dec 9');
    expect(then('pt', 4)).toBe('Depois $6.99 a cada 4 semanas a partir de Dec 9');
    expect(then('es', 1)).toBe('Después $6.99 cada semana desde el Dec 9');
    expect(then('es', 12)).toBe('Después $6.99 cada 12 semanas desde el Dec 9');
  });

  it('the renewal terms of the new paywall too', () => {
    const t = translator('en');
    expect(t('web.paywall.new.renews', { first: '$15.00', amount: '$29.99', every: t('web.paywall.every_weeks', { count: 12 }), date: 'Feb 24' })).toBe(
      'Today you pay $15.00. Then $29.99 every 12 weeks, next charge on Feb 24. Renews automatically until cancelled.',
    );
  });
});
