import type { AdminPublishingAccountList, AdminPublishingFailedPostList } from '@reelcraft/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const search = (q: string, page: number) => {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return params.toString();
};

/** The console's publishing view (issue 35): connected accounts and failed posts. Keys live under ['admin']. */
export const publishingAdminApi = {
  accounts: (q: string, page: number, signal?: AbortSignal) => api<AdminPublishingAccountList>(`/admin/publishing/accounts?${search(q, page)}`, { signal }),
  failedPosts: (q: string, page: number, signal?: AbortSignal) =>
    api<AdminPublishingFailedPostList>(`/admin/publishing/failed-posts?${search(q, page)}`, { signal }),
};

export function usePublishingAccounts(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'publishing', 'accounts', q, page] as const,
    queryFn: ({ signal }) => publishingAdminApi.accounts(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFailedPosts(q: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'publishing', 'failed', q, page] as const,
    queryFn: ({ signal }) => publishingAdminApi.failedPosts(q, page, signal),
    placeholderData: keepPreviousData,
  });
}
