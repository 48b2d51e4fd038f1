import type { Purchase } from '@reelcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { Download, Receipt, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { toast } from '../../components/ui/toast.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useFormat } from '../billing/index.ts';
import { Section } from '../profile/section.tsx';
import { subscriptionApi, usePaymentHistory, usePurchases } from './subscription.api.ts';

const PAYMENT_TONE = { succeeded: 'text-success', failed: 'text-danger', refunded: 'text-muted' } as const;

/**
 * Payment history. Every paid payment links to its receipt, a document of its own page
 * to print or download (issue 31); a refunded one also to its refund document.
 */
export function HistorySection() {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const history = usePaymentHistory();
  return (
    <Section id="history" title={t('web.subscription.history.title')}>
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
            <li key={payment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="payment-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{payment.description}</p>
                <p className="text-sm text-muted">
                  {date(payment.created_at)} · <span className={PAYMENT_TONE[payment.status]}>{t(`web.subscription.history.status.${payment.status}`)}</span>
                  {payment.refunded_at && <> · {date(payment.refunded_at)}</>}
                  {payment.failure_code && <> · {t(`web.subscription.history.decline.${payment.failure_code}`)}</>}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{money(payment.amount_cents, payment.currency)}</p>
              {payment.status !== 'failed' && payment.receipt_number && (
                <Link to={receiptPath(payment.id)} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
                  <Receipt aria-hidden="true" className="size-4" />
                  {t('web.subscription.history.view_receipt')}
                </Link>
              )}
              {payment.status === 'refunded' && payment.refund_number && (
                <Link to={receiptPath(payment.id, 'refund')} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  {t('web.receipts.view_refund')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The receipt page of a payment (routes.ts), or its refund document. */
export function receiptPath(paymentId: string, document: 'receipt' | 'refund' = 'receipt'): string {
  const path = `/app/profile/subscription/receipts/${encodeURIComponent(paymentId)}`;
  return document === 'refund' ? `${path}?document=refund` : path;
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
    <Section id="purchases" title={t('web.subscription.purchases.title')}>
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
    </Section>
  );
}
