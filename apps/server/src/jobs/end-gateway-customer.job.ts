import { type Core, endAtGateway } from '@reelcraft/core';

/**
 * Worker side of `end-gateway-customer`: a deleted account's subscriptions and customer, when the gateway did not
 * answer during the deletion. A throw is retried with backoff (definitions.ts) until the gateway confirms.
 */
export async function registerEndGatewayCustomerJob(core: Core): Promise<void> {
  await core.queue.work('end-gateway-customer', async (payload, run) => {
    const gateway = core.payments;
    if (!gateway || gateway.kind !== payload.gateway) {
      throw new Error(`end-gateway-customer: this server's billing is ${gateway?.kind ?? 'off'}, the job is for ${payload.gateway}`);
    }
    await endAtGateway(gateway, payload);
    core.logger.info({ job: run.id, gateway: payload.gateway, retry: run.retryCount }, 'deleted account: the gateway confirmed the end of its billing');
  });
}
