import { type Core, runBillingTick, syncSubscription } from '@reelcraft/core';

/**
 * Billing's jobs: the `billing-tick` cron (every minute: the test gateway's renewals and retries, grants ending,
 * trial-ending e-mails, reconciliation, referral rewards) and `sync-subscription` (a gateway event said a subscription
 * changed: re-read it and write our copy — the same sync as the confirm endpoint and webhooks).
 */
export async function registerBillingJobs(core: Core): Promise<void> {
  await core.queue.work('sync-subscription', async (payload) => {
    await syncSubscription(core, payload.gateway, payload.subscription_id);
  });
  await core.queue.work('billing-tick', async () => {
    const report = await runBillingTick(core);
    if (report.grantsExpired + report.trialEndingMails + report.reconciled + report.referralRewards > 0) core.logger.info(report, 'billing tick');
  });
  await core.queue.schedule('billing-tick', '* * * * *', {});
}
