import type { Receipt } from '@reelcraft/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { api, apiFile } from '../../lib/api.ts';
import { useFormat } from '../billing/index.ts';
import { cardLabel } from './payment-methods-section.tsx';

export type ReceiptDocument = 'receipt' | 'refund';

/** The receipt's data in the reading language (descriptions follow it), for its owner only. */
function useReceipt(paymentId: string, language: string) {
  return useQuery({
    queryKey: ['subscription-page', 'receipt', paymentId, language],
    queryFn: ({ signal }) => api<Receipt>(`/v2/payment/receipts/${encodeURIComponent(paymentId)}?language=${language}`, { signal }),
  });
}

/**
 * The print rules of this page only: one A4 sheet, white, nothing but the document (the toolbar hides itself with
 * `print:hidden`, and this route sits outside the app's layout, so there is no navigation to hide).
 */
const PRINT_CSS = `@page { size: A4; margin: 14mm; }
@media print { html, body { background: #fff !important; color: #000 !important; } }`;

/**
 * Issue 31: a receipt, or a refunded payment's refund document (`?document=refund`), as its own page to print or
 * download as PDF: /app/profile/subscription/receipts/:id. The same contents as the PDF the server draws.
 */
export function ReceiptPage({ paymentId, document }: { paymentId: string; document: ReceiptDocument }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const receipt = useReceipt(paymentId, locale);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      const path = document === 'refund' ? 'refund.pdf' : 'pdf';
      const { blob, fileName } = await apiFile(`/v2/payment/receipts/${encodeURIComponent(paymentId)}/${path}?language=${locale}`);
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = fileName ?? `reelcraft-${document}.pdf`;
      window.document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  };

  const data = receipt.data;
  const showRefund = document === 'refund' && data?.refund ? data.refund : null;
  const title = data
    ? showRefund
      ? t('web.receipts.refund_doc_title', { number: showRefund.refund_number })
      : t('web.receipts.doc_title', { number: data.receipt_number })
    : t('web.receipts.title');

  return (
    <main id="main" className="min-h-dvh bg-bg px-4 py-6 print:min-h-0 print:bg-white print:p-0">
      <title>{`${title} · Reelcraft`}</title>
      <style>{PRINT_CSS}</style>
      <div className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-2 print:hidden" data-testid="receipt-toolbar">
        <Link to="/app/profile/subscription#history" className={buttonClass({ variant: 'ghost', size: 'sm', className: '-ml-3 mr-auto' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('web.receipts.back')}
        </Link>
        {data && (
          <>
            <Button size="sm" variant="secondary" loading={downloading} onClick={() => void download()}>
              <Download aria-hidden="true" className="size-4" />
              {t('web.receipts.download')}
            </Button>
            <Button size="sm" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              {t('web.receipts.print')}
            </Button>
          </>
        )}
      </div>
      {downloadFailed && (
        <div className="mx-auto mb-4 max-w-[210mm] print:hidden">
          <Alert>{t('web.receipts.download_failed')}</Alert>
        </div>
      )}
      {receipt.isPending ? (
        <Skeleton className="mx-auto h-[60vh] max-w-[210mm]" />
      ) : receipt.isError || !data || (document === 'refund' && !data.refund) ? (
        <div className="mx-auto max-w-[210mm]">
          <Alert>{t('web.receipts.load_failed')}</Alert>
        </div>
      ) : (
        <ReceiptSheet receipt={data} refund={showRefund} />
      )}
    </main>
  );
}

function ReceiptSheet({ receipt, refund }: { receipt: Receipt; refund: Receipt['refund'] }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  const amount = (cents: number) => money(cents, receipt.currency);
  const rows: [string, string][] = [[t('web.receipts.buyer'), receipt.buyer.email]];
  if (refund) {
    rows.push(
      [t('web.receipts.refund_number'), refund.refund_number],
      [t('web.receipts.refund_date'), date(refund.refunded_at)],
      [t('web.receipts.original_receipt'), receipt.receipt_number],
    );
  } else {
    rows.push([t('web.receipts.number'), receipt.receipt_number]);
  }
  rows.push([t('web.receipts.date'), date(receipt.paid_at)], [t('web.receipts.item'), receipt.description]);
  if (receipt.period_start && receipt.period_end) {
    rows.push([t('web.receipts.period'), t('web.receipts.period_value', { from: date(receipt.period_start), to: date(receipt.period_end) })]);
  }
  rows.push([
    t('web.receipts.payment_method'),
    receipt.card_brand && receipt.card_last4 ? cardLabel(t, { brand: receipt.card_brand, last4: receipt.card_last4 }) : '—',
  ]);
  const tax = receipt.seller.tax_note
    ? `${amount(receipt.tax_cents)} — ${receipt.seller.tax_note}`
    : t('web.receipts.tax_not_charged', { amount: amount(receipt.tax_cents) });
  const firstRenewal = receipt.renewal?.first_amount_cents;
  const renewal =
    !refund && receipt.renewal
      ? t(firstRenewal != null ? 'web.receipts.renewal_first' : 'web.receipts.renewal', {
          first: firstRenewal != null ? money(firstRenewal, receipt.renewal.currency) : '',
          amount: money(receipt.renewal.amount_cents, receipt.renewal.currency),
          every: t('web.paywall.every_weeks', { count: receipt.renewal.period_weeks }),
          date: date(receipt.renewal.from),
        })
      : null;

  return (
    <article
      data-testid="receipt-sheet"
      aria-label={refund ? t('web.receipts.refund_title') : t('web.receipts.title')}
      className="mx-auto w-full max-w-[210mm] rounded-card border border-neutral-200 bg-white p-6 text-[#16131d] shadow-card sm:p-12 print:max-w-none print:rounded-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="mb-8 h-1 rounded-full bg-[#e8336d]" aria-hidden="true" />
      <header className="mb-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-bold">{receipt.seller.name}</p>
          {receipt.seller.address && <p className="text-sm text-[#5d5869]">{receipt.seller.address}</p>}
          {receipt.seller.tax_id && <p className="text-sm text-[#5d5869]">{t('web.receipts.tax_id', { id: receipt.seller.tax_id })}</p>}
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-extrabold">{refund ? t('web.receipts.refund_title') : t('web.receipts.title')}</h1>
          <p className="text-sm font-semibold text-[#5d5869]">{refund ? refund.refund_number : receipt.receipt_number}</p>
        </div>
      </header>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-[#5d5869]">{label}</dt>
            <dd className="text-right font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-neutral-200 pt-4 text-sm">
        <dt className="text-[#5d5869]">{t('web.receipts.amount')}</dt>
        <dd className="text-right font-semibold">{amount(receipt.amount_cents)}</dd>
        <dt className="text-[#5d5869]">{t('web.receipts.tax')}</dt>
        <dd className="text-right font-semibold">{tax}</dd>
      </dl>
      <div className="mt-3 flex items-baseline justify-between border-t border-neutral-200 pt-3 text-lg font-bold">
        <span>{refund ? t('web.receipts.total_refunded') : t('web.receipts.total')}</span>
        <span>{amount(refund ? refund.amount_cents : receipt.amount_cents)}</span>
      </div>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        {refund && <p>{t('web.receipts.refund_note', { receipt: receipt.receipt_number })}</p>}
        {!refund && receipt.refund && (
          <p>{t('web.receipts.refunded_note', { date: date(receipt.refund.refunded_at), number: receipt.refund.refund_number })}</p>
        )}
        {renewal && (
          <p>
            <span className="font-semibold">{t('web.receipts.renewal_title')}:</span> {renewal}
          </p>
        )}
      </div>
      <p className="mt-10 text-xs text-[#5d5869]">{t('web.receipts.footer', { seller: receipt.seller.name })}</p>
    </article>
  );
}
