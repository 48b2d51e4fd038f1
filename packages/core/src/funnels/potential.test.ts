import { ANSWER_SETS } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { potentialLevel, potentialScore } from './potential.ts';

describe('potentialLevel', () => {
  it.each([
    [0, 'low'],
    [29, 'low'],
    [30, 'normal'],
    [54, 'normal'],
    [55, 'moderate'],
    [74, 'moderate'],
    [75, 'high'],
    [100, 'high'],
  ] as const)('%i → %s', (figure, level) => expect(potentialLevel(figure)).toBe(level));
});

describe('potentialScore: industry = expertise + main product', () => {
  it.each([
    ['business_marketing', 70],
    ['health_fitness', 65],
    ['beauty_fashion', 65],
    ['personal_development', 60],
    ['food_lifestyle', 55],
    ['sport_entertainment', 50],
    ['art_music', 45],
  ] as const)('expertise %s gives %i with main product "nothing"', (expertise, points) => {
    expect(potentialScore({ expertise, main_product: 'nothing' }).industry.score).toBe(points);
  });
  it.each([
    ['digital_products', 30],
    ['coaching', 30],
    ['membership', 25],
    ['services', 20],
    ['physical_products', 20],
    ['advertising', 15],
    ['music', 10],
    ['nothing', 0],
  ] as const)('main product %s adds %i', (main_product, points) => {
    expect(potentialScore({ expertise: 'art_music', main_product }).industry.score).toBe(45 + points);
  });
  it('unanswered: expertise 50, main product 0 (the unemployed are not asked)', () => {
    expect(potentialScore({}).industry).toEqual({ level: 'normal', score: 50 });
    expect(potentialScore({ expertise: 'business_marketing' }).industry).toEqual({ level: 'moderate', score: 70 });
  });
  it('the top of the table is high and stays within 100', () => {
    expect(potentialScore({ expertise: 'business_marketing', main_product: 'coaching' }).industry).toEqual({ level: 'high', score: 100 });
  });
});

describe('potentialScore: experience = experience + content skill + growth skill', () => {
  it.each([
    ['expert', 40],
    ['advanced', 30],
    ['intermediate', 20],
    ['beginner', 10],
  ] as const)('experience %s gives %i without skills', (experience, points) => {
    expect(potentialScore({ experience }).experience.score).toBe(points);
  });
  it.each([
    ['expert', 30],
    ['good', 20],
    ['basic', 10],
    ['none', 0],
  ] as const)('skill %s adds %i, for content and for growth', (skill, points) => {
    expect(potentialScore({ experience: 'beginner', content_skill: skill }).experience.score).toBe(10 + points);
    expect(potentialScore({ experience: 'beginner', growth_skill: skill }).experience.score).toBe(10 + points);
  });
  it('edges: nothing answered is low (10), everything expert is high (100)', () => {
    expect(potentialScore({}).experience).toEqual({ level: 'low', score: 10 });
    expect(potentialScore({ experience: 'expert', content_skill: 'expert', growth_skill: 'expert' }).experience).toEqual({ level: 'high', score: 100 });
  });
});

describe('potentialScore: audience from followers', () => {
  it.each([
    ['under_1k', 20, 'low'],
    ['1k_5k', 45, 'normal'],
    ['5k_10k', 70, 'moderate'],
    ['over_10k', 90, 'high'],
  ] as const)('%s → %i (%s)', (followers, score, level) => {
    expect(potentialScore({ followers }).audience).toEqual({ level, score });
  });
  it('unanswered → 20', () => expect(potentialScore({}).audience.score).toBe(20));
});

describe('potentialScore: earnings against the desired income', () => {
  const table = {
    nothing: [15, 15, 15, 15],
    under_1k: [70, 30, 30, 30],
    '1k_5k': [95, 95, 70, 45],
    over_5k: [95, 95, 95, 70],
  } as const;
  for (const [earnings, row] of Object.entries(table)) {
    ANSWER_SETS.desired_income.forEach((desired, index) => {
      it(`${earnings} wanting ${desired} → ${row[index]}`, () => {
        expect(potentialScore({ earnings, desired_income: desired }).earnings.score).toBe(row[index]);
      });
    });
  }
  it('prefer_not or unanswered earnings → 40 (normal) whatever the desire', () => {
    expect(potentialScore({ earnings: 'prefer_not', desired_income: '10k_plus' }).earnings).toEqual({ level: 'normal', score: 40 });
    expect(potentialScore({}).earnings).toEqual({ level: 'normal', score: 40 });
  });
  it('unanswered desired income counts as 3k', () => {
    expect(potentialScore({ earnings: '1k_5k' }).earnings.score).toBe(95);
    expect(potentialScore({ earnings: 'under_1k' }).earnings.score).toBe(30);
  });
});

describe('potentialScore: overall', () => {
  it('is the rounded mean of the four dimensions', () => {
    const score = potentialScore({
      expertise: 'health_fitness',
      main_product: 'coaching',
      experience: 'intermediate',
      content_skill: 'basic',
      growth_skill: 'none',
      followers: '1k_5k',
      earnings: 'under_1k',
      desired_income: '5k',
    });
    expect([score.industry.score, score.experience.score, score.audience.score, score.earnings.score]).toEqual([95, 30, 45, 30]);
    expect(score.overall).toEqual({ level: 'normal', score: 50 });
  });
  it('with no answers at all is a stated default', () => {
    expect(potentialScore({}).overall).toEqual({ level: 'normal', score: 30 });
  });
  it('ignores values that are not in the tables (never throws)', () => {
    expect(potentialScore({ expertise: 'toString', followers: ['over_10k'], earnings: 42 })).toEqual(potentialScore({}));
  });
  it('every figure is an integer in 0..100 for every single answer', () => {
    for (const [key, set] of [
      ['expertise', ANSWER_SETS.expertise],
      ['main_product', ANSWER_SETS.main_product],
      ['experience', ANSWER_SETS.experience],
      ['followers', ANSWER_SETS.followers],
      ['earnings', ANSWER_SETS.earnings],
      ['desired_income', ANSWER_SETS.desired_income],
      ['content_skill', ANSWER_SETS.skill_level],
    ] as const) {
      for (const value of set) {
        for (const entry of Object.values(potentialScore({ [key]: value }))) {
          expect(Number.isInteger(entry.score) && entry.score >= 0 && entry.score <= 100).toBe(true);
        }
      }
    }
  });
});
