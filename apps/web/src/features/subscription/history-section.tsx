import type { Payment, Purchase } from '@reelcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { Download, Printer, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardLabel } from './payment-methods-section.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { SectionCard } from './subscription-page.tsx';
import { subscriptionApi, usePaymentHistory, usePurchases } from './subscription.api.ts';

const PAYMENT_TONE = { succeeded: 'text-success', failed: 'text-danger', refunded: 'text-muted' } as const;

/** Payment history (spec §7 subscriptions/history) with a printable receipt for every paid payment. */
export function HistorySection() {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const history = usePaymentHistory();
  const [receipt, setReceipt] = useState<Payment | null>(null);
  return (
    <SectionCard id="history" title={t('web.subscription.history.title')}>
      {history.isPending ? (
        <Skeleton className="h-16" />
      ) : history.isError ? (
        <Alert>
          {t('web.subscription.history.load_failed')}{' '}
          <button type="button" className="underline" onClick={() => void history.refetch()}>
            {t('web.common.retry')}
          </button>
        </Alert>
      ) : history.data.items.length === 0 ? (
        <p className="text-muted">{t('web.subscription.history.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {history.data.items.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{payment.description}</p>
                <p className="text-sm text-muted">
                  {date(payment.created_at)} · <span className={PAYMENT_TONE[payment.status]}>{t(`web.subscription.history.status.${payment.status}`)}</span>
                  {payment.failure_code && <> · {t(`web.subscription.history.decline.${payment.failure_code}`)}</>}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{money(payment.amount_cents, payment.currency)}</p>
              {payment.status !== 'failed' && payment.receipt_number && (
                <Button size="sm" variant="ghost" onClick={() => setReceipt(payment)}>
                  <Receipt aria-hidden="true" className="size-4" />
                  {t('web.subscription.history.view_receipt')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={receipt !== null} onOpenChange={(open) => !open && setReceipt(null)}>
        {receipt && (
          <DialogContent
            title={t('web.subscription.receipt.title')}
            className="print:static print:w-full print:translate-none print:border-0 print:shadow-none"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2" data-testid="receipt">
              <dt className="text-muted">{t('web.subscription.receipt.number')}</dt>
              <dd className="font-semibold">{receipt.receipt_number}</dd>
              <dt className="text-muted">{t('web.subscription.receipt.date')}</dt>
              <dd>{date(receipt.created_at)}</dd>
              <dt className="text-muted">{t('web.subscription.receipt.description')}</dt>
              <dd>{receipt.description}</dd>
              <dt className="text-muted">{t('web.subscription.receipt.card')}</dt>
              <dd>
                {receipt.card_brand && receipt.card_last4
                  ? cardLabel(t, { brand: receipt.card_brand, last4: receipt.card_last4 })
                  : '—'}
              </dd>
              <dt className="text-muted">{t('web.subscription.receipt.amount')}</dt>
              <dd className="text-lg font-bold">{money(receipt.amount_cents, receipt.currency)}</dd>
            </dl>
            <Button variant="secondary" block className="mt-6 print:hidden" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('web.subscription.receipt.print')}
            </Button>
          </DialogContent>
        )}
      </Dialog>
    </SectionCard>
  );
}

const PURCHASE_TONE = { pending: 'text-warning', paid: 'text-success', failed: 'text-danger', refunded: 'text-muted' } as const;

/** One-off purchases (gifts, the guidelines PDF, the archive restore) with their downloads. */
export function PurchasesSection() {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const purchases = usePurchases();
  const download = useMutation({
    mutationFn: (purchase: Purchase) => subscriptionApi.download(purchase.id),
    onSuccess: (link) => {
      const anchor = document.createElement('a');
      anchor.href = link.url;
      anchor.download = link.filename;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    },
    onError: (error) => toast.error(errorMessage(error, t)),
  });
  return (
    <SectionCard id="purchases" title={t('web.subscription.purchases.title')}>
      {purchases.isPending ? (
        <Skeleton className="h-16" />
      ) : purchases.isError ? (
        <Alert>
          {t('web.subscription.purchases.load_failed')}{' '}
          <button type="button" className="underline" onClick={() => void purchases.refetch()}>
            {t('web.common.retry')}
          </button>
        </Alert>
      ) : purchases.data.items.length === 0 ? (
        <p className="text-muted">{t('web.subscription.purchases.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {purchases.data.items.map((purchase) => (
            <li key={purchase.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{t(`web.subscription.products.${purchase.product_id}`)}</p>
                <p className="text-sm text-muted">
                  {date(purchase.created_at)} ·{' '}
                  <span className={cn(PURCHASE_TONE[purchase.status])}>{t(`web.subscription.purchases.status.${purchase.status}`)}</span>
                  {purchase.delivery_email && <> · {purchase.delivery_email}</>}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{money(purchase.amount_cents, purchase.currency)}</p>
              {purchase.downloadable && purchase.status === 'paid' && (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={download.isPending && download.variables.id === purchase.id}
                  onClick={() => download.mutate(purchase)}
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('web.subscription.purchases.download')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
