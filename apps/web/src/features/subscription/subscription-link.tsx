import { ChevronRight, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/ui/card.tsx';

/** The profile page's way to subscription management. */
export function SubscriptionLink() {
  const { t } = useTranslation();
  return (
    <Card className="mt-4 p-0 sm:mt-6 sm:p-0">
      <Link to="/app/profile/subscription" className="flex min-h-16 items-center gap-4 rounded-card px-5 py-4 hover:bg-surface-2 sm:px-6">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-link">
          <CreditCard aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-lg font-semibold">{t('web.subscription.title')}</span>
          <span className="block text-sm text-muted">{t('web.subscription.profile_link_hint')}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-muted" />
      </Link>
    </Card>
  );
}
