import type { Core } from '../../context.ts';
import type { PaymentGateway } from '../gateway.ts';

/** Placeholder until the Stripe adapter lands (issue 10). */
export function createStripeGateway(_core: Core): PaymentGateway {
  return new Proxy({} as PaymentGateway, {
    get: (_target, property) =>
      property === 'kind' ? 'stripe' : () => Promise.reject(new Error(`stripe gateway not built yet: ${String(property)}`)),
  });
}
