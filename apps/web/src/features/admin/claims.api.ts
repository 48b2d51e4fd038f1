import type { AdminMoneyBackClaim, AdminMoneyBackClaimList } from '@reelcraft/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** The console's money-back claims (issue 31): list, refund, decline. Keys live under ['admin'] like the rest. */
export const claimsApi = {
  list: (status: string, page: number, signal?: AbortSignal) => {
    const search = new URLSearchParams({ page: String(page) });
    if (status) search.set('status', status);
    return api<AdminMoneyBackClaimList>(`/admin/claims?${search.toString()}`, { signal });
  },
  refund: (claimId: string) => api<AdminMoneyBackClaim>(`/admin/claims/${encodeURIComponent(claimId)}/refund`, { method: 'POST', json: {} }),
  decline: (claimId: string, note: string) =>
    api<AdminMoneyBackClaim>(`/admin/claims/${encodeURIComponent(claimId)}/decline`, { method: 'POST', json: { note } }),
};

export function useClaims(status: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'claims', status, page] as const,
    queryFn: ({ signal }) => claimsApi.list(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
