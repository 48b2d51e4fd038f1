import { invalid } from './errors.ts';
import type { StripeServices } from './routes/route.ts';

// ───────────── the browser's confirmation (Stripe.js) ─────────────

/** What Stripe.js's confirmPayment/confirmSetup does with a client secret and a payment method. */
export function confirmBySecret(services: StripeServices, clientSecret: string, paymentMethod: string): { status: number; body: Record<string, unknown> } {
  const { objects, behaviour, listOf, clone, render } = services.store;
  const { emit } = services.queue;
  const { cardError, resolvePaymentMethod, charge } = services.payments;
  const { intentOfInvoice, payInvoice } = services.invoices;
  const intent = [...objects.values()].find(
    (object) => (object.object === 'payment_intent' || object.object === 'setup_intent') && object.client_secret === clientSecret,
  );
  if (!intent) throw invalid('No such client secret.', 'client_secret');
  if (intent.status === 'succeeded') throw invalid(`This ${intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent'} has already succeeded.`);
  const customer = (intent.customer as string | null) ?? null;
  const method = resolvePaymentMethod(paymentMethod, customer);
  if (intent.object === 'setup_intent') {
    const card = behaviour.get(method.id) ?? 'visa';
    intent.payment_method = method.id;
    if (card !== 'visa' && card !== 'customer_fail') {
      const error = cardError(card, { setup_intent: clone(intent) });
      intent.status = 'requires_payment_method';
      intent.last_setup_error = cardError(card);
      emit('setup_intent.setup_failed', intent);
      return { status: 402, body: { error } };
    }
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    emit('setup_intent.succeeded', intent);
    const subscription = listOf('subscription').find((entry) => entry.pending_setup_intent === intent.id);
    if (subscription) {
      subscription.pending_setup_intent = null;
      subscription.default_payment_method = method.id;
      emit('customer.subscription.updated', subscription);
    }
    return { status: 200, body: render(intent, ['payment_method']) };
  }
  const invoice = listOf('invoice').find((entry) => intentOfInvoice(entry)?.id === intent.id);
  const error = invoice ? payInvoice(invoice, method) : charge(intent, method);
  if (error) return { status: 402, body: { error: { ...error, payment_intent: render(intent, []) } } };
  if (!invoice && intent.setup_future_usage && customer) method.customer = customer;
  return { status: 200, body: render(intent, ['payment_method']) };
}
