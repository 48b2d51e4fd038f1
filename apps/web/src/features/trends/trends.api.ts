import type { Language } from '@reelcraft/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { instagramApi } from '../instagram/instagram.api.ts';
import type { TrendWithPreview } from './trend-card.tsx';

/** Trends come 10 to a page. */
export const TRENDS_PAGE_SIZE = 10;

const PREVIEW_POLL_MS = 3000;
const PREVIEW_POLLS = 40;

export const trendKeys = {
  page: (language: Language, page: number) => ['trends', 'page', language, page] as const,
};

/** One page of trends in one language; the previous page stays on screen while the next one loads. */
export function useTrendsPage(language: Language, page: number) {
  return useQuery({
    queryKey: trendKeys.page(language, page),
    queryFn: ({ signal }) => instagramApi.trends({ page, limit: TRENDS_PAGE_SIZE, language }, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    // Previews are rendered in the background after the first read: ask again every few seconds while some are
    // missing (a while, not forever: one that failed stays missing).
    refetchInterval: (query) => {
      const items: ReadonlyArray<TrendWithPreview> = query.state.data?.items ?? [];
      return items.some((item) => !item.preview_url) && query.state.dataUpdateCount < PREVIEW_POLLS ? PREVIEW_POLL_MS : false;
    },
  });
}

/** `?page=` as a page number: anything odd is page 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
