import { AppError } from '@reelcraft/contract';
import Stripe from 'stripe';
import type { Core } from '../../context.ts';
import type { JobPayload } from '../../jobs/definitions.ts';
import { forgetBillingEvent, recordBillingEventOnce } from '../billing-events.repository.ts';
import { subscriptionIdOfInvoice } from './mapping.ts';

/** The sync a Stripe event asks for. The event's object is never trusted for state: the sync re-reads it (0020). */
export type StripeEventJob =
  { name: 'sync-subscription'; payload: JobPayload<'sync-subscription'> } | { name: 'sync-charge'; payload: JobPayload<'sync-charge'> };

interface EventLike {
  type: string;
  data: { object: Record<string, unknown> };
}

/**
 * Which sync an event asks for, or null (acknowledged, nothing to do):
 * - `customer.subscription.*` → that subscription;
 * - `invoice.*` → the invoice's subscription (`parent.subscription_details.subscription` since basil), if any;
 * - `subscription_schedule.*` → the subscription it manages or released (the paid trial's phase change);
 * - `payment_intent.*` with `metadata.purchase_id` → that payment (a one-off purchase); invoice payments have none.
 */
export function jobForStripeEvent(event: EventLike): StripeEventJob | null {
  const object = event.data.object;
  const text = (value: unknown) => (typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null);
  const idOf = (value: unknown) => text(value) ?? (value && typeof value === 'object' ? text((value as { id?: unknown }).id) : null);
  const subscription = (id: string | null): StripeEventJob | null =>
    id ? { name: 'sync-subscription', payload: { gateway: 'stripe', subscription_id: id } } : null;
  if (event.type.startsWith('customer.subscription.')) return subscription(text(object.id));
  if (event.type.startsWith('invoice.') && !event.type.startsWith('invoice_payment.')) {
    return subscription(idOf(subscriptionIdOfInvoice(object as Pick<Stripe.Invoice, 'parent'>)));
  }
  if (event.type.startsWith('subscription_schedule.')) return subscription(idOf(object.subscription) ?? text(object.released_subscription));
  if (event.type.startsWith('payment_intent.')) {
    const metadata = object.metadata as Record<string, unknown> | undefined;
    const id = text(object.id);
    return id && text(metadata?.purchase_id) ? { name: 'sync-charge', payload: { gateway: 'stripe', charge_id: id } } : null;
  }
  return null;
}

export interface StripeWebhookOutcome {
  eventId: string;
  type: string;
  /** True when this event id was seen before: nothing is queued again. */
  replay: boolean;
  job: StripeEventJob | null;
}

/**
 * One webhook delivery: the signature is checked on the exact bytes received, the event id is
 * recorded once (billing_events; a replay is acknowledged and queues nothing), and the sync it asks for is queued.
 * If queueing fails the record is removed again, so Stripe's retry of the delivery is not mistaken for a replay.
 */
export async function handleStripeWebhook(core: Core, rawBody: Buffer, signature: string | undefined): Promise<StripeWebhookOutcome> {
  const secret = core.config.STRIPE_WEBHOOK_SECRET;
  if (!secret || !signature) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data || typeof event.data.object !== 'object' || event.data.object === null) {
    throw new AppError('VALIDATION_FAILED', { issues: [{ path: 'data.object', code: 'invalid_type', message: 'not a Stripe event' }] });
  }
  const created = Number.isFinite(event.created) ? new Date(event.created * 1000) : core.now();
  const recorded = await recordBillingEventOnce(core.db, {
    id: event.id.slice(0, 200),
    gateway: 'stripe',
    type: event.type.slice(0, 200),
    occurredAt: created,
  });
  const job = jobForStripeEvent(event as unknown as EventLike);
  if (!recorded) return { eventId: event.id, type: event.type, replay: true, job };
  if (job) {
    try {
      if (job.name === 'sync-subscription') await core.queue.send('sync-subscription', job.payload);
      else await core.queue.send('sync-charge', job.payload);
    } catch (error) {
      await forgetBillingEvent(core.db, event.id.slice(0, 200));
      throw error;
    }
  }
  core.logger.info({ stripe_event: event.id, type: event.type, job: job?.name ?? null }, 'stripe webhook');
  return { eventId: event.id, type: event.type, replay: false, job };
}
