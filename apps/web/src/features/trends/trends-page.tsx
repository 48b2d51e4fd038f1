import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@reelcraft/i18n';
import { AtSign, ChevronLeft, ChevronRight, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SelectField } from '../../components/ui/field.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useInstagramProfiles } from '../instagram/instagram.api.ts';
import { TrendCard } from './trend-card.tsx';
import { pageParam, useTrendsPage } from './trends.api.ts';

/**
 * `/app/trends`: short-video formats, 10 a page, in a chosen language (the UI's by default),
 * each with 'Create similar'. Page and language live in the URL.
 */
export function TrendsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const requested = params.get('language');
  const language: Language = isLanguage(requested) ? requested : locale;
  const page = pageParam(params.get('page'));
  const trends = useTrendsPage(language, page);
  const profiles = useInstagramProfiles();

  const hrefFor = (next: { page?: number; language?: Language }) => {
    const search = new URLSearchParams();
    const lang = next.language ?? language;
    if (lang !== locale) search.set('language', lang);
    const target = next.page ?? page;
    if (target > 1) search.set('page', String(target));
    const query = search.toString();
    return query ? `/app/trends?${query}` : '/app/trends';
  };

  return (
    <>
      <title>{`${t('web.trends.doc_title')} · Reelcraft`}</title>
      <PageHeader title={t('web.trends.title')} />
      <p className="-mt-3 mb-5 text-muted lg:-mt-5">{t('web.trends.subtitle')}</p>

      <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-64">
          <SelectField
            label={t('web.trends.language')}
            value={language}
            onChange={(event) => {
              const value = event.target.value;
              if (!isLanguage(value)) return;
              const search = new URLSearchParams();
              if (value !== locale) search.set('language', value);
              setParams(search, { preventScrollReset: true });
            }}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </SelectField>
        </div>
      </div>

      {profiles.data && profiles.data.items.length === 0 && (
        <div className="mb-5 flex flex-col gap-3 rounded-card border border-primary/30 bg-primary-soft p-4 sm:flex-row sm:items-center">
          <AtSign aria-hidden="true" className="size-6 shrink-0 text-link" />
          <p className="min-w-0 flex-1">{t('web.trends.no_profile')}</p>
          <Link to="/instagram" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            {t('web.trends.no_profile_cta')}
          </Link>
        </div>
      )}

      {trends.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <p className="sr-only" role="status">
            {t('web.trends.loading')}
          </p>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-72 rounded-card" />
          ))}
        </div>
      ) : trends.isError ? (
        <ErrorState message={t('web.errors.load_failed')} onRetry={() => void trends.refetch()} />
      ) : trends.data.items.length === 0 ? (
        <EmptyState icon={TrendingUp} title={t('web.trends.empty_title')} body={t('web.trends.empty_body')} />
      ) : (
        <>
          <ul
            className={cn('flex flex-col gap-4 transition-opacity', trends.isPlaceholderData && 'opacity-60')}
            aria-busy={trends.isPlaceholderData || undefined}
          >
            {trends.data.items.map((trend) => (
              <li key={trend.id}>
                <TrendCard trend={trend} />
              </li>
            ))}
          </ul>
          {trends.data.pages > 1 && (
            <nav aria-label={t('web.trends.pagination')} className="mt-6 flex items-center justify-between gap-3">
              <PageLink to={hrefFor({ page: page - 1 })} disabled={page <= 1} direction="previous" />
              <p className="text-sm text-muted tabular-nums">{t('web.trends.page_of', { page: trends.data.page, pages: trends.data.pages })}</p>
              <PageLink to={hrefFor({ page: page + 1 })} disabled={page >= trends.data.pages} direction="next" />
            </nav>
          )}
        </>
      )}
    </>
  );
}

function PageLink({ to, disabled, direction }: { to: string; disabled: boolean; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  const content = (
    <>
      {direction === 'previous' && <Icon aria-hidden="true" className="size-4" />}
      {t(`web.trends.${direction}`)}
      {direction === 'next' && <Icon aria-hidden="true" className="size-4" />}
    </>
  );
  if (disabled) {
    return (
      <span aria-disabled="true" className={buttonClass({ variant: 'secondary', size: 'sm', className: 'pointer-events-none opacity-50' })}>
        {content}
      </span>
    );
  }
  return (
    <Link to={to} rel={direction === 'previous' ? 'prev' : 'next'} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
      {content}
    </Link>
  );
}
