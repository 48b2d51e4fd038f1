import type { FunnelDefinition } from './definition.ts';

/**
 * v3 onboarding: the ~23-step quiz with the onboarding answer sets and the marketing claims between questions, then
 * the analysis of the visitor's nickname (skippable: no nickname skips it), the e-mail that creates the account, and
 * "done" (confirm or change the e-mail, resend with a countdown) → /v3/next (potential score) → paywall.
 */
export const v3Funnel = {
  id: 'v3',
  basePath: '/v3/onboarding',
  end: '/v3/next',
  analysisStartsAt: 'nickname',
  steps: [
    { slug: 'gender', kind: 'single', key: 'gender', set: 'gender' },
    { slug: 'age', kind: 'single', key: 'age', set: 'age' },
    { slug: 'occupation', kind: 'single', key: 'occupation', set: 'occupation', branches: [{ key: 'occupation', in: ['unemployed'], to: 'expertise' }] },
    // Asked of people who work; someone without work goes straight to their area of expertise.
    { slug: 'main-product', kind: 'single', key: 'main_product', set: 'main_product' },
    { slug: 'expertise', kind: 'single', key: 'expertise', set: 'expertise' },
    { slug: 'users', kind: 'info' },
    { slug: 'experience', kind: 'single', key: 'experience', set: 'experience' },
    { slug: 'followers', kind: 'single', key: 'followers', set: 'followers' },
    { slug: 'earnings', kind: 'single', key: 'earnings', set: 'earnings' },
    { slug: 'desired-income', kind: 'single', key: 'desired_income', set: 'desired_income' },
    { slug: 'reach', kind: 'info' },
    { slug: 'statement-consistency', kind: 'scale', key: 'statement_consistency', set: 'agreement' },
    { slug: 'statement-ideas', kind: 'scale', key: 'statement_ideas', set: 'agreement' },
    { slug: 'statement-camera', kind: 'scale', key: 'statement_camera', set: 'agreement' },
    { slug: 'challenges', kind: 'multi', key: 'challenges', set: 'challenges' },
    { slug: 'content-skill', kind: 'single', key: 'content_skill', set: 'skill_level' },
    { slug: 'growth-skill', kind: 'single', key: 'growth_skill', set: 'skill_level' },
    { slug: 'bloggers', kind: 'info' },
    { slug: 'personal-goal', kind: 'single', key: 'personal_goal', set: 'personal_goal' },
    { slug: 'motivation', kind: 'single', key: 'motivation', set: 'motivation' },
    { slug: 'nickname', kind: 'nickname', key: 'nickname', optional: true, skipTo: 'email' },
    { slug: 'analyze', kind: 'analysis' },
    { slug: 'email', kind: 'email', key: 'email' },
    { slug: 'done', kind: 'confirm_email' },
  ],
} as const satisfies FunnelDefinition;
