import { ArrowRight, Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { EmptyState } from '../../components/states.tsx';
import { buttonClass } from '../../components/ui/button.tsx';

/** `/app`: the content list. Generation arrives in a later issue; for now the empty state leads to the blog topic. */
export function ContentHome() {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t('web.content.doc_title')} · Reelcraft`}</title>
      <PageHeader title={t('web.content.title')} />
      <EmptyState
        icon={Clapperboard}
        title={t('web.content.empty_title')}
        body={t('web.content.empty_body')}
        action={
          <Link to="/app/profile#blog-topic" className={buttonClass({ size: 'lg', block: true, className: 'sm:w-auto' })}>
            {t('web.content.empty_cta')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        }
      />
    </>
  );
}
