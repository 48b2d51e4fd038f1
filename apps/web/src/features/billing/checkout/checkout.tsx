import type { Plan } from '@reelcraft/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import type { PublishableKey } from '../billing.api.ts';
import type { CardConfirmer } from '../card-form.tsx';
import { TestPaymentsNotice } from '../test-banner.tsx';
import { CardStep, type CardNotice } from './card-step.tsx';
import { FundsScreen } from './funds-screen.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PaidSummary } from './paid-summary.tsx';
import { payForPlan } from './pay.ts';
import { DeclinedScreen, SuccessScreen, UpdateFailedScreen, UpdatingScreen } from './result-screens.tsx';
import { useAccountCheck, type AccountCheckState } from './use-account-check.ts';

/** Checkout, then success (account updating → continue) or one of the failure states. */
type Phase =
  | { kind: 'form'; notice: CardNotice | null }
  | { kind: 'working' }
  /** Paid: the account check decides the screen (updating, update failed, success). */
  | { kind: 'account' }
  | { kind: 'declined' }
  | { kind: 'funds' };

/** The screen on show: the phase, with the account check's state in place of `account`. */
type Screen = Exclude<Phase['kind'], 'account'> | 'updating' | 'update_failed' | 'success';

function screenOf(phase: Phase, account: AccountCheckState): Screen {
  if (phase.kind !== 'account') return phase.kind;
  if (account.status === 'active') return 'success';
  if (account.status === 'failed') return 'update_failed';
  return 'updating';
}

export interface CheckoutProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: Plan;
  /** paywall2's claimed discount (percent off the first period), or null. */
  percentOff: number | null;
  gateway: PublishableKey;
  /** The $0.99 week offered after "insufficient funds", when this account may still take it. */
  trialOffer: Plan | null;
  /** Where "Continue" goes after a successful payment. */
  continueTo: string;
}

/** The checkout sheet over the paywall: what is bought, the card step, then the result screens. */
export function Checkout({ open, onOpenChange, plan: chosenPlan, percentOff: chosenPercent, gateway, trialOffer, continueTo }: CheckoutProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>({ kind: 'form', notice: null });
  const account = useAccountCheck();
  // After "insufficient funds" the buyer may switch to the trial week: the checkout then sells that plan.
  // The offered plan is kept once taken: the offer itself goes away when the account has used its trial.
  const [offerPlan, setOfferPlan] = useState<Plan | null>(null);
  const offerTaken = offerPlan !== null;
  const plan = offerPlan ?? chosenPlan;
  const percentOff = offerTaken ? null : chosenPercent;
  const confirmerRef = useRef<CardConfirmer | null>(null);
  const busy = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const screen = screenOf(phase, account.state);

  // A new choice on the paywall starts clean.
  const stopAccountCheck = account.stop;
  useEffect(() => {
    if (open) {
      setPhase({ kind: 'form', notice: null });
      setOfferPlan(null);
      stopAccountCheck();
    }
  }, [open, chosenPlan.id, chosenPercent, stopAccountCheck]);

  // Result screens take the focus, so screen readers hear the outcome.
  useEffect(() => {
    if (screen !== 'form' && screen !== 'working') headingRef.current?.focus();
  }, [screen]);

  const checkAccount = () => {
    setPhase({ kind: 'account' });
    account.start();
  };
  const backToCard = () => setPhase({ kind: 'form', notice: null });

  async function pay() {
    const confirmer = confirmerRef.current;
    if (busy.current || !confirmer) return;
    busy.current = true;
    setPhase({ kind: 'working' });
    try {
      const result = await payForPlan(confirmer, plan, percentOff);
      if (result.kind === 'invalid') backToCard();
      else if (result.kind === 'paid') checkAccount();
      else if (result.kind === 'error') setPhase({ kind: 'form', notice: { kind: 'error', message: result.message } });
      else if (result.decline === 'insufficient_funds') setPhase({ kind: 'funds' });
      else if (result.decline === 'invalid_cvv') {
        setPhase({ kind: 'form', notice: { kind: 'cvv' } });
        confirmer.focusCvc();
      } else setPhase({ kind: 'declined' });
    } finally {
      busy.current = false;
    }
  }

  const working = screen === 'working';
  const paid = account.state.status === 'active' && phase.kind === 'account' ? account.state.subscription : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Never while money is moving or the account is updating.
        if (!next && (working || screen === 'updating')) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t('web.paywall.checkout.title')}
        className="sm:w-[min(30rem,calc(100vw-2rem))]"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-4" data-testid="checkout">
          {gateway.gateway === 'test' && <TestPaymentsNotice />}

          {/* What is being bought: visible until it is bought, so every state says what it is about. After paying,
              the summary is what the server says was bought and charged (PaidSummary), never the page's choice. */}
          {paid ? <PaidSummary subscription={paid} /> : <OrderSummary plan={plan} percentOff={percentOff} />}

          <CardStep
            plan={plan}
            percentOff={percentOff}
            gateway={gateway}
            notice={phase.kind === 'form' ? phase.notice : null}
            shown={screen === 'form' || working}
            working={working}
            onReady={(confirmer) => {
              confirmerRef.current = confirmer;
            }}
            onPay={() => void pay()}
          />

          {screen === 'updating' && <UpdatingScreen headingRef={headingRef} />}
          {screen === 'update_failed' && <UpdateFailedScreen headingRef={headingRef} onRetry={checkAccount} />}
          {screen === 'success' && <SuccessScreen headingRef={headingRef} continueTo={continueTo} />}
          {screen === 'declined' && <DeclinedScreen headingRef={headingRef} onRetry={backToCard} />}
          {screen === 'funds' && (
            <FundsScreen
              headingRef={headingRef}
              offer={trialOffer && !offerTaken ? trialOffer : null}
              onTakeOffer={(offer) => {
                setOfferPlan(offer);
                backToCard();
              }}
              onOtherCard={backToCard}
            />
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
