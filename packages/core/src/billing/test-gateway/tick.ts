import type { Core } from '../../context.ts';
import { GatewayEvents } from './events.ts';
import { cardOf, chargeOutcome, openInvoice, recordAttempt } from './invoices.ts';
import type { CardError } from './test-cards.ts';
import { type DueAction, dueAction } from './lifecycle.ts';
import { type GatewayObject, type Tx } from './objects.ts';
import { dueSubscriptionIds, getObject, lockObject, saveObject } from './objects.repository.ts';
import { INCOMPLETE_EXPIRY_MS, nextRetryAt, renewalPeriod } from './periods.ts';
import { recoverFromPastDue, touch, voidOpenInvoices } from './subscriptions.ts';

export interface TickSummary {
  renewed: number;
  failed: number;
  canceled: number;
  expired: number;
}

/** Subscriptions handled per tick, and steps per subscription (catching up after the server was off for a while). */
const BATCH = 200;
const MAX_STEPS = 60;

/**
 * The clock of the test gateway (the `billing-tick` job runs it every minute): ends subscriptions whose period ended
 * with cancel_at_period_end, invoices and charges the next period of the others (the trial week moving to its
 * renewal plan), retries failed renewals at +1, +3 and +5 days from the first failure and then cancels, and expires
 * checkouts left unpaid for 23 hours. Each step runs in a transaction holding the subscription's row and is decided
 * again under it, so two ticks at once (or a tick and a browser confirm) never charge a period twice. Times are those
 * the step was due at, not when the tick ran, so a late tick does not shift the periods.
 */
export async function tick(core: Core): Promise<TickSummary> {
  const summary: TickSummary = { renewed: 0, failed: 0, canceled: 0, expired: 0 };
  const now = core.now();
  const events = new GatewayEvents();
  for (const id of await dueSubscriptionIds(core.db, now, BATCH)) {
    for (let step = 0; step < MAX_STEPS; step++) {
      const outcome = await core.db.transaction(async (tx) => {
        const subscription = await lockObject(tx, 'subscription', id);
        const action = subscription ? dueAction(subscription.data, now) : null;
        if (!subscription || !action) return null;
        const result = await apply(tx, subscription, action, now);
        touch(subscription.data);
        await saveObject(tx, subscription, now);
        return result;
      });
      if (!outcome) break;
      summary[outcome] += 1;
      events.subscriptionChanged(id);
    }
  }
  await events.flush(core);
  return summary;
}

async function apply(tx: Tx, subscription: GatewayObject<'subscription'>, action: DueAction, now: Date): Promise<keyof TickSummary> {
  const sub = subscription.data;
  switch (action) {
    case 'expire': {
      await voidOpenInvoices(tx, sub, now);
      sub.status = 'incomplete_expired';
      sub.canceledAt = new Date(Date.parse(sub.createdAt) + INCOMPLETE_EXPIRY_MS).toISOString();
      return 'expired';
    }
    case 'end': {
      await voidOpenInvoices(tx, sub, now);
      sub.status = 'canceled';
      sub.canceledAt = sub.periodEnd;
      return 'canceled';
    }
    case 'renew': {
      const dueAt = new Date(sub.periodEnd);
      // The introductory plan (the $0.99 week) renews into its follow-up plan after its first paid period.
      if (sub.status !== 'trialing' && sub.renewsInto) {
        sub.price = sub.renewsInto;
        sub.planId = sub.renewsInto.id;
        sub.renewsInto = null;
      }
      const period = renewalPeriod({ start: new Date(sub.periodStart), end: dueAt }, sub.price.periodWeeks ?? 1, now);
      sub.periodStart = period.start.toISOString();
      sub.periodEnd = period.end.toISOString();
      const { invoice, paymentIntent } = await openInvoice(tx, subscription, 'subscription_cycle', period, now);
      if (!paymentIntent) {
        sub.status = 'active';
        return 'renewed';
      }
      const error = await chargeDefaultCard(tx, sub.defaultPaymentMethodId, paymentIntent, invoice, now);
      if (!error) {
        recoverFromPastDue(sub);
        return 'renewed';
      }
      // Like Stripe: the new period has started, the invoice stays payable, access continues while it is retried.
      sub.status = 'past_due';
      // Retries count from when the charge failed (the tick runs each minute, so about the due time).
      sub.renewal = { failedAttempts: 1, firstFailureAt: now.toISOString(), nextAttemptAt: nextRetryAt(now, 1)?.toISOString() ?? null };
      return 'failed';
    }
    case 'retry': {
      const invoiceId = sub.invoiceIds[0];
      const invoice = invoiceId ? await lockObject(tx, 'invoice', invoiceId) : null;
      const paymentIntent = invoice?.data.paymentIntentId ? await lockObject(tx, 'payment_intent', invoice.data.paymentIntentId) : null;
      if (!invoice || !paymentIntent || paymentIntent.data.status === 'succeeded') {
        // Paid meanwhile (e.g. in the browser) without the subscription being told: nothing to retry.
        recoverFromPastDue(sub);
        return 'renewed';
      }
      const dueAt = new Date(sub.renewal.nextAttemptAt ?? now.toISOString());
      const error = await chargeDefaultCard(tx, sub.defaultPaymentMethodId, paymentIntent, invoice, now);
      if (!error) {
        recoverFromPastDue(sub);
        return 'renewed';
      }
      const failedAttempts = sub.renewal.failedAttempts + 1;
      const firstFailureAt = new Date(sub.renewal.firstFailureAt ?? dueAt.toISOString());
      const next = nextRetryAt(firstFailureAt, failedAttempts);
      sub.renewal = { failedAttempts, firstFailureAt: firstFailureAt.toISOString(), nextAttemptAt: next?.toISOString() ?? null };
      if (next) return 'failed';
      // Out of retries: the subscription lapses, and its invoice can no longer be paid.
      paymentIntent.data.status = 'canceled';
      await saveObject(tx, paymentIntent, now);
      sub.status = 'canceled';
      sub.canceledAt = dueAt.toISOString();
      return 'canceled';
    }
  }
}

/** Charges the subscription's default card off-session for the invoice and records the attempt; the error, if any. */
async function chargeDefaultCard(
  tx: Tx,
  paymentMethodId: string | null,
  paymentIntent: GatewayObject<'payment_intent'>,
  invoice: GatewayObject<'invoice'>,
  now: Date,
): Promise<CardError | null> {
  const method = paymentMethodId ? await getObject(tx, 'payment_method', paymentMethodId) : null;
  const error = chargeOutcome(method, now);
  await recordAttempt(tx, paymentIntent, invoice, { paymentMethodId: method?.id ?? null, card: method ? cardOf(method.data) : null, error }, now);
  return error;
}
