import { CircleAlert, CircleCheck, CreditCard, RefreshCw } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SupportLinks } from '../../../components/support-links.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** The heading of a result screen takes the focus when it appears, so screen readers hear the outcome. */
export type HeadingRef = RefObject<HTMLHeadingElement | null>;

/** The frame every result screen shares: an icon in the screen's tone, the focusable heading, then its content. */
export function Result({
  headingRef,
  icon,
  tone,
  title,
  live = false,
  children,
}: {
  headingRef: HeadingRef;
  icon: ReactNode;
  tone: 'neutral' | 'success' | 'danger';
  title: string;
  live?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="flex flex-col items-center py-2 text-center"
      role={tone === 'danger' ? 'alert' : 'status'}
      aria-live={live ? 'polite' : undefined}
      data-testid="checkout-result"
    >
      <div
        aria-hidden="true"
        className={cn(
          'mb-3 flex size-14 items-center justify-center rounded-full',
          tone === 'success' && 'bg-success-soft text-success',
          tone === 'danger' && 'bg-danger-soft text-danger',
          tone === 'neutral' && 'bg-primary-soft text-link',
        )}
      >
        {icon}
      </div>
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h3>
      <div className="mt-1.5 w-full text-muted">{children}</div>
    </div>
  );
}

/** Paid; the server is re-reading the subscription from the gateway. */
export function UpdatingScreen({ headingRef }: { headingRef: HeadingRef }) {
  const { t } = useTranslation();
  return (
    <Result headingRef={headingRef} icon={<Spinner className="size-7" />} tone="neutral" title={t('web.paywall.result.updating')} live>
      <p>{t('web.paywall.result.updating_body')}</p>
    </Result>
  );
}

/** Paid, but the account did not show it within the checks' bound: check again. */
export function UpdateFailedScreen({ headingRef, onRetry }: { headingRef: HeadingRef; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result headingRef={headingRef} icon={<CircleAlert className="size-7" />} tone="danger" title={t('web.paywall.result.update_failed')}>
      <Button size="lg" block onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('web.paywall.result.try_again')}
      </Button>
      {/* The payment went through: the help offered is about the account, not a payment that fails (issue 31, item 14). */}
      <SupportLinks align="center" className="mt-4" lead={t('web.support.update_failed')} subject={t('web.support.payment_subject')} />
    </Result>
  );
}

/** The account is active: "Continue" goes where the paywall was opened from. */
export function SuccessScreen({ headingRef, continueTo }: { headingRef: HeadingRef; continueTo: string }) {
  const { t } = useTranslation();
  return (
    <Result headingRef={headingRef} icon={<CircleCheck className="size-7" />} tone="success" title={t('web.paywall.result.success_title')}>
      <p>{t('web.paywall.result.success_body')}</p>
      <Link to={continueTo} replace className={buttonClass({ size: 'lg', block: true, className: 'mt-4' })}>
        {t('web.paywall.result.continue')}
      </Link>
    </Result>
  );
}

/** The card was declined (not for funds or CVC): nothing was charged; back to the card. */
export function DeclinedScreen({ headingRef, onRetry }: { headingRef: HeadingRef; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result headingRef={headingRef} icon={<CreditCard className="size-7" />} tone="danger" title={t('web.paywall.result.failed_title')}>
      <p>{t('web.paywall.result.failed_body')}</p>
      <p className="mt-1" data-testid="not-charged">
        {t('web.paywall.result.not_charged')}
      </p>
      <Button size="lg" block className="mt-4" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {t('web.paywall.result.try_again')}
      </Button>
      <SupportLinks align="center" className="mt-4" lead={t('web.support.payment_failed')} subject={t('web.support.payment_subject')} />
    </Result>
  );
}
