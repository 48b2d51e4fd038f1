import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { api } from './api.ts';
import { queryClient } from './query-client.ts';
import { SUPPORT_EMAIL } from './support.ts';

/** The server's switchable features and contacts (GET /api/public/config); they change only with a restart, so kept 5 minutes. */
export const publicConfigQuery = {
  queryKey: ['public-config'] as const,
  queryFn: () => api<PublicConfig>('/public/config', { auth: false }),
  staleTime: 5 * 60_000,
};

/**
 * Whether the `/instagram` nickname onboarding is on (FEATURE_INSTAGRAM_ONBOARDING). Until the answer is in, or if the
 * server cannot be asked, it counts as on: that is the default, and the server answers 404 for its pages when off.
 * `ask` false holds the request back (a link below the fold asks once it comes near the screen: lib/near-viewport.ts).
 */
export function useInstagramOnboarding(ask = true): boolean {
  const { data } = useQuery({ ...publicConfigQuery, enabled: ask });
  return data?.features.instagram_onboarding ?? true;
}

export async function instagramOnboardingEnabled(): Promise<boolean> {
  try {
    return (await queryClient.fetchQuery(publicConfigQuery)).features.instagram_onboarding;
  } catch {
    return true;
  }
}

export interface SupportContacts {
  email: string;
  /** SUPPORT_CHAT_URL: a messenger or chat link, when the server has one. */
  chatUrl: string | null;
}

/**
 * Where people write for help (GET /api/public/config: SUPPORT_EMAIL, SUPPORT_CHAT_URL). Until the answer is in, or
 * if the server cannot be asked, the default address and no chat link.
 */
export function useSupportContacts(): SupportContacts {
  const { data } = useQuery(publicConfigQuery);
  return { email: data?.support?.email ?? SUPPORT_EMAIL, chatUrl: data?.support?.chat_url ?? null };
}

/**
 * Which gateway takes payments here (BILLING), or undefined until the answer is in. A page asks the billing API only
 * for a mode that has one: with `off` there is none (every call would be a 404).
 */
export function useBillingMode(): PublicConfig['billing'] | undefined {
  const { data } = useQuery(publicConfigQuery);
  return data?.billing;
}

/** The billing mode for a loader (undefined if the server cannot be asked: then the billing API answers for itself). */
export async function billingModeNow(): Promise<PublicConfig['billing'] | undefined> {
  try {
    return (await queryClient.fetchQuery(publicConfigQuery)).billing;
  } catch {
    return undefined;
  }
}

/** Where "analyse my profile" leads: the nickname onboarding, or the v2 onboarding (nickname → analysis) when it is off. */
export function analyseProfilePath(language: Language, instagramOnboarding: boolean): string {
  if (!instagramOnboarding) return language === 'en' ? '/v2/onboarding' : `/${language}/v2/onboarding`;
  return language === 'en' ? '/instagram' : `/instagram?lang=${language}`;
}
