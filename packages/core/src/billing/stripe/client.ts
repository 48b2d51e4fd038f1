import Stripe from 'stripe';
import type { Config } from '../../config/config.ts';

/** How long one Stripe call may take before the SDK gives up (and retries once). */
export const STRIPE_TIMEOUT_MS = 20_000;

/**
 * The stripe-node client for BILLING=stripe. The API version is the one the SDK is pinned to (stripe@23.1.0 →
 * 2026-10-28.endive): every shape our mapping reads is that version's. STRIPE_API_BASE_URL points
 * it at the loopback fake in tests; real Stripe is always https://api.stripe.com.
 */
export function createStripeClient(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE_URL'>,
  options: { timeoutMs?: number; maxNetworkRetries?: number } = {},
): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required with BILLING=stripe');
  const base = config.STRIPE_API_BASE_URL ? new URL(config.STRIPE_API_BASE_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: options.maxNetworkRetries ?? 1,
    telemetry: false,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    appInfo: { name: 'Reelcraft' },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}
