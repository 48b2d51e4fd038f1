import type { PaymentMethod, Subscription } from '@reelcraft/contract';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { CreditCard, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { AlertDialog, AlertDialogCancel, AlertDialogContent, Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { cardBrandName } from '@reelcraft/i18n';
import { CardForm, type CardConfirmer, usePublishableKey } from '../billing/index.ts';
import { Section } from '../profile/section.tsx';
import { subscriptionApi, usePaymentMethods, useRefreshSubscription } from './subscription.api.ts';

/** "Visa •••• 4242", with the expiry when known: two cards of one brand and last 4 differ by it (issue 31, item 14). */
export function cardLabel(t: TFunction, method: Pick<PaymentMethod, 'brand' | 'last4'> & Partial<Pick<PaymentMethod, 'exp_month' | 'exp_year'>>): string {
  const brand = cardBrandName(method.brand);
  if (method.exp_month && method.exp_year) {
    return t('web.subscription.methods.card_label_expiry', {
      brand,
      last4: method.last4,
      month: String(method.exp_month).padStart(2, '0'),
      year: String(method.exp_year),
    });
  }
  return t('web.subscription.methods.card_label', { brand, last4: method.last4 });
}

/** Saved cards: add one with the card form (a setup intent, nothing charged), make one the default, remove one. */
export function PaymentMethodsSection({ subscription }: { subscription: Subscription | null }) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  const refresh = useRefreshSubscription();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const makeDefault = useMutation({ mutationFn: (id: string) => subscriptionApi.makeDefault(id) });
  const remove = useMutation({ mutationFn: (id: string) => subscriptionApi.removeMethod(id) });

  const setDefault = (method: PaymentMethod) =>
    makeDefault.mutate(method.id, {
      onSuccess: async () => {
        toast.success(t('web.subscription.methods.made_default', { card: cardLabel(t, method) }));
        await refresh();
      },
      onError: (error) => toast.error(errorMessage(error, t)),
    });

  const confirmRemove = () => {
    if (!removing) return;
    const method = removing;
    remove.mutate(method.id, {
      onSuccess: async () => {
        setRemoving(null);
        toast.success(t('web.subscription.methods.removed', { card: cardLabel(t, method) }));
        await refresh();
      },
    });
  };

  return (
    <Section id="payment-methods" title={t('web.subscription.methods.title')} hint={subscription?.renews ? t('web.subscription.methods.hint') : undefined}>
      {methods.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-16" />
        </div>
      ) : methods.isError ? (
        <Alert>
          {t('web.subscription.methods.load_failed')}{' '}
          <button type="button" className="underline" onClick={() => void methods.refetch()}>
            {t('web.common.retry')}
          </button>
        </Alert>
      ) : methods.data.items.length === 0 ? (
        <p className="text-muted">{t('web.subscription.methods.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('web.subscription.methods.title')}>
          {methods.data.items.map((method) => (
            <li key={method.id} className="flex flex-wrap items-center gap-3 rounded-control border border-border px-4 py-3" data-testid="payment-method">
              <CreditCard aria-hidden="true" className="size-6 shrink-0 text-muted" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {cardLabel(t, { brand: method.brand, last4: method.last4 })}
                  {method.is_default && (
                    <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-link">
                      {t('web.subscription.methods.default_badge')}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted">
                  {t('web.subscription.methods.expires', { month: String(method.exp_month).padStart(2, '0'), year: String(method.exp_year) })}
                </p>
              </div>
              <div className="flex gap-1">
                {!method.is_default && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={makeDefault.isPending && makeDefault.variables === method.id}
                    onClick={() => setDefault(method)}
                    aria-label={t('web.subscription.methods.make_default_of', { card: cardLabel(t, method) })}
                  >
                    {t('web.subscription.methods.make_default')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-danger"
                  onClick={() => {
                    remove.reset();
                    setRemoving(method);
                  }}
                  aria-label={t('web.subscription.methods.remove_of', { card: cardLabel(t, method) })}
                >
                  {t('web.subscription.methods.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" className="mt-4" onClick={() => setAdding(true)}>
        <Plus aria-hidden="true" className="size-4" />
        {t('web.subscription.methods.add')}
      </Button>
      <AddCardDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={async () => {
          setAdding(false);
          toast.success(t('web.subscription.methods.added'));
          await refresh();
        }}
      />
      <AlertDialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <AlertDialogContent
          title={t('web.subscription.methods.remove_title')}
          description={removing ? t('web.subscription.methods.remove_body', { card: cardLabel(t, removing) }) : ''}
        >
          {remove.isError && <Alert className="mb-4">{errorMessage(remove.error, t)}</Alert>}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button variant="destructive" loading={remove.isPending} onClick={confirmRemove}>
              {t('web.subscription.methods.remove_confirm')}
            </Button>
            <AlertDialogCancel asChild>
              <Button variant="secondary">{t('web.common.cancel')}</Button>
            </AlertDialogCancel>
          </div>
        </AlertDialogContent>
      </AlertDialog>
    </Section>
  );
}

/** The card form in a dialog: setup intent → confirm in the form → save it on the account. Nothing is charged. */
function AddCardDialog({ open, onOpenChange, onSaved }: { open: boolean; onOpenChange: (open: boolean) => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const key = usePublishableKey(open);
  const confirmer = useRef<CardConfirmer | null>(null);
  const [makeDefault, setMakeDefault] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const form = confirmer.current;
    if (!form || busy) return;
    setError(null);
    if (!(await form.validate())) return;
    setBusy(true);
    try {
      const intent = await subscriptionApi.setupIntent();
      const outcome = await form.confirmSetup(intent.client_secret);
      if (!outcome.ok) {
        setError(outcome.message);
        if (outcome.decline === 'invalid_cvv') form.focusCvc();
        return;
      }
      await subscriptionApi.confirmMethod(outcome.setupIntentId ?? intent.setup_intent_id, makeDefault);
      await onSaved();
    } catch (failure) {
      setError(errorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const gateway = key.data?.gateway;
  // A dialog opened again starts clean: the last attempt's error belongs to that attempt (issue 31, item 14).
  const openChange = (next: boolean) => {
    if (!next) setError(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent title={t('web.subscription.methods.add_title')} description={t('web.subscription.methods.add_hint')}>
        {key.isPending ? (
          <Skeleton className="h-40" />
        ) : key.isError || !gateway || gateway === 'off' ? (
          <Alert>{t('web.subscription.methods.form_unavailable')}</Alert>
        ) : (
          <div className="flex flex-col gap-4">
            <CardForm
              gateway={gateway}
              publishableKey={key.data.publishable_key}
              onReady={(c) => (confirmer.current = c)}
              disabled={busy}
              intent={{ mode: 'setup' }}
            />
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-primary)]"
                checked={makeDefault}
                onChange={(event) => setMakeDefault(event.target.checked)}
              />
              {t('web.subscription.methods.make_default_check')}
            </label>
            {error && <Alert>{error}</Alert>}
            <Button block loading={busy} onClick={() => void save()}>
              {t('web.subscription.methods.save')}
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
