import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { useBillingMode } from '../../lib/public-config.ts';

/** "Test payments — no real card is charged" inside the checkout (the caller knows the gateway). */
export function TestPaymentsNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p
      className={cn('flex items-center gap-2 rounded-control bg-warning/10 px-3 py-2 text-sm font-semibold text-warning', className)}
      data-testid="test-payments-banner"
    >
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t('web.paywall.test_banner')}
    </p>
  );
}

/**
 * A thin strip at the top of a page, shown only while the built-in test gateway takes the payments. It reads the
 * public configuration every page has, not the billing API (which BILLING=off does not serve: a 404 on every page).
 */
export function TestPaymentsBanner() {
  const { t } = useTranslation();
  if (useBillingMode() !== 'test') return null;
  return (
    <p
      className="flex items-center justify-center gap-2 border-b border-warning/30 bg-surface px-4 py-1.5 text-center text-xs font-semibold text-warning"
      data-testid="test-payments-banner"
    >
      <FlaskConical aria-hidden="true" className="size-3.5 shrink-0" />
      {t('web.paywall.test_banner')}
    </p>
  );
}
