import type { FunnelDefinition } from './definition.ts';

/** Legacy onboarding (12 steps) → sign-up → paywall. */
export const legacyFunnel = {
  id: 'legacy',
  basePath: '/onboarding',
  end: '/paywall',
  steps: [
    { slug: 'usage-before', kind: 'single', key: 'usage_before', set: 'usage_before' },
    { slug: 'current-followers', kind: 'single', key: 'current_followers', set: 'followers' },
    { slug: 'target-followers', kind: 'single', key: 'target_followers', set: 'target_followers' },
    { slug: 'posting-frequency', kind: 'single', key: 'posting_frequency', set: 'posting_frequency' },
    { slug: 'consistency', kind: 'info' },
    { slug: 'self-description', kind: 'single', key: 'self_description', set: 'self_description' },
    { slug: 'expertise', kind: 'single', key: 'expertise', set: 'expertise' },
    { slug: 'blog-goal', kind: 'single', key: 'blog_goal', set: 'blog_goal' },
    { slug: 'challenges', kind: 'multi', key: 'challenges', set: 'challenges' },
    { slug: 'reach', kind: 'info' },
    { slug: 'plan-ready', kind: 'info' },
    { slug: 'signup', kind: 'signup' },
  ],
} as const satisfies FunnelDefinition;
