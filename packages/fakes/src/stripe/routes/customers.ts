import { invalid, missing, str, StripeFakeError } from '../errors.ts';
import type { FormValue } from '../form.ts';
import type { RouteGroup } from './route.ts';

/** Customers, their payment methods, setup and payment intents, refunds. */
export const customerRoutes: RouteGroup = (services, request) => {
  const { objects, now, newId, put, get, listOf, render } = services.store;
  const { emit } = services.queue;
  const { resolvePaymentMethod, charge, newPaymentIntent, newSetupIntent } = services.payments;
  const { deleteCustomer } = services.subscriptions;
  const { method, path, params, one, list, at, id } = request;

  if (method === 'POST' && path === '/v1/customers') {
    const customer = put({
      id: newId('cus'),
      object: 'customer',
      created: now(),
      email: typeof params.email === 'string' ? params.email : null,
      metadata: params.metadata ?? {},
      invoice_settings: { default_payment_method: null, custom_fields: null, footer: null, rendering_options: null },
      livemode: false,
      balance: 0,
      currency: null,
      delinquent: false,
    });
    emit('customer.created', customer);
    return one(customer);
  }
  if (at(/^\/v1\/customers\/([\w]+)\/payment_methods$/) && method === 'GET') {
    get(id(), 'customer');
    const methods = listOf('payment_method')
      .filter((entry) => entry.customer === id())
      .reverse();
    return list(methods, `/v1/customers/${id()}/payment_methods`);
  }
  if (at(/^\/v1\/customers\/([\w]+)$/)) {
    const customer = get(id(), 'customer');
    // Stripe answers a deleted customer's id with a stub; changing or deleting it again is `resource_missing`.
    if (customer.deleted) {
      if (method !== 'GET') throw missing(customer.id);
      return one(customer);
    }
    if (method === 'DELETE') return one(deleteCustomer(customer));
    if (method === 'POST') {
      const settings = params.invoice_settings as Record<string, FormValue> | undefined;
      if (settings && typeof settings.default_payment_method === 'string') {
        const pm = get(settings.default_payment_method, 'payment_method');
        if (pm.customer !== customer.id) throw invalid('The payment method does not belong to this customer.', 'invoice_settings[default_payment_method]');
        (customer.invoice_settings as Record<string, unknown>).default_payment_method = pm.id;
      }
      if (typeof params.email === 'string') customer.email = params.email;
      emit('customer.updated', customer);
    }
    return one(customer);
  }
  if (path === '/v1/setup_intents' && method === 'POST') {
    const customer = typeof params.customer === 'string' ? get(params.customer, 'customer').id : null;
    return one(newSetupIntent(customer, typeof params.usage === 'string' ? params.usage : 'off_session'));
  }
  if (at(/^\/v1\/setup_intents\/([\w]+)$/) && method === 'GET') return one(get(id(), 'setup_intent'));
  if (at(/^\/v1\/payment_methods\/([\w]+)\/detach$/) && method === 'POST') {
    const pm = get(id(), 'payment_method');
    if (!pm.customer) throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
    const customer = objects.get(String(pm.customer));
    const settings = customer?.invoice_settings as Record<string, unknown> | undefined;
    if (settings?.default_payment_method === pm.id) settings.default_payment_method = null;
    for (const subscription of listOf('subscription')) if (subscription.default_payment_method === pm.id) subscription.default_payment_method = null;
    pm.customer = null;
    emit('payment_method.detached', pm);
    return one(pm);
  }
  if (at(/^\/v1\/payment_methods\/([\w]+)$/) && method === 'GET') return one(get(id(), 'payment_method'));
  if (path === '/v1/payment_intents' && method === 'POST') {
    const customer = typeof params.customer === 'string' ? get(params.customer, 'customer').id : null;
    const intent = newPaymentIntent({
      amount: Number(params.amount),
      currency: str(params.currency, 'currency'),
      customer,
      description: typeof params.description === 'string' ? params.description : null,
      metadata: (params.metadata as Record<string, unknown> | undefined) ?? {},
    });
    if (typeof params.setup_future_usage === 'string') intent.setup_future_usage = params.setup_future_usage;
    if (params.confirm === 'true') {
      if (typeof params.payment_method !== 'string') throw invalid('confirm needs a payment_method', 'payment_method');
      const pm = resolvePaymentMethod(params.payment_method, customer);
      const error = charge(intent, pm);
      if (error) throw new StripeFakeError(402, { ...error, payment_intent: render(intent, []) });
    }
    return one(intent);
  }
  if (at(/^\/v1\/payment_intents\/([\w]+)$/) && method === 'GET') return one(get(id(), 'payment_intent'));
  if (path === '/v1/refunds' && method === 'POST') {
    const intent = get(str(params.payment_intent, 'payment_intent'), 'payment_intent');
    if (intent.status !== 'succeeded') throw invalid('This PaymentIntent does not have a successful charge to refund.', 'payment_intent');
    const refund = put({
      id: newId('re'),
      object: 'refund',
      amount: params.amount ? Number(params.amount) : intent.amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      created: now(),
      metadata: {},
    });
    emit('charge.refunded', refund);
    return one(refund);
  }
  return undefined;
};
