import type { Core } from '../../context.ts';
import type { PaymentGateway } from '../gateway.ts';

/** Placeholder until the test gateway lands (issue 10). */
export function createTestGateway(_core: Core): PaymentGateway {
  return new Proxy({} as PaymentGateway, {
    get: (_target, property) =>
      property === 'kind' ? 'test' : () => Promise.reject(new Error(`test gateway not built yet: ${String(property)}`)),
  });
}
