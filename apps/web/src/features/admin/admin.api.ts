import type {
  AdminAuditList,
  AdminCancelSurveyList,
  AdminFunnelReport,
  AdminGiftCode,
  AdminGiftCodeCreate,
  AdminGiftCodeCreated,
  AdminImpersonationLink,
  AdminJobs,
  AdminOverview,
  AdminPayment,
  AdminRefundRequest,
  AdminPromoCode,
  AdminPromoCodeCreate,
  AdminPromoCodeDetail,
  AdminReferralReward,
  AdminRevenueReport,
  AdminSettings,
  AdminSubscription,
  AdminUserDetail,
  AdminUserList,
  FeatureFlag,
} from '@reelcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query strings without empty values. */
function qs(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const id = (value: string) => encodeURIComponent(value);

export interface ReferralRewardPage {
  items: AdminReferralReward[];
  total: number;
  page: number;
  page_size: number;
}

export interface FunnelReportQuery {
  funnel: 'legacy' | 'v2' | 'v3';
  from?: string | undefined;
  to?: string | undefined;
  language?: string | undefined;
  paywall?: string | undefined;
}

/** The admin console's calls (packages/contract/src/admin.ts). */
export const adminApi = {
  overview: (signal?: AbortSignal) => api<AdminOverview>('/admin/overview', { signal }),
  users: (q: string, page: number, signal?: AbortSignal) => api<AdminUserList>(`/admin/users${qs({ q: q.trim(), page })}`, { signal }),
  user: (userId: string, signal?: AbortSignal) => api<AdminUserDetail>(`/admin/users/${id(userId)}`, { signal }),
  grant: (userId: string, body: { weeks: number; note?: string }) => api<AdminSubscription>(`/admin/users/${id(userId)}/grant`, { method: 'POST', json: body }),
  revokeSessions: (userId: string) => api<{ revoked: number }>(`/admin/users/${id(userId)}/sessions/revoke`, { method: 'POST', json: {} }),
  deleteUser: (userId: string, confirmEmail: string) => api<unknown>(`/admin/users/${id(userId)}`, { method: 'DELETE', json: { confirm_email: confirmEmail } }),
  refund: (paymentId: string, body: AdminRefundRequest) => api<AdminPayment>(`/admin/payments/${id(paymentId)}/refund`, { method: 'POST', json: body }),
  impersonate: (userId: string) => api<AdminImpersonationLink>(`/admin/users/${id(userId)}/impersonation`, { method: 'POST', json: {} }),

  promoCodes: (signal?: AbortSignal) => api<{ items: AdminPromoCode[] }>('/admin/promo-codes', { signal }),
  promoCode: (codeId: string, signal?: AbortSignal) => api<AdminPromoCodeDetail>(`/admin/promo-codes/${id(codeId)}`, { signal }),
  createPromoCode: (body: AdminPromoCodeCreate) => api<AdminPromoCode>('/admin/promo-codes', { method: 'POST', json: body }),
  setPromoActive: (codeId: string, active: boolean) => api<AdminPromoCode>(`/admin/promo-codes/${id(codeId)}`, { method: 'PATCH', json: { active } }),
  giftCodes: (signal?: AbortSignal) => api<{ items: AdminGiftCode[] }>('/admin/gift-codes', { signal }),
  createGiftCode: (body: AdminGiftCodeCreate) => api<AdminGiftCodeCreated>('/admin/gift-codes', { method: 'POST', json: body }),
  disableGiftCode: (codeId: string) => api<AdminGiftCode>(`/admin/gift-codes/${id(codeId)}/disable`, { method: 'POST', json: {} }),

  referrals: (status: string, page: number, signal?: AbortSignal) => api<ReferralRewardPage>(`/admin/referral-rewards${qs({ status, page })}`, { signal }),
  grantReferral: (rewardId: string) => api<AdminReferralReward>(`/admin/referral-rewards/${id(rewardId)}/grant`, { method: 'POST', json: {} }),
  voidReferral: (rewardId: string) => api<AdminReferralReward>(`/admin/referral-rewards/${id(rewardId)}/void`, { method: 'POST', json: {} }),

  jobs: (signal?: AbortSignal) => api<AdminJobs>('/admin/jobs', { signal }),
  retryJob: (queue: string, jobId: string) => api<unknown>(`/admin/jobs/${id(queue)}/${id(jobId)}/retry`, { method: 'POST', json: {} }),

  surveys: (page: number, signal?: AbortSignal) => api<AdminCancelSurveyList>(`/admin/cancel-surveys${qs({ page })}`, { signal }),

  settings: (signal?: AbortSignal) => api<AdminSettings>('/admin/settings', { signal }),
  setFlag: (key: FeatureFlag, enabled: boolean) => api<AdminSettings>(`/admin/settings/flags/${id(key)}`, { method: 'PUT', json: { enabled } }),
  setPaywallSplit: (share: number) => api<AdminSettings>('/admin/settings/paywall-split', { method: 'PUT', json: { paywall2_share: share } }),

  audit: (page: number, targetUserId: string | undefined, signal?: AbortSignal) =>
    api<AdminAuditList>(`/admin/audit${qs({ page, target_user_id: targetUserId })}`, { signal }),

  funnelReport: (query: FunnelReportQuery, signal?: AbortSignal) => api<AdminFunnelReport>(`/admin/reports/funnel${qs({ ...query })}`, { signal }),
  revenueReport: (from: string | undefined, to: string | undefined, signal?: AbortSignal) =>
    api<AdminRevenueReport>(`/admin/reports/revenue${qs({ from, to })}`, { signal }),
};

export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  users: (q: string, page: number) => ['admin', 'users', q, page] as const,
  user: (userId: string) => ['admin', 'user', userId] as const,
  promoCodes: () => ['admin', 'promo-codes'] as const,
  promoCode: (codeId: string) => ['admin', 'promo-codes', codeId] as const,
  giftCodes: () => ['admin', 'gift-codes'] as const,
  referrals: (status: string, page: number) => ['admin', 'referrals', status, page] as const,
  jobs: () => ['admin', 'jobs'] as const,
  surveys: (page: number) => ['admin', 'surveys', page] as const,
  settings: () => ['admin', 'settings'] as const,
  audit: (page: number, targetUserId: string | undefined) => ['admin', 'audit', page, targetUserId ?? ''] as const,
  funnel: (query: FunnelReportQuery) => ['admin', 'reports', 'funnel', query] as const,
  revenue: (from: string | undefined, to: string | undefined) => ['admin', 'reports', 'revenue', from ?? '', to ?? ''] as const,
};

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => adminApi.overview(signal) });
}

export function useAdminUsers(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => adminApi.users(q, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUser(userId: string) {
  return useQuery({ queryKey: adminKeys.user(userId), queryFn: ({ signal }) => adminApi.user(userId, signal) });
}

export function usePromoCodes() {
  return useQuery({ queryKey: adminKeys.promoCodes(), queryFn: ({ signal }) => adminApi.promoCodes(signal) });
}

export function usePromoCode(codeId: string | null) {
  return useQuery({
    queryKey: adminKeys.promoCode(codeId ?? ''),
    queryFn: ({ signal }) => adminApi.promoCode(codeId ?? '', signal),
    enabled: codeId !== null,
  });
}

export function useGiftCodes() {
  return useQuery({ queryKey: adminKeys.giftCodes(), queryFn: ({ signal }) => adminApi.giftCodes(signal) });
}

export function useReferrals(status: string, page: number) {
  return useQuery({
    queryKey: adminKeys.referrals(status, page),
    queryFn: ({ signal }) => adminApi.referrals(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobs() {
  return useQuery({ queryKey: adminKeys.jobs(), queryFn: ({ signal }) => adminApi.jobs(signal), refetchInterval: 15_000 });
}

export function useCancelSurveys(page: number) {
  return useQuery({ queryKey: adminKeys.surveys(page), queryFn: ({ signal }) => adminApi.surveys(page, signal), placeholderData: keepPreviousData });
}

export function useAdminSettings() {
  return useQuery({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => adminApi.settings(signal) });
}

export function useAdminAudit(page: number, targetUserId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.audit(page, targetUserId),
    queryFn: ({ signal }) => adminApi.audit(page, targetUserId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFunnelReport(query: FunnelReportQuery) {
  return useQuery({ queryKey: adminKeys.funnel(query), queryFn: ({ signal }) => adminApi.funnelReport(query, signal), staleTime: 0 });
}

export function useRevenueReport(from: string | undefined, to: string | undefined) {
  return useQuery({ queryKey: adminKeys.revenue(from, to), queryFn: ({ signal }) => adminApi.revenueReport(from, to, signal) });
}

/** A mutation that refreshes every admin query once it succeeds (lists, the user page, the overview). */
export function useAdminMutation<TVariables, TResult>(fn: (variables: TVariables) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
