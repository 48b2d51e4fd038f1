import { invalid, str } from '../errors.ts';
import type { FormValue } from '../form.ts';
import { intervalSeconds, itemOf } from '../periods.ts';
import type { RouteGroup } from './route.ts';

/** Subscriptions, their invoices and invoice payments, subscription schedules. */
export const subscriptionRoutes: RouteGroup = (services, request) => {
  const { objects, now, newId, put, get, listOf } = services.store;
  const { emit } = services.queue;
  const { setStatus } = services.invoices;
  const { createSubscription, updateSubscription } = services.subscriptions;
  const { method, path, params, one, list, at, id } = request;

  if (path === '/v1/subscriptions' && method === 'POST') return one(createSubscription(params));
  if (at(/^\/v1\/subscriptions\/([\w]+)$/)) {
    const subscription = get(id(), 'subscription');
    if (method === 'POST') updateSubscription(subscription, params);
    if (method === 'DELETE') {
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') throw invalid('This subscription is already canceled.');
      subscription.canceled_at = now();
      setStatus(subscription, 'canceled');
    }
    return one(subscription);
  }
  if (path === '/v1/invoices' && method === 'GET') {
    const subscriptionId = typeof params.subscription === 'string' ? params.subscription : null;
    const invoices = listOf('invoice')
      .filter(
        (invoice) =>
          !subscriptionId || (invoice.parent as { subscription_details?: { subscription?: string } }).subscription_details?.subscription === subscriptionId,
      )
      .reverse();
    return list(invoices, '/v1/invoices');
  }
  if (at(/^\/v1\/invoices\/([\w]+)$/) && method === 'GET') return one(get(id(), 'invoice'));
  if (path === '/v1/invoice_payments' && method === 'GET') {
    const invoiceId = typeof params.invoice === 'string' ? params.invoice : null;
    return list(
      listOf('invoice_payment').filter((entry) => !invoiceId || entry.invoice === invoiceId),
      '/v1/invoice_payments',
    );
  }
  if (path === '/v1/subscription_schedules' && method === 'GET') {
    const customerId = typeof params.customer === 'string' ? params.customer : null;
    return list(
      listOf('subscription_schedule')
        .filter((entry) => !customerId || entry.customer === customerId)
        .reverse(),
      '/v1/subscription_schedules',
    );
  }
  if (path === '/v1/subscription_schedules' && method === 'POST') {
    const subscription = get(str(params.from_subscription, 'from_subscription'), 'subscription');
    if (subscription.schedule)
      throw invalid(`You cannot migrate a subscription that is already attached to a schedule: \`${String(subscription.schedule)}\`.`, 'from_subscription');
    const item = itemOf(subscription)!;
    const schedule = put({
      id: newId('sub_sched'),
      object: 'subscription_schedule',
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'active',
      end_behavior: 'release',
      created: now(),
      canceled_at: null,
      completed_at: null,
      released_at: null,
      released_subscription: null,
      metadata: {},
      current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
      phases: [
        {
          start_date: item.current_period_start,
          end_date: item.current_period_end,
          items: [{ price: item.price.id, quantity: 1, metadata: {}, discounts: [] }],
          discounts: [],
          metadata: {},
          proration_behavior: 'create_prorations',
          trial_end: null,
          add_invoice_items: [],
          currency: item.price.currency,
        },
      ],
      default_settings: {},
      livemode: false,
    });
    subscription.schedule = schedule.id;
    emit('subscription_schedule.created', schedule);
    return one(schedule);
  }
  if (at(/^\/v1\/subscription_schedules\/([\w]+)\/release$/) && method === 'POST') {
    const schedule = get(id(), 'subscription_schedule');
    if (schedule.status !== 'active' && schedule.status !== 'not_started')
      throw invalid(`You cannot release a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`);
    const subscription = objects.get(String(schedule.subscription));
    if (subscription) subscription.schedule = null;
    Object.assign(schedule, { status: 'released', released_at: now(), released_subscription: schedule.subscription, subscription: null });
    emit('subscription_schedule.released', schedule);
    return one(schedule);
  }
  if (at(/^\/v1\/subscription_schedules\/([\w]+)$/)) {
    const schedule = get(id(), 'subscription_schedule');
    if (method === 'POST') {
      const phases = params.phases;
      if (phases !== undefined) {
        if (!Array.isArray(phases) || phases.length === 0) throw invalid('phases must be a non-empty list', 'phases');
        let cursor = 0;
        schedule.phases = phases.map((raw, index) => {
          if (typeof raw !== 'object' || Array.isArray(raw)) throw invalid('bad phase', `phases[${index}]`);
          const items = Array.isArray(raw.items) ? raw.items : [];
          const priceId = (items[0] as Record<string, FormValue> | undefined)?.price;
          if (typeof priceId !== 'string') throw invalid('phases[].items[0][price] is required', `phases[${index}][items]`);
          const price = get(priceId, 'price');
          const start = raw.start_date !== undefined ? Number(raw.start_date) : cursor;
          if (index === 0 && raw.start_date === undefined) throw invalid('The first phase must restate its start_date.', 'phases[0][start_date]');
          const duration = raw.duration as Record<string, FormValue> | undefined;
          const end =
            raw.end_date !== undefined
              ? Number(raw.end_date)
              : duration
                ? start +
                  intervalSeconds({
                    id: 'x',
                    object: 'price',
                    recurring: { interval: duration.interval, interval_count: Number(duration.interval_count ?? 1) },
                  })
                : start + intervalSeconds(price);
          cursor = end;
          return {
            start_date: start,
            end_date: end,
            items: [{ price: price.id, quantity: Number((items[0] as Record<string, FormValue>).quantity ?? 1), metadata: {}, discounts: [] }],
            discounts: [],
            metadata: {},
            proration_behavior: 'create_prorations',
            trial_end: null,
            add_invoice_items: [],
            currency: price.currency,
          };
        });
      }
      if (typeof params.end_behavior === 'string') schedule.end_behavior = params.end_behavior;
      if (params.metadata && typeof params.metadata === 'object') schedule.metadata = { ...(schedule.metadata as object), ...(params.metadata as object) };
      emit('subscription_schedule.updated', schedule);
    }
    return one(schedule);
  }
  return undefined;
};
