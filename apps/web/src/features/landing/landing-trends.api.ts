import type { TrendListItem } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** How many trends the landing shows (two rows of two on a phone, one row of four on a desktop). */
export const LANDING_TRENDS = 4;

const PREVIEW_POLL_MS = 4000;
const PREVIEW_POLLS = 15;

export interface LandingTrendPage {
  items: TrendListItem[];
}

/**
 * The best trends of the page's language from the public GET /api/trends (no token: any visitor). Only in the
 * browser, and only once `ask` is true (the section has come near the screen): the pre-rendered HTML has the skeleton.
 * The first read queues the previews' rendering, so the list is asked again every few seconds, a while, until every
 * trend has its poster.
 */
export function useLandingTrends(language: Language, ask: boolean) {
  return useQuery({
    enabled: ask,
    queryKey: ['landing', 'trends', language] as const,
    queryFn: ({ signal }) => api<LandingTrendPage>(`/trends?limit=${LANDING_TRENDS}&page=1&language=${language}`, { signal, auth: false }),
    staleTime: 5 * 60_000,
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      return items.some((item) => !item.poster_url) && query.state.dataUpdateCount < PREVIEW_POLLS ? PREVIEW_POLL_MS : false;
    },
  });
}
