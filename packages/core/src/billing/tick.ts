import { formatDate, formatMoney, normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { archiveUserContent } from './archive.ts';
import { findUser } from './billing-users.repository.ts';
import { toSubscriptionDto } from './dto.ts';
import { TRIAL_ENDING_NOTICE_MS } from './periods.ts';
import { grantDueReferralRewards } from './referrals.ts';
import { refreshUserAccess } from './sync.ts';
import {
  claimTrialEndingNotice,
  expireLiveGrants,
  staleGatewaySubscriptions,
  trialsEndingWithoutNotice,
  updateSubscription,
} from './subscriptions.repository.ts';
import { isTestGateway } from './test-gateway/index.ts';

/** A live subscription whose period ended this long ago without news from the gateway is re-read (missed webhooks). */
export const RECONCILE_AFTER_MS = 60 * 60 * 1000;
/** …at most this often per subscription. */
export const RECONCILE_EVERY_MS = 15 * 60 * 1000;
/** An unpaid checkout expires at the gateway after 23 hours; re-read it after a day so our copy says so too. */
export const INCOMPLETE_RECHECK_MS = 24 * 60 * 60 * 1000;

export interface BillingTickReport {
  grantsExpired: number;
  trialEndingMails: number;
  reconciled: number;
  referralRewards: number;
}

/** Grants (gifts, referral weeks) past their end: ended, access recomputed, content archived if nothing else gives access. */
export async function expireGrants(core: Core): Promise<number> {
  const now = core.now();
  const expired = await expireLiveGrants(core.db, now);
  for (const userId of new Set(expired.map((row) => row.userId))) {
    const access = await refreshUserAccess(core.db, userId, now);
    if (!access) await archiveUserContent(core, userId);
  }
  return expired.length;
}

/**
 * "Your trial ends in 2 days": trialing subscriptions (the old paywall's free week) and the $0.99 week (plan `trial`)
 * whose period ends within two days and that will renew. Once per subscription (trial_ending_notified_at, set by a
 * guarded update before the mail is queued).
 */
export async function sendTrialEndingMails(core: Core): Promise<number> {
  const now = core.now();
  const soon = new Date(now.getTime() + TRIAL_ENDING_NOTICE_MS);
  const due = await trialsEndingWithoutNotice(core.db, now, soon);
  let sent = 0;
  for (const candidate of due) {
    const claimed = await claimTrialEndingNotice(core.db, candidate.id, now);
    if (!claimed) continue;
    const user = await findUser(core.db, claimed.userId);
    if (!user) continue;
    const dto = await toSubscriptionDto(core, claimed);
    const language = normalizeLanguage(user.language);
    await enqueueEmail(core, {
      to: user.email,
      template: 'trial-ending',
      language,
      params: {
        date: formatDate(claimed.currentPeriodEnd, language),
        amount: formatMoney(dto.next_charge_amount_cents ?? 0, dto.currency, language),
        link: `${core.publicUrl}/app/profile/subscription`,
      },
    });
    sent++;
  }
  return sent;
}

/** Queues a re-read of gateway subscriptions our copy should have heard about (period long over, checkout long unpaid). */
export async function reconcileSubscriptions(core: Core): Promise<number> {
  const now = core.now().getTime();
  const periodOver = new Date(now - RECONCILE_AFTER_MS);
  const lastSyncBefore = new Date(now - RECONCILE_EVERY_MS);
  const stale = await staleGatewaySubscriptions(core.db, { periodOver, incompleteBefore: new Date(now - INCOMPLETE_RECHECK_MS), lastSyncBefore });
  let queued = 0;
  for (const row of stale) {
    if (!row.gatewaySubscriptionId || row.gateway === 'grant') continue;
    // Marked now, so the next tick does not queue it again while the job waits.
    await updateSubscription(core.db, row.id, { syncedAt: new Date(now) });
    await core.queue.send('sync-subscription', { gateway: row.gateway, subscription_id: row.gatewaySubscriptionId });
    queued++;
  }
  return queued;
}

/**
 * The billing cron (every minute; each step idempotent, so an overlap or a retry does nothing twice): the test
 * gateway's clock (renewals, retries, expiries), grants ending, trial-ending e-mails, reconciliation of missed
 * gateway events, referral rewards past their verification window.
 */
export async function runBillingTick(core: Core): Promise<BillingTickReport> {
  const report: BillingTickReport = { grantsExpired: 0, trialEndingMails: 0, reconciled: 0, referralRewards: 0 };
  const step = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      core.logger.error({ err: error, step: name }, 'billing tick: step failed');
    }
  };
  const gateway = core.payments;
  if (isTestGateway(gateway)) await step('test-gateway', async () => void (await gateway.tick()));
  await step('grants', async () => void (report.grantsExpired = await expireGrants(core)));
  if (gateway) {
    await step('trial-ending', async () => void (report.trialEndingMails = await sendTrialEndingMails(core)));
    await step('reconcile', async () => void (report.reconciled = await reconcileSubscriptions(core)));
  }
  await step('referrals', async () => void (report.referralRewards = await grantDueReferralRewards(core)));
  return report;
}
