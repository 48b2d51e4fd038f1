import { describe, expect, it } from 'vitest';
import { paymentDescription } from './sync.ts';

const WEEK = 7 * 24 * 3600 * 1000;
const period = (weeks: number) => ({ periodStart: new Date(0), periodEnd: new Date(weeks * WEEK) });

describe('paymentDescription (issue 31, item 14)', () => {
  it('names the weeks paid for in each language’s plural forms', () => {
    expect([1, 4, 12, 52].map((weeks) => paymentDescription(period(weeks), 'ru'))).toEqual([
      'Подписка Reelcraft на 1 неделю',
      'Подписка Reelcraft на 4 недели',
      'Подписка Reelcraft на 12 недель',
      'Подписка Reelcraft на 52 недели',
    ]);
    expect([1, 4].map((weeks) => paymentDescription(period(weeks), 'en'))).toEqual(['Reelcraft subscription, 1 week', 'Reelcraft subscription, 4 weeks']);
    expect(paymentDescription(period(1), 'pt')).toBe('Assinatura Reelcraft, 1 semana');
    expect(paymentDescription(period(12), 'es')).toBe('Suscripción a Reelcraft, 12 semanas');
  });
});
