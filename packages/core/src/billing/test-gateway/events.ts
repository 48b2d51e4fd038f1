import type { Core } from '../../context.ts';

/**
 * The test gateway's "webhooks": a change caused by the browser (confirm) or the clock (tick) queues the same sync
 * job a Stripe webhook would. Collected during a transaction and sent after it commits (the queue shares the database;
 * inside the transaction the embedded database would wait on itself, and a rolled-back change must announce nothing).
 */
export class GatewayEvents {
  private readonly subscriptions = new Set<string>();
  private readonly charges = new Set<string>();

  subscriptionChanged(id: string): void {
    this.subscriptions.add(id);
  }

  chargeChanged(id: string): void {
    this.charges.add(id);
  }

  /** Queues one job per changed object. A failure to queue is logged, not thrown: the change itself is committed. */
  async flush(core: Core): Promise<void> {
    for (const id of this.subscriptions) {
      await send(core, () => core.queue.send('sync-subscription', { gateway: 'test', subscription_id: id }), id);
    }
    for (const id of this.charges) {
      await send(core, () => core.queue.send('sync-charge', { gateway: 'test', charge_id: id }), id);
    }
    this.subscriptions.clear();
    this.charges.clear();
  }
}

async function send(core: Core, queue: () => Promise<string>, id: string): Promise<void> {
  try {
    await queue();
  } catch (error) {
    core.logger.error({ err: error, object_id: id }, 'test gateway: could not queue the sync job');
  }
}
