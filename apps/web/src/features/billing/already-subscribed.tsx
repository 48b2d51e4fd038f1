import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';

/** A subscriber who opens /paywall has nothing to buy here. */
export function AlreadySubscribed() {
  const { t } = useTranslation();
  return (
    <section
      className="flex flex-col items-center rounded-card border border-border bg-surface px-6 py-10 text-center shadow-card"
      data-testid="already-subscribed"
    >
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-success-soft text-success">
        <BadgeCheck aria-hidden="true" className="size-9" />
      </div>
      <h1 className="text-title font-bold tracking-tight">{t('web.paywall.already.title')}</h1>
      <p className="mt-2 max-w-sm text-muted">{t('web.paywall.already.body')}</p>
      <Link to="/app" className={buttonClass({ size: 'lg', className: 'mt-6 w-full sm:w-auto' })}>
        {t('web.paywall.already.home')}
      </Link>
    </section>
  );
}
