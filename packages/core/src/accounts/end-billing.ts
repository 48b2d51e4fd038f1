import type { Core } from '../context.ts';
import type { GatewayKind, PaymentGateway } from '../billing/gateway.ts';
import type { JobPayload } from '../jobs/definitions.ts';
import { listGatewayCustomersOfUser, listGatewaySubscriptionsOfUser } from './gateway-footprints.repository.ts';

/** What a deleted account leaves at one gateway: gateway ids only, never the person (the retry job's payload). */
export type GatewayFootprint = JobPayload<'end-gateway-customer'>;

/** Subscription states in which the gateway may still charge (or will, once a checkout is paid). */
const CHARGEABLE = ['incomplete', 'trialing', 'active', 'past_due'] as const;

/** The account's customer and chargeable subscriptions at each gateway, read before its rows are deleted. */
export async function gatewayFootprints(core: Core, userId: string): Promise<GatewayFootprint[]> {
  const customers = await listGatewayCustomersOfUser(core.db, userId);
  const live = await listGatewaySubscriptionsOfUser(core.db, userId, CHARGEABLE);
  const byGateway = new Map<GatewayKind, GatewayFootprint>();
  const footprint = (gateway: GatewayKind) => {
    let entry = byGateway.get(gateway);
    if (!entry) byGateway.set(gateway, (entry = { gateway, customer_id: null, subscription_ids: [] }));
    return entry;
  };
  for (const customer of customers) footprint(customer.gateway).customer_id = customer.customerId;
  for (const row of live) if (row.gateway !== 'grant' && row.id) footprint(row.gateway).subscription_ids.push(row.id);
  return [...byGateway.values()];
}

/**
 * Ends everything the gateway could still charge: each subscription now (not at the period end), then the customer
 * with its cards. Idempotent, so the retry job may run it again after a partial success.
 */
export async function endAtGateway(gateway: PaymentGateway, footprint: GatewayFootprint): Promise<void> {
  for (const subscriptionId of footprint.subscription_ids) await gateway.cancelNow(subscriptionId);
  if (footprint.customer_id) await gateway.deleteCustomer(footprint.customer_id);
}

/**
 * Account deletion's billing step (self-service and the admin console alike): tried now; when the gateway does not
 * answer, a job with gateway ids only retries it with backoff until the gateway confirms, and the deletion goes on.
 * A footprint at another gateway than the configured one cannot be reached from here: logged for an operator.
 */
export async function endBillingOfAccount(core: Core, userId: string): Promise<void> {
  for (const footprint of await gatewayFootprints(core, userId)) {
    const gateway = core.payments;
    if (!gateway || gateway.kind !== footprint.gateway) {
      core.logger.error({ ...footprint }, 'account deletion: the account has billing at a gateway this server does not use; end it there by hand');
      continue;
    }
    try {
      await endAtGateway(gateway, footprint);
    } catch (error) {
      await core.queue.send('end-gateway-customer', footprint);
      core.logger.warn({ err: error, gateway: footprint.gateway }, 'account deletion: the gateway did not confirm; a job retries until it does');
    }
  }
}
