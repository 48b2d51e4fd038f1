import { ArrowRight, Clapperboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '../../components/states.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/card.tsx';
import { FirstVideoCard, lacksAvatarVideo } from '../avatar/first-video-card.tsx';
import { flattenPages, useSuggestionList } from './content.api.ts';
import { SuggestionCard } from './suggestion-card.tsx';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-4';

/** The "My content" tab: the user's items as 9:16 cards, newest first, 20 at a time. */
export function MyContent({ onGenerate, limitReached }: { onGenerate: () => void; limitReached: boolean }) {
  const { t } = useTranslation();
  const list = useSuggestionList();

  if (list.isPending) return <GridSkeleton label={t('web.common.loading')} />;
  if (!list.data) {
    return <ErrorState message={t('web.errors.load_failed')} onRetry={() => void list.refetch()} />;
  }

  const items = flattenPages(list.data.pages);
  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <FirstVideoCard />
        <EmptyState
          icon={Clapperboard}
          title={t('web.content.empty_title')}
          body={t('web.content.empty_body')}
          action={
            <div className="flex flex-col items-center gap-4">
              <Button size="lg" block className="sm:w-auto" onClick={onGenerate}>
                {t('web.content.empty_cta')}
                <ArrowRight aria-hidden="true" className="size-5" />
              </Button>
              <p className="max-w-sm text-sm text-muted">
                {t('web.content.empty_topic_hint')}{' '}
                <Link to="/app/profile#blog-topic" className="font-semibold text-link underline">
                  {t('web.content.empty_topic_cta')}
                </Link>
              </p>
            </div>
          }
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      {lacksAvatarVideo(items) && <FirstVideoCard />}
      <ul className={GRID} aria-label={t('web.content.tab_mine')}>
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            <SuggestionCard item={item} limitReached={limitReached} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && <Alert>{t('web.errors.load_failed')}</Alert>}
      {list.hasNextPage && (
        <Button variant="secondary" className="self-center" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? t('web.common.loading') : t('web.content.load_more')}
        </Button>
      )}
    </div>
  );
}

function GridSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className={GRID} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="aspect-[9/16] w-full rounded-card" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        ))}
      </div>
    </div>
  );
}
