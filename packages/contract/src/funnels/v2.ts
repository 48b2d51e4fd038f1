import type { FunnelDefinition } from './definition.ts';

/** v2 onboarding: nickname → analysis → follow-up e-mail opt-in → e-mail → account → paywall. */
export const v2Funnel = {
  id: 'v2',
  basePath: '/v2/onboarding',
  end: '/paywall',
  analysisStartsAt: 'nickname',
  steps: [
    { slug: 'nickname', kind: 'nickname', key: 'nickname' },
    { slug: 'analysis', kind: 'analysis' },
    { slug: 'follow-up', kind: 'optin', key: 'follow_up' },
    { slug: 'email', kind: 'email', key: 'email' },
  ],
} as const satisfies FunnelDefinition;
