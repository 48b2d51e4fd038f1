import type { DeclineKind, ErrorCode } from '@reelcraft/contract';
import { cardLabel, formatDate, formatMoney, normalizeLanguage, translator, type Language } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { forgetCachedUser } from '../accounts/users.repository.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { archiveUserContent } from './archive.ts';
import { lockUserRow, markTrialUsed, setUserAccess } from './billing-users.repository.ts';
import { TRIAL_PLAN_IDS } from './catalogue.ts';
import { userIdOfCustomer } from './customers.ts';
import type { Db, Tx } from './db-handle.ts';
import { isLive, LIVE_STATUSES, type SubscriptionRow } from './dto.ts';
import { givesAccess } from './entitlements.ts';
import type { GatewayInvoice, GatewayKind, GatewaySubscription, PaymentGateway } from './gateway.ts';
import { cardByGatewayId, hasDefaultCard, insertCardOnce } from './payment-methods.repository.ts';
import { hasSucceededPayment, insertPaymentOnce, lastDocumentSequence, paymentExists } from './payments.repository.ts';
import { addDays, receiptNumber } from './periods.ts';
import { recordReferralPayment } from './referrals.ts';
import { renewalTermsOf, renewalTermsText } from './receipts/renewal-terms.ts';
import { recordPaymentEvent, recordSubscriptionEvents } from '../analytics/product-events.ts';
import {
  insertGatewaySubscriptionOnce,
  subscriptionByGatewayId,
  subscriptionsWithStatus,
  updateSubscription,
  userIdOfGatewaySubscription,
} from './subscriptions.repository.ts';

/** A failed renewal is retried by the gateway; the e-mail names the first retry (the test gateway's schedule: 1 day). */
export const RENEWAL_FIRST_RETRY_DAYS = 1;

/** What only the checkout knows about a subscription it just created (written when our row is first inserted). */
export interface SubscriptionExtras {
  userId?: string;
  source?: SubscriptionRow['source'];
  introPercentOff?: number | null;
  promoCodeId?: string | null;
}

const DECLINE_ERRORS: Record<DeclineKind, ErrorCode> = {
  generic_failure: 'PAYMENT_FAILED',
  insufficient_funds: 'PAYMENT_INSUFFICIENT_FUNDS',
  invalid_cvv: 'PAYMENT_INVALID_CVV',
};

export function declineErrorCode(decline: DeclineKind): ErrorCode {
  return DECLINE_ERRORS[decline];
}

/**
 * The line on the receipt and in the payment history: the subscription and the length of the period paid for, in the
 * language's plural forms ("Подписка Reelcraft на 4 недели", not "недель: 4").
 */
export function paymentDescription(invoice: Pick<GatewayInvoice, 'periodStart' | 'periodEnd'>, language: Language): string {
  const weeks = Math.max(1, Math.round((invoice.periodEnd.getTime() - invoice.periodStart.getTime()) / (7 * 24 * 3600 * 1000)));
  return translator(language)('web.subscription.payment_line', { count: weeks });
}

/**
 * Sets users.stripe_subscription to the id of the user's subscription that gives access now, or null. The one place
 * that writes it, so "truthy exactly while subscribed" holds for every source (checkout, grants, lapses).
 */
export async function refreshUserAccess(db: Db, userId: string, now: Date): Promise<string | null> {
  const rows = await subscriptionsWithStatus(db, userId, LIVE_STATUSES);
  const access = rows.filter((row) => givesAccess(row, now)).sort((a, b) => b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime())[0];
  const id = access?.id ?? null;
  await setUserAccess(db, userId, id);
  forgetCachedUser(userId);
  return id;
}

/** Our payment-method row for the gateway's card; cards saved by the gateway during a checkout are recorded here. */
async function ourPaymentMethodId(
  core: Core,
  gateway: PaymentGateway,
  userId: string,
  customerId: string,
  gatewayMethodId: string | null,
): Promise<string | null> {
  if (!gatewayMethodId) return null;
  const find = () => cardByGatewayId(core.db, gateway.kind, gatewayMethodId);
  let found = await find();
  if (!found) {
    const cards = await gateway.listPaymentMethods(customerId);
    const card = cards.find((candidate) => candidate.id === gatewayMethodId);
    if (!card) return null;
    const hasDefault = await hasDefaultCard(core.db, userId);
    await insertCardOnce(core.db, { userId, gateway: gateway.kind, card, isDefault: !hasDefault });
    found = await find();
  }
  return found && found.userId === userId ? found.id : null;
}

interface PaymentToInsert {
  invoice: GatewayInvoice;
  status: 'succeeded' | 'failed';
  gatewayPaymentId: string;
}

/** The payments an invoice list stands for: paid (non-zero) ones, and one failure per invoice that was declined. */
function paymentsOf(gsub: GatewaySubscription): PaymentToInsert[] {
  const out: PaymentToInsert[] = [];
  // Oldest first, so receipt numbers follow the order money moved.
  for (const invoice of [...gsub.invoices].reverse()) {
    if (invoice.status === 'paid' && invoice.amountCents > 0) out.push({ invoice, status: 'succeeded', gatewayPaymentId: invoice.id });
    // A declined attempt is history too, once per invoice (the gateway retries the same invoice; its later success
    // is the invoice id itself).
    if (invoice.status === 'failed' || (invoice.status === 'open' && invoice.decline !== null)) {
      out.push({ invoice, status: 'failed', gatewayPaymentId: `${invoice.id}:failed` });
    }
  }
  return out;
}

/** The next receipt number of the year (RC-<year>-<6 digits>), inside the transaction that inserts the payment. */
export async function nextReceiptNumber(tx: Tx, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  // One writer at a time takes a number (held to the end of this transaction); the user lock alone is per user.
  return receiptNumber(year, (await lastDocumentSequence(tx, 'receipt', `RC-${year}-`)) + 1);
}

type AfterCommit = () => Promise<void>;

/**
 * The one sync (webhooks, POST /user/subscription/confirm, the billing tick and the checkout all call it): reads the
 * subscription from the gateway (outside any transaction), then writes our copy in one transaction with the user's
 * row locked. Payments are inserted ON CONFLICT DO NOTHING on the gateway's ids, and e-mails, the referral record and
 * archiving follow only from rows and transitions this run actually wrote — so running it twice, or after a stale
 * event, changes nothing twice. Returns our row, or null for a subscription we cannot place (unknown customer).
 */
export async function syncSubscription(
  core: Core,
  gatewayKind: GatewayKind,
  gatewaySubscriptionId: string,
  extras: SubscriptionExtras = {},
): Promise<SubscriptionRow | null> {
  const gateway = core.payments;
  if (!gateway || gateway.kind !== gatewayKind) {
    core.logger.warn({ gateway: gatewayKind, subscription: gatewaySubscriptionId }, 'subscription sync skipped: that gateway is not configured');
    return null;
  }
  const remote = await gateway.retrieveSubscription(gatewaySubscriptionId);
  return applyGatewaySubscription(core, gateway, remote, extras);
}

/** Writes what the gateway answered (the second half of syncSubscription; the checkout calls it with its fresh answer). */
export async function applyGatewaySubscription(
  core: Core,
  gateway: PaymentGateway,
  remote: GatewaySubscription,
  extras: SubscriptionExtras = {},
): Promise<SubscriptionRow | null> {
  const known = await userIdOfGatewaySubscription(core.db, gateway.kind, remote.id);
  const userId = known ?? extras.userId ?? (await userIdOfCustomer(core, gateway.kind, remote.customerId));
  if (!userId) {
    core.logger.warn({ gateway: gateway.kind, subscription: remote.id }, 'subscription sync skipped: unknown customer');
    return null;
  }
  const paymentMethodId = await ourPaymentMethodId(core, gateway, userId, remote.customerId, remote.defaultPaymentMethodId);
  const now = core.now();
  const after: AfterCommit[] = [];

  const row = await core.db.transaction(async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user) return null;
    const language = normalizeLanguage(user.language);
    const previous = await subscriptionByGatewayId(tx, gateway.kind, remote.id);

    const ended = remote.status === 'canceled' || remote.status === 'incomplete_expired';
    const started = (LIVE_STATUSES as readonly string[]).includes(remote.status);
    const common = {
      planId: remote.planId,
      status: remote.status,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
      currentPeriodStart: remote.currentPeriodStart,
      currentPeriodEnd: remote.currentPeriodEnd,
      syncedAt: now,
      updatedAt: now,
    };
    let current: SubscriptionRow | undefined;
    if (previous) {
      current = await updateSubscription(tx, previous.id, {
        ...common,
        ...(paymentMethodId ? { paymentMethodId } : {}),
        // canceled_at: when renewal was switched off (cleared again by a resume while the period runs).
        ...(remote.cancelAtPeriodEnd && !previous.canceledAt ? { canceledAt: now } : {}),
        ...(!remote.cancelAtPeriodEnd && !ended && previous.canceledAt ? { canceledAt: null } : {}),
        ...(ended && !previous.endedAt ? { endedAt: now } : {}),
        ...(started && !previous.startedAt ? { startedAt: now } : {}),
      });
    } else {
      current = await insertGatewaySubscriptionOnce(tx, {
        ...common,
        userId,
        gateway: gateway.kind,
        gatewaySubscriptionId: remote.id,
        source: extras.source ?? 'checkout',
        introPercentOff: extras.introPercentOff ?? null,
        promoCodeId: extras.promoCodeId ?? null,
        paymentMethodId,
        canceledAt: remote.cancelAtPeriodEnd || ended ? now : null,
        endedAt: ended ? now : null,
        startedAt: started ? now : null,
      });
      // Lost a race with another sync of the same subscription: that one wrote it (and its consequences).
      if (!current) return (await subscriptionByGatewayId(tx, gateway.kind, remote.id)) ?? null;
    }
    if (!current) return null;
    const written = current;
    after.push(() => recordSubscriptionEvents(core, previous, written)); // analytics (issue 13)

    // Payments: each gateway payment once (the unique index), e-mails only for rows this run inserted.
    const paidBefore = await hasSucceededPayment(tx, userId);
    let firstPaymentId: string | null = null;
    for (const item of paymentsOf(remote)) {
      if (await paymentExists(tx, gateway.kind, item.gatewayPaymentId)) continue;
      const inserted = await insertPaymentOnce(tx, {
        userId,
        subscriptionId: current.id,
        gateway: gateway.kind,
        gatewayPaymentId: item.gatewayPaymentId,
        amountCents: item.invoice.amountCents,
        currency: item.invoice.currency,
        status: item.status,
        failureCode: item.status === 'failed' ? (item.invoice.decline ?? 'generic_failure') : null,
        reason: item.invoice.billingReason,
        description: paymentDescription(item.invoice, 'en'),
        periodStart: item.invoice.periodStart,
        periodEnd: item.invoice.periodEnd,
        cardBrand: item.invoice.card?.brand ?? null,
        cardLast4: item.invoice.card?.last4 ?? null,
        receiptNumber: item.status === 'succeeded' ? await nextReceiptNumber(tx, now) : null,
        createdAt: item.invoice.createdAt,
      });
      if (!inserted) continue;
      after.push(() => recordPaymentEvent(core, inserted, written.planId)); // analytics (issue 13)
      const invoice = item.invoice;
      if (inserted.status === 'succeeded') {
        if (!paidBefore && !firstPaymentId) firstPaymentId = inserted.id;
        // Issue 31: the period paid and what renewal charges next, read after the commit (the subscription as written).
        after.push(async () => {
          const renewal = await renewalTermsOf(core, inserted);
          await enqueueEmail(core, {
            to: user.email,
            template: 'receipt',
            language,
            params: {
              amount: formatMoney(invoice.amountCents, invoice.currency, language),
              description: paymentDescription(invoice, language),
              date: formatDate(invoice.createdAt, language),
              card: invoice.card ? cardLabel(invoice.card.brand, invoice.card.last4) : '',
              receipt_number: inserted.receiptNumber ?? '',
              period: `${formatDate(invoice.periodStart, language)} – ${formatDate(invoice.periodEnd, language)}`,
              renewal: renewal ? renewalTermsText(language, renewal) : '',
              link: `${core.publicUrl}/app/profile/subscription`,
            },
          });
        });
      } else if (invoice.billingReason === 'subscription_cycle') {
        const t = translator(language);
        after.push(() =>
          enqueueEmail(core, {
            to: user.email,
            template: 'renewal-failed',
            language,
            params: {
              amount: formatMoney(invoice.amountCents, invoice.currency, language),
              reason: t(`errors.${declineErrorCode(invoice.decline ?? 'generic_failure')}`),
              retry_date: formatDate(addDays(invoice.createdAt, RENEWAL_FIRST_RETRY_DAYS), language),
              link: `${core.publicUrl}/app/profile/subscription`,
            },
          }),
        );
      }
    }
    if (firstPaymentId) {
      const paymentId = firstPaymentId;
      after.push(() => recordReferralPayment(core, { userId, paymentId }));
    }

    // Access ended for good: lapsed (renewal failed for good) or the period of a cancelled one ran out.
    const accessEnded = previous !== undefined && isLive(previous) && ended;
    // Lapsed means its last invoice went unpaid. One ended now with its last invoice paid was ended on request (a
    // refund that ends it, an admin): that path tells the customer itself, even when this sync runs before it has
    // written the end (a refund's own events can be synced first).
    const lapsed = accessEnded && remote.invoices[0]?.status !== 'paid' && !remote.cancelAtPeriodEnd && !previous.cancelAtPeriodEnd;
    if (lapsed) {
      after.push(() => enqueueEmail(core, { to: user.email, template: 'subscription-lapsed', language, params: { link: `${core.publicUrl}/paywall` } }));
    }

    // One trial per person: recorded once a trial plan goes live, never cleared.
    if (!user.trialUsedAt && isLive(current) && (TRIAL_PLAN_IDS.includes(current.planId) || (previous && TRIAL_PLAN_IDS.includes(previous.planId)))) {
      await markTrialUsed(tx, userId, now);
    }
    const access = await refreshUserAccess(tx, userId, now);
    // Content is archived when access ends for good, unless something else (a gift, a referral's free weeks) still gives it.
    if (accessEnded && !access) after.push(() => archiveUserContent(core, userId));
    return current;
  });

  for (const step of after) {
    try {
      await step();
    } catch (error) {
      core.logger.error({ err: error, user: userId, subscription: remote.id }, 'subscription sync: a follow-up step failed');
    }
  }
  return row;
}
