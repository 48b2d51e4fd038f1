import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/ui/card.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useAdminOverview } from './admin.api.ts';
import { AdminPage, QueryView, Stat } from './admin-ui.tsx';
import { formatMoney, formatNumber } from './format.ts';

export function OverviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAdminOverview();
  return (
    <AdminPage title={t('web.admin.sections.overview')}>
      <QueryView
        query={query}
        skeleton={
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-24 w-full rounded-card" />
            ))}
          </div>
        }
      >
        {(data) => (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Stat label={t('web.admin.overview.users_total')} value={formatNumber(data.users_total, locale)} />
            <Stat label={t('web.admin.overview.users_last_7_days')} value={formatNumber(data.users_last_7_days, locale)} />
            <Stat label={t('web.admin.overview.active_subscriptions')} value={formatNumber(data.active_subscriptions, locale)} />
            <Stat label={t('web.admin.overview.mrr')} value={formatMoney(data.mrr_cents, data.currency, locale)} />
            <Stat label={t('web.admin.overview.generations_last_24h')} value={formatNumber(data.generations_last_24h, locale)} />
            <Stat label={t('web.admin.overview.failed_jobs')} value={formatNumber(data.failed_jobs, locale)} />
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}
