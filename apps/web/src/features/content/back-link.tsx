import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Back to the content home, above the item page and the batch page. */
export function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/app" className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('web.item.back')}
    </Link>
  );
}
