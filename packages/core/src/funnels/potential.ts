import { type AnswerOption, type FunnelAnswers, type Potential, type PotentialLevel } from '@reelcraft/contract';

/**
 * The potential score of /v3/next: four dimensions — industry, experience, audience, earnings — each a
 * 0–100 figure (for the chart) and a level, computed from the v3 quiz answers by the tables below, plus an overall
 * figure (the rounded mean of the four) and its level. Pure: the same answers always give the same score.
 *
 * Levels from a figure:
 *
 * | figure  | level    |
 * |---------|----------|
 * | 0–29    | low      |
 * | 30–54   | normal   |
 * | 55–74   | moderate |
 * | 75–100  | high     |
 *
 * **Industry** = expertise points + main product points (how much people buy in that niche on Instagram, and whether
 * there is something to sell):
 *
 * | expertise            | points |   | main_product       | points |
 * |----------------------|--------|---|--------------------|--------|
 * | business_marketing   | 70     |   | digital_products   | 30     |
 * | health_fitness       | 65     |   | coaching           | 30     |
 * | beauty_fashion       | 65     |   | membership         | 25     |
 * | personal_development | 60     |   | services           | 20     |
 * | food_lifestyle       | 55     |   | physical_products  | 20     |
 * | sport_entertainment  | 50     |   | advertising        | 15     |
 * | art_music            | 45     |   | music              | 10     |
 * | (unanswered)         | 50     |   | nothing            | 0      |
 * |                      |        |   | (unanswered: not asked of the unemployed) | 0 |
 *
 * **Experience** = experience points + content skill points + growth skill points:
 *
 * | experience   | points |   | content_skill / growth_skill | points each |
 * |--------------|--------|---|------------------------------|-------------|
 * | expert       | 40     |   | expert                       | 30          |
 * | advanced     | 30     |   | good                         | 20          |
 * | intermediate | 20     |   | basic                        | 10          |
 * | beginner     | 10     |   | none                         | 0           |
 * | (unanswered) | 10     |   | (unanswered)                 | 0           |
 *
 * **Audience** from followers: under_1k 20, 1k_5k 45, 5k_10k 70, over_10k 90; unanswered 20.
 *
 * **Earnings**: last month's earnings against the desired income (how close the goal is). Earnings are taken as
 * nothing 0, under_1k 500, 1k_5k 3,000, over_5k 7,500 a month; the desired income as 1k 1,000, 3k 3,000, 5k 5,000,
 * 10k_plus 10,000 (unanswered: 3,000). With ratio = earnings / desired:
 *
 * | ratio          | figure |
 * |----------------|--------|
 * | ≥ 1            | 95     |
 * | ≥ 0.5          | 70     |
 * | ≥ 0.2          | 45     |
 * | > 0            | 30     |
 * | 0 (nothing)    | 15     |
 * | earnings prefer_not or unanswered | 40 |
 *
 * which gives, row by row (earnings × desired 1k / 3k / 5k / 10k_plus): nothing 15/15/15/15; under_1k 70/30/30/30;
 * 1k_5k 95/95/70/45; over_5k 95/95/95/70.
 */
export function potentialScore(answers: FunnelAnswers): Potential {
  const industry = clamp(pick(EXPERTISE, answers.expertise, 50) + pick(MAIN_PRODUCT, answers.main_product, 0));
  const experience = clamp(pick(EXPERIENCE, answers.experience, 10) + pick(SKILL, answers.content_skill, 0) + pick(SKILL, answers.growth_skill, 0));
  const audience = clamp(pick(FOLLOWERS, answers.followers, 20));
  const earnings = earningsFigure(answers.earnings, answers.desired_income);
  const overall = Math.round((industry + experience + audience + earnings) / 4);
  return {
    overall: scored(overall),
    industry: scored(industry),
    experience: scored(experience),
    audience: scored(audience),
    earnings: scored(earnings),
  };
}

/** The level of a 0–100 figure (table above). */
export function potentialLevel(figure: number): PotentialLevel {
  if (figure >= 75) return 'high';
  if (figure >= 55) return 'moderate';
  if (figure >= 30) return 'normal';
  return 'low';
}

const EXPERTISE: Record<AnswerOption<'expertise'>, number> = {
  business_marketing: 70,
  health_fitness: 65,
  beauty_fashion: 65,
  personal_development: 60,
  food_lifestyle: 55,
  sport_entertainment: 50,
  art_music: 45,
};
const MAIN_PRODUCT: Record<AnswerOption<'main_product'>, number> = {
  digital_products: 30,
  coaching: 30,
  membership: 25,
  services: 20,
  physical_products: 20,
  advertising: 15,
  music: 10,
  nothing: 0,
};
const EXPERIENCE: Record<AnswerOption<'experience'>, number> = { expert: 40, advanced: 30, intermediate: 20, beginner: 10 };
const SKILL: Record<AnswerOption<'skill_level'>, number> = { expert: 30, good: 20, basic: 10, none: 0 };
const FOLLOWERS: Record<AnswerOption<'followers'>, number> = { under_1k: 20, '1k_5k': 45, '5k_10k': 70, over_10k: 90 };
const MONTHLY_EARNINGS: Record<Exclude<AnswerOption<'earnings'>, 'prefer_not'>, number> = { nothing: 0, under_1k: 500, '1k_5k': 3000, over_5k: 7500 };
const DESIRED_INCOME: Record<AnswerOption<'desired_income'>, number> = { '1k': 1000, '3k': 3000, '5k': 5000, '10k_plus': 10000 };

function earningsFigure(earnings: unknown, desiredIncome: unknown): number {
  const current =
    typeof earnings === 'string' && Object.hasOwn(MONTHLY_EARNINGS, earnings) ? MONTHLY_EARNINGS[earnings as keyof typeof MONTHLY_EARNINGS] : undefined;
  if (current === undefined) return 40;
  const desired = pick(DESIRED_INCOME, desiredIncome, 3000);
  const ratio = current / desired;
  if (ratio >= 1) return 95;
  if (ratio >= 0.5) return 70;
  if (ratio >= 0.2) return 45;
  if (ratio > 0) return 30;
  return 15;
}

/** The table's points for an answer; anything not in the table (unanswered, or a value from an older funnel) → fallback. */
function pick<K extends string>(table: Record<K, number>, answer: unknown, fallback: number): number {
  return typeof answer === 'string' && Object.hasOwn(table, answer) ? table[answer as K] : fallback;
}

function clamp(figure: number): number {
  return Math.max(0, Math.min(100, Math.round(figure)));
}

function scored(figure: number): { level: PotentialLevel; score: number } {
  return { level: potentialLevel(figure), score: figure };
}
