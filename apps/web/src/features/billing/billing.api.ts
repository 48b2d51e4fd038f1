import type {
  CheckoutResult,
  CreateSubscriptionRequest,
  PaywallState,
  Plan,
  PlanId,
  Subscription,
  SubscriptionState,
  TestGatewayConfirmRequest,
  TestGatewayConfirmResult,
  User,
} from '@reelcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type PaywallVariant = PaywallState['variant'];
export interface PublishableKey {
  gateway: 'test' | 'stripe' | 'off';
  publishable_key: string | null;
}

export const billingKeys = {
  all: ['billing'] as const,
  paywall: (variant: PaywallVariant | null) => ['billing', 'paywall', variant ?? 'assigned'] as const,
  publishableKey: () => ['billing', 'publishable-key'] as const,
  subscription: () => ['billing', 'subscription'] as const,
  plans: () => ['billing', 'plans'] as const,
};

export const billingApi = {
  /** `variant` forces one paywall outside production (browser tests); otherwise the server's sticky assignment. */
  paywall: (variant: PaywallVariant | null, signal?: AbortSignal) => api<PaywallState>(`/billing/paywall${variant ? `?variant=${variant}` : ''}`, { signal }),

  claimDiscount: (variant: PaywallVariant | null) =>
    api<PaywallState>(`/billing/paywall/claim-discount${variant ? `?variant=${variant}` : ''}`, { method: 'POST', json: {} }),

  /** Every plan of the catalogue, the $0.99 trial week too (the paywalls list only their own). */
  plans: (signal?: AbortSignal) => api<{ items: Plan[]; billing: PaywallState['billing'] }>('/v2/payment/subscription-plans', { signal }),

  publishableKey: (signal?: AbortSignal) => api<PublishableKey>('/user/subscription/stripe/pk', { signal }),

  createSubscription: (body: CreateSubscriptionRequest) => api<CheckoutResult>('/v2/payment/subscriptions', { method: 'POST', json: body }),

  subscription: (signal?: AbortSignal) => api<SubscriptionState>('/v2/payment/subscriptions', { signal }),

  /** Re-reads the subscription from the gateway and answers the updated user. */
  confirmSubscription: () => api<{ user: User; subscription: Subscription | null }>('/user/subscription/confirm', { method: 'POST', json: {} }),

  /** The test gateway's stand-in for Stripe.js: a decline is a 200 with `error`, like Stripe.js answers. */
  testGatewayConfirm: (body: TestGatewayConfirmRequest) => api<TestGatewayConfirmResult>('/billing/test-gateway/confirm', { method: 'POST', json: body }),
};

/** Which gateway takes cards here (and its publishable key); cached for the page's life. */
export function usePublishableKey(enabled = true) {
  return useQuery({
    queryKey: billingKeys.publishableKey(),
    queryFn: ({ signal }) => billingApi.publishableKey(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

export function usePaywallState(variant: PaywallVariant | null) {
  return useQuery({
    queryKey: billingKeys.paywall(variant),
    queryFn: ({ signal }) => billingApi.paywall(variant, signal),
    staleTime: 60_000,
  });
}

/** The catalogue's plans (for the trial week offered after an insufficient-funds decline). */
export function usePlans(enabled = true) {
  return useQuery({
    queryKey: billingKeys.plans(),
    queryFn: ({ signal }) => billingApi.plans(signal),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export type { PlanId };
