import type { ProductId } from '@reelcraft/contract';
import { Gift } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabel } from './payment-methods-section.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { CardForm, type CardConfirmer, usePublishableKey, useFormat } from '../billing/index.ts';
import { ChoiceList } from './choice-list.tsx';
import { Section } from '../profile/section.tsx';
import { subscriptionApi, usePaymentMethods, useProducts, useRefreshSubscription } from './subscription.api.ts';

const GIFTS = ['gift_month', 'gift_quarter', 'gift_year'] as const satisfies readonly ProductId[];
const NEW_CARD = 'new';

function newKey(): string {
  return `gift-${crypto.randomUUID()}`;
}

/** Gift a subscription: month, quarter or year, sent by e-mail with a redeem link; saved card or the form. */
export function GiftSection() {
  const { t } = useTranslation();
  const { money } = useFormat();
  const products = useProducts();
  const methods = usePaymentMethods();
  const key = usePublishableKey();
  const refresh = useRefreshSubscription();
  const [product, setProduct] = useState<(typeof GIFTS)[number]>('gift_month');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [card, setCard] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmer = useRef<CardConfirmer | null>(null);
  const attempt = useRef(newKey());

  const saved = methods.data?.items ?? [];
  const chosenCard = card ?? saved.find((method) => method.is_default)?.id ?? saved[0]?.id ?? NEW_CARD;
  const price = products.data?.items.find((item) => item.id === product);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const recipient = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(recipient)) {
      setEmailError(t('web.subscription.gift.email_invalid'));
      return;
    }
    setEmailError(undefined);
    if (chosenCard === NEW_CARD && !(await confirmer.current?.validate())) return;
    setBusy(true);
    try {
      const result = await subscriptionApi.purchase(product, {
        delivery_email: recipient,
        idempotency_key: attempt.current,
        ...(chosenCard === NEW_CARD ? {} : { payment_method_id: chosenCard }),
      });
      if (result.client_secret) {
        const outcome = await confirmer.current?.confirmPayment(result.client_secret);
        if (!outcome || !outcome.ok) {
          setError(outcome?.message ?? t('web.subscription.gift.failed'));
          attempt.current = newKey();
          return;
        }
      } else if (result.purchase.status === 'failed') {
        setError(t('web.subscription.gift.failed'));
        attempt.current = newKey();
        return;
      }
      attempt.current = newKey();
      setSentTo(recipient);
      setEmail('');
      await refresh();
    } catch (failure) {
      setError(errorMessage(failure, t));
      attempt.current = newKey();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="gift" title={t('web.subscription.gift.title')} hint={t('web.subscription.gift.hint')}>
      {sentTo && (
        <Alert tone="success" className="mb-4">
          {t('web.subscription.gift.done', { email: sentTo })}
        </Alert>
      )}
      {products.isPending ? (
        <Skeleton className="h-40" />
      ) : products.isError ? (
        <Alert>{t('web.subscription.gift.load_failed')}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <ChoiceList
            name="gift_period"
            legend={t('web.subscription.gift.period_label')}
            columns={2}
            options={GIFTS.map((id) => {
              const item = products.data.items.find((entry) => entry.id === id);
              return { value: id, label: `${t(`web.subscription.products.${id}`)}${item ? ` · ${money(item.amount_cents, item.currency)}` : ''}` };
            })}
            value={product}
            onChange={setProduct}
          />
          <TextField
            type="email"
            label={t('web.subscription.gift.recipient')}
            value={email}
            error={emailError}
            autoComplete="off"
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
          {saved.length > 0 && (
            <ChoiceList
              name="gift_card"
              legend={t('web.subscription.gift.pay_with')}
              options={[
                ...saved.map((method) => ({ value: method.id, label: cardLabel(t, method) })),
                { value: NEW_CARD, label: t('web.subscription.gift.new_card') },
              ]}
              value={chosenCard}
              onChange={setCard}
            />
          )}
          {chosenCard === NEW_CARD && key.data && key.data.gateway !== 'off' && (
            <CardForm
              gateway={key.data.gateway}
              publishableKey={key.data.publishable_key}
              onReady={(c) => (confirmer.current = c)}
              disabled={busy}
              intent={price ? { mode: 'payment', amountCents: price.amount_cents, currency: price.currency } : { mode: 'payment' }}
            />
          )}
          {error && <Alert>{error}</Alert>}
          <Button type="submit" loading={busy} block className="sm:w-auto sm:self-start">
            <Gift aria-hidden="true" className="size-4" />
            {price ? t('web.subscription.gift.buy', { amount: money(price.amount_cents, price.currency) }) : t('web.subscription.gift.buy_plain')}
          </Button>
        </form>
      )}
    </Section>
  );
}
