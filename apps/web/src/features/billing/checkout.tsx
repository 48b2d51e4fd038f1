import type { Plan, Subscription } from "@reelcraft/contract";
import { useQueryClient } from "@tanstack/react-query";
import {
  CircleAlert,
  CircleCheck,
  CreditCard,
  Lock,
  RefreshCw,
  Sparkles,
  Wallet,
} from "lucide-react";
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SupportLinks } from "../../components/support-links.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Dialog, DialogContent } from "../../components/ui/dialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { isApiError } from "../../lib/api.ts";
import { auth } from "../../lib/auth.ts";
import { attemptKey, endAttempt } from "./attempt.ts";
import { billingApi, billingKeys, usePlans, type PublishableKey } from "./billing.api.ts";
import { CardForm, type CardConfirmer, type CardIntent } from "./card-form.tsx";
import {
  firstPeriodCents,
  nextChargeDate,
  renewal,
  useFormat,
} from "./plans.ts";
import { TestPaymentsNotice } from "./test-banner.tsx";
import { transportFailure } from "./test-card-form.tsx";

/** Spec §4: checkout, then success (account updating → continue) or one of the failure states. */
type Phase =
  | { kind: "form"; notice?: "cvv" | "error"; message?: string }
  | { kind: "working" }
  | { kind: "updating" }
  | { kind: "update_failed" }
  /** What the gateway created, as the server read it back: the result screen shows it, not the page's choice. */
  | { kind: "success"; subscription: Subscription | null }
  | { kind: "failed" }
  | { kind: "funds" };

/** Waits between the "is my subscription active yet?" checks after a payment: about 15 s in all. */
export const CONFIRM_DELAYS_MS = [0, 500, 1_000, 2_000, 4_000, 8_000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface CheckoutProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: Plan;
  /** paywall2's claimed discount (percent off the first period), or null. */
  percentOff: number | null;
  gateway: PublishableKey;
  /** The $0.99 week offered after "insufficient funds" (spec §4), when this account may still take it. */
  trialOffer: Plan | null;
  /** Where "Continue" goes after a successful payment. */
  continueTo: string;
}

export function Checkout({
  open,
  onOpenChange,
  plan: chosenPlan,
  percentOff: chosenPercent,
  gateway,
  trialOffer,
  continueTo,
}: CheckoutProps) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const client = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ kind: "form" });
  // After "insufficient funds" the buyer may switch to the trial week: the checkout then sells that plan.
  // The offered plan is kept once taken: the offer itself goes away when the account has used its trial.
  const [offerPlan, setOfferPlan] = useState<Plan | null>(null);
  const offerTaken = offerPlan !== null;
  const plan = offerPlan ?? chosenPlan;
  const percentOff = offerTaken ? null : chosenPercent;
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const busy = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const dueToday = firstPeriodCents(plan, percentOff);
  const next = renewal(plan);
  const nextDate = nextChargeDate(plan);
  const intent: CardIntent =
    dueToday === 0
      ? { mode: "setup", currency: plan.currency }
      : {
          mode: "subscription",
          amountCents: dueToday,
          currency: plan.currency,
        };

  // A new choice on the paywall starts clean.
  useEffect(() => {
    if (open) {
      setPhase({ kind: "form" });
      setOfferPlan(null);
    }
  }, [open, chosenPlan.id, chosenPercent]);

  // Result screens take the focus, so screen readers hear the outcome.
  useEffect(() => {
    if (phase.kind !== "form" && phase.kind !== "working")
      headingRef.current?.focus();
  }, [phase.kind]);

  const waitForAccount = useCallback(async () => {
    setPhase({ kind: "updating" });
    for (const delay of CONFIRM_DELAYS_MS) {
      await sleep(delay);
      try {
        const { user, subscription } = await billingApi.confirmSubscription();
        if (subscription?.active || user.stripe_subscription) {
          auth.setUser(user);
          void client.invalidateQueries({ queryKey: billingKeys.all });
          setPhase({ kind: "success", subscription });
          return;
        }
      } catch {
        // counted as one try; the next waits longer
      }
    }
    setPhase({ kind: "update_failed" });
  }, [client]);

  async function pay() {
    const confirmer = confirmerRef.current;
    if (busy.current || !confirmer) return;
    busy.current = true;
    setPhase({ kind: "working" });
    try {
      if (!(await confirmer.validate())) {
        setPhase({ kind: "form" });
        return;
      }
      const scope = `${plan.id}:${percentOff ?? 0}`;
      let result;
      try {
        result = await billingApi.createSubscription({
          plan_id: plan.id,
          apply_discount: Boolean(percentOff),
          idempotency_key: attemptKey(scope),
        });
      } catch (error) {
        if (isApiError(error) && error.code === "ALREADY_SUBSCRIBED") {
          // This attempt already went through (a reload after paying): only the account is left to update.
          endAttempt();
          await waitForAccount();
          return;
        }
        // A server or network failure keeps the attempt's key: trying again cannot charge twice.
        if (isApiError(error) && error.status >= 400 && error.status < 500)
          endAttempt();
        setPhase({
          kind: "form",
          notice: "error",
          message: transportFailure(error).message,
        });
        return;
      }
      const secret = result.client_secret;
      const outcome = !secret
        ? ({ ok: true } as const)
        : result.confirmation === "setup"
          ? await confirmer.confirmSetup(secret)
          : await confirmer.confirmPayment(secret);
      if (outcome.ok) {
        endAttempt();
        await waitForAccount();
        return;
      }
      if (outcome.decline === "other") {
        setPhase({ kind: "form", notice: "error", message: outcome.message });
        return;
      }
      // A declined card ends the attempt: the next click is a new one.
      endAttempt();
      if (outcome.decline === "insufficient_funds") setPhase({ kind: "funds" });
      else if (outcome.decline === "invalid_cvv") {
        setPhase({ kind: "form", notice: "cvv" });
        confirmer.focusCvc();
      } else setPhase({ kind: "failed" });
    } finally {
      busy.current = false;
    }
  }

  const working = phase.kind === "working";
  const showForm = phase.kind === "form" || working;
  const done = phase.kind === "success";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Never while money is moving or the account is updating.
        if (!next && (working || phase.kind === "updating")) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t("web.paywall.checkout.title")}
        className="sm:w-[min(30rem,calc(100vw-2rem))]"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-4" data-testid="checkout">
          {gateway.gateway === "test" && <TestPaymentsNotice />}

          {/* What is being bought: visible until it is bought, so every state says what it is about. After paying,
              the summary is what the server says was bought and charged (PaidSummary), never the page's choice. */}
          {phase.kind === "success" && phase.subscription ? (
            <PaidSummary subscription={phase.subscription} />
          ) : (
            <div className="rounded-control bg-surface-2 p-3.5 text-sm">
              <dl>
                <div className="flex items-baseline justify-between gap-3">
                  <dt className="text-muted">{t("web.paywall.checkout.plan")}</dt>
                  <dd
                    className="text-right font-semibold"
                    data-testid="checkout-plan"
                  >
                    {t(`web.paywall.plans.${plan.id}`)}
                  </dd>
                </div>
                <div className="mt-1.5 flex items-baseline justify-between gap-3">
                  <dt className="text-muted">
                    {t("web.paywall.checkout.today")}
                  </dt>
                  <dd
                    className="text-right text-base font-bold tabular-nums"
                    data-testid="checkout-due"
                  >
                    {percentOff ? (
                      <>
                        <s className="mr-2 font-normal text-muted">
                          {money(plan.amount_cents, plan.currency)}
                        </s>
                        {money(dueToday, plan.currency)}
                      </>
                    ) : (
                      money(dueToday, plan.currency)
                  )}
                </dd>
              </div>
            </dl>
            <p className="mt-1.5 text-muted">
              {next.periodWeeks === 52 && !plan.renews_into
                ? t("web.paywall.checkout.then_year", {
                    amount: money(next.amountCents, plan.currency),
                    date: date(nextDate),
                  })
                : t("web.paywall.checkout.then_weeks", {
                    amount: money(next.amountCents, plan.currency),
                    every: t("web.paywall.every_weeks", { count: next.periodWeeks }),
                    date: date(nextDate),
                  })}
            </p>
          </div>
          )}

          {phase.kind === "form" && phase.notice === "cvv" && (
            <Alert>
              <p className="font-semibold">
                {t("web.paywall.result.cvv_title")}
              </p>
              <p className="font-normal">{t("web.paywall.result.cvv_body")}</p>
            </Alert>
          )}
          {phase.kind === "form" && phase.notice === "error" && (
            <>
              <Alert>{phase.message}</Alert>
              <SupportLinks lead={t("web.support.payment_failed")} subject={t("web.support.payment_subject")} />
            </>
          )}

          {/* Kept mounted through the result screens, so "Try again" returns to the card as it was typed. */}
          <div className={cn(!showForm && "hidden")}>
            <CardForm
              key={`${gateway.gateway}:${intent.mode}`}
              gateway={gateway.gateway === "stripe" ? "stripe" : "test"}
              publishableKey={gateway.publishable_key}
              onReady={(confirmer) => {
                confirmerRef.current = confirmer;
              }}
              disabled={working}
              intent={intent}
            />
          </div>

          {showForm && (
            <>
              <Button
                size="lg"
                block
                loading={working}
                onClick={() => void pay()}
                data-testid="pay"
              >
                {working
                  ? t("web.paywall.checkout.paying")
                  : dueToday === 0
                    ? t("web.paywall.checkout.start_trial")
                    : t("web.paywall.checkout.pay", {
                        amount: money(dueToday, plan.currency),
                      })}
              </Button>
              <p className="flex items-start gap-2 text-xs text-muted">
                <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                {t("web.paywall.checkout.secure")}
              </p>
            </>
          )}

          {phase.kind === "updating" && (
            <Result
              headingRef={headingRef}
              icon={<Spinner className="size-7" />}
              tone="neutral"
              title={t("web.paywall.result.updating")}
              live
            >
              <p>{t("web.paywall.result.updating_body")}</p>
            </Result>
          )}

          {phase.kind === "update_failed" && (
            <Result
              headingRef={headingRef}
              icon={<CircleAlert className="size-7" />}
              tone="danger"
              title={t("web.paywall.result.update_failed")}
            >
              <Button size="lg" block onClick={() => void waitForAccount()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t("web.paywall.result.try_again")}
              </Button>
              {/* The payment went through: the help offered is about the account, not a payment that fails (issue 31, item 14). */}
              <SupportLinks align="center" className="mt-4" lead={t("web.support.update_failed")} subject={t("web.support.payment_subject")} />
            </Result>
          )}

          {done && (
            <Result
              headingRef={headingRef}
              icon={<CircleCheck className="size-7" />}
              tone="success"
              title={t("web.paywall.result.success_title")}
            >
              <p>{t("web.paywall.result.success_body")}</p>
              <Link
                to={continueTo}
                replace
                className={buttonClass({
                  size: "lg",
                  block: true,
                  className: "mt-4",
                })}
              >
                {t("web.paywall.result.continue")}
              </Link>
            </Result>
          )}

          {phase.kind === "failed" && (
            <Result
              headingRef={headingRef}
              icon={<CreditCard className="size-7" />}
              tone="danger"
              title={t("web.paywall.result.failed_title")}
            >
              <p>{t("web.paywall.result.failed_body")}</p>
              <p className="mt-1" data-testid="not-charged">{t("web.paywall.result.not_charged")}</p>
              <Button
                size="lg"
                block
                className="mt-4"
                onClick={() => setPhase({ kind: "form" })}
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {t("web.paywall.result.try_again")}
              </Button>
              <SupportLinks align="center" className="mt-4" lead={t("web.support.payment_failed")} subject={t("web.support.payment_subject")} />
            </Result>
          )}

          {phase.kind === "funds" && (
            <Result
              headingRef={headingRef}
              icon={<Wallet className="size-7" />}
              tone="danger"
              title={t("web.paywall.result.funds_title")}
            >
              <p>{t("web.paywall.result.funds_body")}</p>
              <p className="mt-1" data-testid="not-charged">{t("web.paywall.result.not_charged")}</p>
              {trialOffer && !offerTaken && (
                <section
                  className="mt-4 rounded-card border-2 border-primary bg-primary-soft/50 p-4 text-left text-fg"
                  data-testid="trial-offer"
                >
                  <p className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-bold text-primary-fg">
                    <Sparkles aria-hidden="true" className="size-3.5" />
                    {t("web.paywall.result.offer_badge", {
                      percent: trialOffer.reference?.percent_off ?? 0,
                    })}
                  </p>
                  <h3 className="mt-2 text-lg font-bold">
                    {t("web.paywall.result.offer_title", {
                      amount: money(
                        trialOffer.amount_cents,
                        trialOffer.currency,
                      ),
                    })}
                  </h3>
                  <p className="mt-1 text-sm text-muted">
                    {t("web.paywall.result.offer_body", {
                      amount: money(
                        trialOffer.amount_cents,
                        trialOffer.currency,
                      ),
                      full: money(
                        renewal(trialOffer).amountCents,
                        trialOffer.currency,
                      ),
                      percent: trialOffer.reference?.percent_off ?? 0,
                    })}
                  </p>
                  <Button
                    size="lg"
                    block
                    className="mt-3"
                    onClick={() => {
                      setOfferPlan(trialOffer);
                      setPhase({ kind: "form" });
                    }}
                  >
                    {t("web.paywall.result.offer_cta")}
                  </Button>
                </section>
              )}
              <Button
                variant="secondary"
                block
                className="mt-3"
                onClick={() => setPhase({ kind: "form" })}
              >
                {t("web.paywall.result.offer_other_card")}
              </Button>
            </Result>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/**
 * After paying: the plan the gateway's subscription is on, what its first invoice charged today, and its next charge
 * with amount and date (and what follows), all from the server's answer (issue 31: the $0.99 offer's success screen
 * showed the plan the page had selected before).
 */
export function PaidSummary({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const { money, date } = useFormat();
  const plans = usePlans();
  const nextPlan = plans.data?.items.find((candidate) => candidate.id === subscription.next_plan_id);
  const charged = subscription.latest_charge?.amount_cents ?? 0;
  const next = subscription.next_charge_amount_cents;
  const then = subscription.following_charge_amount_cents ?? next;
  return (
    <div className="rounded-control bg-surface-2 p-3.5 text-sm" data-testid="paid-summary">
      <dl className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{t("web.paywall.checkout.plan")}</dt>
          <dd className="text-right font-semibold" data-testid="paid-plan">
            {t(`web.paywall.plans.${subscription.plan_id}`)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-muted">{t("web.paywall.result.charged_today")}</dt>
          <dd className="text-right text-base font-bold tabular-nums" data-testid="paid-today">
            {money(charged, subscription.currency)}
          </dd>
        </div>
        {next !== null && subscription.next_charge_at && (
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-muted">{t("web.paywall.result.next_charge")}</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="paid-next">
              {t("web.paywall.result.next_charge_value", {
                amount: money(next, subscription.currency),
                date: date(subscription.next_charge_at),
              })}
            </dd>
          </div>
        )}
      </dl>
      {next !== null && then !== null && nextPlan && (
        <p className="mt-1.5 text-muted" data-testid="paid-renewal">
          {t("web.paywall.result.renewal", {
            plan: t(`web.paywall.plans.${nextPlan.id}`),
            amount: money(then, subscription.currency),
            every: t("web.paywall.every_weeks", { count: nextPlan.period_weeks }),
          })}
        </p>
      )}
    </div>
  );
}

function Result({
  headingRef,
  icon,
  tone,
  title,
  live = false,
  children,
}: {
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  icon: ReactNode;
  tone: "neutral" | "success" | "danger";
  title: string;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center py-2 text-center"
      role={tone === "danger" ? "alert" : "status"}
      aria-live={live ? "polite" : undefined}
      data-testid="checkout-result"
    >
      <div
        aria-hidden="true"
        className={cn(
          "mb-3 flex size-14 items-center justify-center rounded-full",
          tone === "success" && "bg-success-soft text-success",
          tone === "danger" && "bg-danger-soft text-danger",
          tone === "neutral" && "bg-primary-soft text-link",
        )}
      >
        {icon}
      </div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {title}
      </h3>
      <div className="mt-1.5 w-full text-muted">{children}</div>
    </div>
  );
}
