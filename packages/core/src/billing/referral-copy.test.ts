import { LANGUAGES, translator, type Language } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';
import { giftPeriodText } from './products.ts';
import { REFERRAL_REWARD_WEEKS } from './referrals.ts';

/**
 * Issue 31, item 5: every period is named as it bills. A referral grants REFERRAL_REWARD_WEEKS weeks, not "a month";
 * the admin console's gifts grant 4, 12 and 52 weeks, not "1 month", "3 months", "1 year".
 */
const MONTH_OR_YEAR = /month|year|месяц|(^|[^а-яё])год|mês|meses|\bmes\b|\bano\b|\baño\b/i;

/** Every text that describes the referral reward, rendered as a person reads it. */
function referralTexts(language: Language) {
  const t = translator(language);
  return {
    naming: {
      'news n3 body': t('web.subscription.news.items.n3.body'),
      'referral hint': t('web.subscription.referral.hint'),
      'e-mail subject': t('email.referral-reward.subject'),
      'e-mail body': t('email.referral-reward.body', { date: 'DATE' }),
      'landing partner programme': t('web.landing.partners.programme_body'),
      'landing gift guide': t('web.landing.gifts.referral_body'),
    },
    titles: {
      'news n3 title': t('web.subscription.news.items.n3.title'),
      'landing gift guide title': t('web.landing.gifts.referral_title'),
      'e-mail preview': t('email.referral-reward.preview'),
    },
  };
}

/** The rewards line of the subscription page, as referral-section.tsx renders it. */
function rewardsLine(language: Language, granted: number) {
  const t = translator(language);
  return t('web.subscription.referral.rewards', {
    count: granted * REFERRAL_REWARD_WEEKS,
    friends: t('web.subscription.referral.friends', { count: granted }),
  });
}

describe('the referral reward is named as the weeks it grants', () => {
  it.each(LANGUAGES)('%s: no text calls it a month, and each one naming it gives the number of weeks granted', (language) => {
    const { naming, titles } = referralTexts(language);
    for (const [where, text] of Object.entries({ ...naming, ...titles })) {
      expect(text, where).not.toMatch(MONTH_OR_YEAR);
    }
    for (const [where, text] of Object.entries(naming)) {
      expect([...new Set(text.match(/\d+/g))], where).toEqual([String(REFERRAL_REWARD_WEEKS)]);
    }
  });

  it('says "4 free weeks" in every language, with the Russian plural', () => {
    expect(referralTexts('en').naming['referral hint']).toContain('4 free premium weeks');
    expect(referralTexts('ru').naming['referral hint']).toContain('4 бесплатные премиум-недели');
    expect(referralTexts('pt').naming['referral hint']).toContain('4 semanas premium grátis');
    expect(referralTexts('es').naming['referral hint']).toContain('4 semanas premium gratis');
    expect(referralTexts('en').naming['e-mail subject']).toBe('You earned 4 free weeks of Reelcraft');
    expect(referralTexts('ru').naming['e-mail subject']).toBe('Вы получили 4 бесплатные недели Reelcraft');
  });

  it('counts the weeks earned in a sentence, with the plural of the weeks and of the friends', () => {
    expect([0, 1, 2, 5].map((granted) => rewardsLine('en', granted))).toEqual([
      'No free weeks earned yet',
      'You have earned 4 free weeks for 1 friend',
      'You have earned 8 free weeks for 2 friends',
      'You have earned 20 free weeks for 5 friends',
    ]);
    expect([0, 1, 2, 6, 11].map((granted) => rewardsLine('ru', granted))).toEqual([
      'Бесплатных недель пока нет',
      'Вы получили 4 бесплатные недели за 1 друга',
      'Вы получили 8 бесплатных недель за 2 друзей',
      'Вы получили 24 бесплатные недели за 6 друзей',
      'Вы получили 44 бесплатные недели за 11 друзей',
    ]);
    expect(rewardsLine('pt', 1)).toBe('Você ganhou 4 semanas grátis por 1 amigo');
    expect(rewardsLine('es', 3)).toBe('Has ganado 12 semanas gratis por 3 amigos');
    for (const language of LANGUAGES) {
      for (const granted of [0, 1, 2, 5, 21]) {
        const line = rewardsLine(language, granted);
        expect(line).not.toMatch(MONTH_OR_YEAR);
        // A sentence, not "label: number" ("недель: 8").
        expect(line).not.toMatch(/:\s*\d/);
      }
    }
  });
});

describe('the admin console names each gift by the weeks it grants', () => {
  /** The gift products' weeks (migration 0006; billing-gifts.int.test.ts checks the catalogue answers these). */
  const GIFT_WEEKS = { gift_month: 4, gift_quarter: 12, gift_year: 52 } as const;

  it.each(LANGUAGES)('%s: the gift options read as the gift page names them, in weeks', (language) => {
    const t = translator(language);
    for (const [product, weeks] of Object.entries(GIFT_WEEKS)) {
      const label = t(`web.admin.codes.${product as keyof typeof GIFT_WEEKS}`);
      expect(label, product).toBe(giftPeriodText(weeks, language));
      expect(label, product).toMatch(new RegExp(`^${weeks}\\s`));
      expect(label, product).not.toMatch(MONTH_OR_YEAR);
    }
  });

  it('in English and Russian plurals', () => {
    const en = translator('en');
    const ru = translator('ru');
    expect(['gift_month', 'gift_quarter', 'gift_year'].map((key) => en(`web.admin.codes.${key}`))).toEqual(['4 weeks', '12 weeks', '52 weeks']);
    expect(['gift_month', 'gift_quarter', 'gift_year'].map((key) => ru(`web.admin.codes.${key}`))).toEqual(['4 недели', '12 недель', '52 недели']);
  });
});
