import { useTranslation } from 'react-i18next';
import { AdminPage } from './admin-ui.tsx';
import { GiftCodes } from './gift-codes-panel.tsx';
import { PromoCodes } from './promo-codes-panel.tsx';

export function CodesPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('web.admin.sections.codes')}>
      <PromoCodes />
      <GiftCodes />
    </AdminPage>
  );
}
