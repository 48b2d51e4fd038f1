import type {
  CancelFlowFacts,
  CancelSurvey,
  CancelStep,
  CompleteCancelFlowResult,
  MoneyBackClaimRequest,
  MoneyBackState,
  Payment,
  PaymentMethod,
  Product,
  ProductId,
  Purchase,
  SubscriptionState,
  UpdateCancelSurveyRequest,
} from '@reelcraft/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export interface ReferralState {
  code: string;
  link: string;
  rewards_granted: number;
  rewards_pending: number;
  weeks_earned: number;
}

export interface PurchaseResult {
  purchase: Purchase;
  client_secret: string | null;
}

export const subscriptionKeys = {
  all: ['subscription-page'] as const,
  state: () => ['billing', 'subscription'] as const,
  methods: () => ['subscription-page', 'payment-methods'] as const,
  history: () => ['subscription-page', 'history'] as const,
  purchases: () => ['subscription-page', 'purchases'] as const,
  products: () => ['subscription-page', 'products'] as const,
  referrals: () => ['subscription-page', 'referrals'] as const,
  cancelFlow: () => ['subscription-page', 'cancel-flow'] as const,
  moneyBack: () => ['subscription-page', 'money-back'] as const,
};

/** The calls of the subscription page and the cancel flow (Payments v2 under /v2/payment, issue 10). */
export const subscriptionApi = {
  state: (signal?: AbortSignal) => api<SubscriptionState>('/v2/payment/subscriptions', { signal }),
  resume: () => api<unknown>('/v2/payment/subscriptions/resume', { method: 'POST', json: {} }),
  history: (signal?: AbortSignal) => api<{ items: Payment[] }>('/v2/payment/subscriptions/history?limit=50', { signal }),

  methods: (signal?: AbortSignal) => api<{ items: PaymentMethod[] }>('/v2/payment/payment-methods', { signal }),
  setupIntent: () => api<{ setup_intent_id: string; client_secret: string }>('/v2/payment/payment-methods/setup-intent', { method: 'POST', json: {} }),
  confirmMethod: (setupIntentId: string, makeDefault: boolean) =>
    api<PaymentMethod>('/v2/payment/payment-methods/confirm', { method: 'POST', json: { setup_intent_id: setupIntentId, make_default: makeDefault } }),
  removeMethod: (id: string) => api<unknown>(`/v2/payment/payment-methods/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  makeDefault: (id: string) => api<unknown>(`/v2/payment/payment-methods/${encodeURIComponent(id)}/default`, { method: 'POST', json: {} }),

  products: (signal?: AbortSignal) => api<{ items: Product[] }>('/v2/payment/products', { signal }),
  purchase: (productId: ProductId, body: { payment_method_id?: string; delivery_email?: string; idempotency_key: string }) =>
    api<PurchaseResult>(`/v2/payment/products/${productId}/purchase`, { method: 'POST', json: body }),
  purchases: (signal?: AbortSignal) => api<{ items: Purchase[] }>('/v2/payment/purchases', { signal }),
  download: (id: string) => api<{ url: string; filename: string }>(`/v2/payment/purchases/${encodeURIComponent(id)}/download`, { method: 'POST', json: {} }),

  /** `replace`: the user confirmed that this code replaces the one on the next charge. */
  applyPromo: (code: string, replace = false) =>
    api<SubscriptionState>('/billing/subscription/promo', { method: 'POST', json: replace ? { code, replace } : { code } }),
  referrals: (signal?: AbortSignal) => api<ReferralState>('/billing/referrals', { signal }),

  cancelFacts: (signal?: AbortSignal) => api<CancelFlowFacts>('/billing/cancel-flow', { signal }),
  startCancel: () => api<{ survey_id: string }>('/billing/cancel-flow', { method: 'POST' }),
  saveAnswers: (id: string, body: UpdateCancelSurveyRequest) => api<CancelSurvey>(`/billing/cancel-flow/${id}`, { method: 'PATCH', json: body }),
  takeOffer: (id: string) =>
    api<{ survey: CancelSurvey; granted: number; bonus_generations: number }>(`/billing/cancel-flow/${id}/retention-offer`, { method: 'POST' }),
  completeCancel: (id: string) => api<CompleteCancelFlowResult>(`/billing/cancel-flow/${id}/complete`, { method: 'POST' }),
  cancelNow: (id: string, step: CancelStep) => api<CompleteCancelFlowResult>(`/billing/cancel-flow/${id}/cancel-now`, { method: 'POST', json: { step } }),

  moneyBack: (signal?: AbortSignal) => api<MoneyBackState>('/billing/money-back', { signal }),
  claimMoneyBack: (body: MoneyBackClaimRequest) => api<MoneyBackState>('/billing/money-back', { method: 'POST', json: body }),
};

export function useSubscriptionState() {
  return useQuery({ queryKey: subscriptionKeys.state(), queryFn: ({ signal }) => subscriptionApi.state(signal) });
}

export function usePaymentMethods(enabled = true) {
  return useQuery({ queryKey: subscriptionKeys.methods(), queryFn: ({ signal }) => subscriptionApi.methods(signal), enabled });
}

export function usePaymentHistory() {
  return useQuery({ queryKey: subscriptionKeys.history(), queryFn: ({ signal }) => subscriptionApi.history(signal) });
}

export function usePurchases() {
  return useQuery({ queryKey: subscriptionKeys.purchases(), queryFn: ({ signal }) => subscriptionApi.purchases(signal), placeholderData: keepPreviousData });
}

export function useProducts() {
  return useQuery({ queryKey: subscriptionKeys.products(), queryFn: ({ signal }) => subscriptionApi.products(signal), staleTime: 5 * 60_000 });
}

export function useReferrals() {
  return useQuery({ queryKey: subscriptionKeys.referrals(), queryFn: ({ signal }) => subscriptionApi.referrals(signal) });
}

export function useCancelFacts() {
  return useQuery({ queryKey: subscriptionKeys.cancelFlow(), queryFn: ({ signal }) => subscriptionApi.cancelFacts(signal), retry: false });
}

/** After any change: the page's lists and the subscription (the paywall and shell read it too). */
export function useRefreshSubscription() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: subscriptionKeys.state() }), client.invalidateQueries({ queryKey: subscriptionKeys.all })]);
}

export function useResume() {
  const refresh = useRefreshSubscription();
  return useMutation({ mutationFn: () => subscriptionApi.resume(), onSuccess: refresh });
}
