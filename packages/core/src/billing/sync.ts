import type { DeclineKind, ErrorCode } from '@reelcraft/contract';
import { cardLabel, formatDate, formatMoney, normalizeLanguage, translator, type Language } from '@reelcraft/i18n';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Core } from '../context.ts';
import type { Database } from '../db/client.ts';
import { paymentMethods, payments, subscriptions, users } from '../db/schema.ts';
import { forgetCachedUser } from '../accounts/users.repository.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { archiveUserContent } from './archive.ts';
import { TRIAL_PLAN_IDS } from './catalogue.ts';
import { userIdOfCustomer } from './customers.ts';
import { isLive, LIVE_STATUSES, type SubscriptionRow } from './dto.ts';
import { givesAccess } from './entitlements.ts';
import type { GatewayInvoice, GatewayKind, GatewaySubscription, PaymentGateway } from './gateway.ts';
import { addDays, receiptNumber } from './periods.ts';
import { recordReferralPayment } from './referrals.ts';
import { renewalTermsOf, renewalTermsText } from './receipts/renewal-terms.ts';
import { recordPaymentEvent, recordSubscriptionEvents } from '../analytics/product-events.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

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
export async function refreshUserAccess(db: Database | Tx, userId: string, now: Date): Promise<string | null> {
  const rows = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_STATUSES])));
  const access = rows.filter((row) => givesAccess(row, now)).sort((a, b) => b.currentPeriodEnd.getTime() - a.currentPeriodEnd.getTime())[0];
  const id = access?.id ?? null;
  await db
    .update(users)
    .set({ stripeSubscription: id })
    .where(and(eq(users.id, userId), sql`${users.stripeSubscription} is distinct from ${id}`));
  forgetCachedUser(userId);
  return id;
}

/** Our payment-method row for the gateway's card; cards saved by the gateway during a checkout are recorded here. */
async function ourPaymentMethodId(core: Core, gateway: PaymentGateway, userId: string, customerId: string, gatewayMethodId: string | null): Promise<string | null> {
  if (!gatewayMethodId) return null;
  const find = async () =>
    (
      await core.db
        .select({ id: paymentMethods.id, userId: paymentMethods.userId, deletedAt: paymentMethods.deletedAt })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.gateway, gateway.kind), eq(paymentMethods.gatewayPaymentMethodId, gatewayMethodId)))
        .limit(1)
    )[0];
  let found = await find();
  if (!found) {
    const cards = await gateway.listPaymentMethods(customerId);
    const card = cards.find((candidate) => candidate.id === gatewayMethodId);
    if (!card) return null;
    const [hasDefault] = await core.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true), isNull(paymentMethods.deletedAt)))
      .limit(1);
    await core.db
      .insert(paymentMethods)
      .values({
        userId,
        gateway: gateway.kind,
        gatewayPaymentMethodId: card.id,
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: !hasDefault,
      })
      .onConflictDoNothing();
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
  // The position is a literal: a bound parameter would be typed text and pick substring's regular-expression form.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reelcraft.receipt_numbers'))`);
  const prefix = `RC-${year}-`;
  const [row] = await tx
    .select({ last: sql<number | null>`max(cast(substring(${payments.receiptNumber} from ${sql.raw(String(prefix.length + 1))}) as integer))` })
    .from(payments)
    .where(like(payments.receiptNumber, `${prefix}%`));
  return receiptNumber(year, Number(row?.last ?? 0) + 1);
}

type AfterCommit = () => Promise<void>;

/**
 * The one sync (webhooks, POST /user/subscription/confirm, the billing tick and the checkout all call it): reads the
 * subscription from the gateway (outside any transaction), then writes our copy in one transaction with the user's
 * row locked. Payments are inserted ON CONFLICT DO NOTHING on the gateway's ids, and e-mails, the referral record and
 * archiving follow only from rows and transitions this run actually wrote — so running it twice, or after a stale
 * event, changes nothing twice. Returns our row, or null for a subscription we cannot place (unknown customer).
 */
export async function syncSubscription(core: Core, gatewayKind: GatewayKind, gatewaySubscriptionId: string, extras: SubscriptionExtras = {}): Promise<SubscriptionRow | null> {
  const gateway = core.payments;
  if (!gateway || gateway.kind !== gatewayKind) {
    core.logger.warn({ gateway: gatewayKind, subscription: gatewaySubscriptionId }, 'subscription sync skipped: that gateway is not configured');
    return null;
  }
  const remote = await gateway.retrieveSubscription(gatewaySubscriptionId);
  return applyGatewaySubscription(core, gateway, remote, extras);
}

/** Writes what the gateway answered (the second half of syncSubscription; the checkout calls it with its fresh answer). */
export async function applyGatewaySubscription(core: Core, gateway: PaymentGateway, remote: GatewaySubscription, extras: SubscriptionExtras = {}): Promise<SubscriptionRow | null> {
  const [known] = await core.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(and(eq(subscriptions.gateway, gateway.kind), eq(subscriptions.gatewaySubscriptionId, remote.id)))
    .limit(1);
  const userId = known?.userId ?? extras.userId ?? (await userIdOfCustomer(core, gateway.kind, remote.customerId));
  if (!userId) {
    core.logger.warn({ gateway: gateway.kind, subscription: remote.id }, 'subscription sync skipped: unknown customer');
    return null;
  }
  const paymentMethodId = await ourPaymentMethodId(core, gateway, userId, remote.customerId, remote.defaultPaymentMethodId);
  const now = core.now();
  const after: AfterCommit[] = [];

  const row = await core.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return null;
    const language = normalizeLanguage(user.language);
    const [previous] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.gateway, gateway.kind), eq(subscriptions.gatewaySubscriptionId, remote.id)))
      .limit(1);

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
      [current] = await tx
        .update(subscriptions)
        .set({
          ...common,
          ...(paymentMethodId ? { paymentMethodId } : {}),
          // canceled_at: when renewal was switched off (cleared again by a resume while the period runs).
          ...(remote.cancelAtPeriodEnd && !previous.canceledAt ? { canceledAt: now } : {}),
          ...(!remote.cancelAtPeriodEnd && !ended && previous.canceledAt ? { canceledAt: null } : {}),
          ...(ended && !previous.endedAt ? { endedAt: now } : {}),
          ...(started && !previous.startedAt ? { startedAt: now } : {}),
        })
        .where(eq(subscriptions.id, previous.id))
        .returning();
    } else {
      [current] = await tx
        .insert(subscriptions)
        .values({
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
        })
        .onConflictDoNothing({ target: [subscriptions.gateway, subscriptions.gatewaySubscriptionId] })
        .returning();
      // Lost a race with another sync of the same subscription: that one wrote it (and its consequences).
      if (!current) {
        [current] = await tx
          .select()
          .from(subscriptions)
          .where(and(eq(subscriptions.gateway, gateway.kind), eq(subscriptions.gatewaySubscriptionId, remote.id)))
          .limit(1);
        return current ?? null;
      }
    }
    if (!current) return null;
    const written = current;
    after.push(() => recordSubscriptionEvents(core, previous, written)); // analytics (issue 13)

    // Payments: each gateway payment once (the unique index), e-mails only for rows this run inserted.
    const [paidBefore] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')))
      .limit(1);
    let firstPaymentId: string | null = null;
    for (const item of paymentsOf(remote)) {
      const [exists] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.gateway, gateway.kind), eq(payments.gatewayPaymentId, item.gatewayPaymentId)))
        .limit(1);
      if (exists) continue;
      const [inserted] = await tx
        .insert(payments)
        .values({
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
        })
        .onConflictDoNothing({ target: [payments.gateway, payments.gatewayPaymentId] })
        .returning();
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
    if (accessEnded && !remote.cancelAtPeriodEnd && !previous.cancelAtPeriodEnd) {
      after.push(() => enqueueEmail(core, { to: user.email, template: 'subscription-lapsed', language, params: { link: `${core.publicUrl}/paywall` } }));
    }

    // One trial per person: recorded once a trial plan goes live, never cleared.
    if (!user.trialUsedAt && isLive(current) && (TRIAL_PLAN_IDS.includes(current.planId) || (previous && TRIAL_PLAN_IDS.includes(previous.planId)))) {
      await tx.update(users).set({ trialUsedAt: now }).where(and(eq(users.id, userId), isNull(users.trialUsedAt)));
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
