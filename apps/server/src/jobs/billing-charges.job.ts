import { type Core, fulfilPurchase } from '@reelcraft/core';

/**
 * Worker side of `sync-charge`: a one-off payment (gift, guidelines PDF, archive restore) changed at the gateway.
 * Re-reads the charge and fulfils its purchase once (idempotent; a replay changes nothing). A charge whose purchase
 * is not written yet throws, so the queue retries it.
 */
export async function registerBillingChargesJob(core: Core): Promise<void> {
  await core.queue.work('sync-charge', async (payload) => {
    const outcome = await fulfilPurchase(core, payload.gateway, payload.charge_id);
    core.logger.info({ charge: payload.charge_id, outcome }, 'charge synced');
  });
}
