import type { Core } from '../../context.ts';
import { deleteCustomerObjects, listObjects, lockObject, saveObject } from './objects.repository.ts';
import { LIVE_STATUSES, touch, voidOpenInvoices } from './subscriptions.ts';

/**
 * Deletes a customer the way Stripe does (issue 31, account deletion): its live subscriptions end now (open invoices
 * voided, nothing charged again), its cards and setup intents are gone, and the customer with the user id it
 * carried is gone. The subscriptions, invoices and payment intents stay as the gateway's record of money that moved
 * (an admin can still refund a charge), with their metadata (which named our user) emptied. Idempotent.
 */
export async function deleteCustomer(core: Core, customerId: string): Promise<void> {
  const now = core.now();
  await core.db.transaction(async (tx) => {
    for (const listed of await listObjects(tx, 'subscription', customerId)) {
      // Subscription before payment intent, like every other change (objects.ts): no deadlock with a tick.
      const subscription = await lockObject(tx, 'subscription', listed.id);
      if (!subscription) continue;
      const sub = subscription.data;
      if (LIVE_STATUSES.includes(sub.status)) {
        await voidOpenInvoices(tx, sub, now);
        sub.status = sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled';
        sub.canceledAt = now.toISOString();
      }
      sub.metadata = {};
      sub.defaultPaymentMethodId = null;
      touch(sub);
      await saveObject(tx, subscription, now);
    }
    for (const intent of await listObjects(tx, 'payment_intent', customerId)) {
      if (Object.keys(intent.data.metadata).length === 0) continue;
      intent.data.metadata = {};
      await saveObject(tx, intent, now);
    }
    await deleteCustomerObjects(tx, customerId);
  });
}
