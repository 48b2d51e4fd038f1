import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { EmptyState } from '../../components/states.tsx';

/** `/app/trends`: filled by a later issue; until then a clear "on the way" card. */
export function TrendsPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('web.trends.doc_title')} · Reelcraft`}</title>
      <PageHeader title={t('web.trends.title')} />
      <EmptyState icon={TrendingUp} title={t('web.trends.empty_title')} body={t('web.trends.empty_body')} />
    </>
  );
}
