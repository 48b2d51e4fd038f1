import type { Core } from '../context.ts';
import type { PaymentGateway } from './gateway.ts';
import { createTestGateway } from './test-gateway/test-gateway.ts';
import { createStripeGateway } from './stripe/stripe-gateway.ts';

/** BILLING chooses the gateway: the built-in test gateway (default), Stripe, or none (everyone entitled). */
export function createPaymentGateway(core: Core): PaymentGateway | null {
  switch (core.config.BILLING) {
    case 'off':
      return null;
    case 'stripe':
      return createStripeGateway(core);
    case 'test':
      return createTestGateway(core);
  }
}
