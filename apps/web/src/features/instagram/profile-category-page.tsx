import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { ErrorState } from '../../components/states.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/toast.ts';
import { usePreferences, useSavePreferences } from '../content/content.api.ts';
import { CategoryPicker } from './category-picker.tsx';

/** `/app/profile/{id}/category`: the script categories (saved at once, optimistic, put back if saving fails). */
export function ProfileCategoryPage({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const save = useSavePreferences();
  return (
    <>
      <title>{`${t('web.categories.doc_title')} · Reelcraft`}</title>
      <Link
        to={`/app/profile/${encodeURIComponent(profileId)}`}
        className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('web.categories.back')}
      </Link>
      <PageHeader title={t('web.categories.title')} />
      <Card>
        <p id="categories-hint" className="text-muted">
          {t('web.categories.subtitle')}
        </p>
        <h2 id="categories-label" className="sr-only">
          {t('web.categories.label')}
        </h2>
        <div className="mt-5">
          {preferences.isPending ? (
            <div className="grid gap-2 sm:grid-cols-2">
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <Skeleton key={index} className="h-12" />
              ))}
            </div>
          ) : preferences.isError ? (
            <ErrorState message={t('web.categories.load_failed')} onRetry={() => void preferences.refetch()} />
          ) : (
            <CategoryPicker
              value={preferences.data.script_categories}
              labelledBy="categories-label"
              onChange={(value) =>
                save.mutate(
                  { script_categories: value },
                  {
                    onSuccess: () => toast.success(t('web.categories.saved')),
                    onError: () => toast.error(t('web.generate.categories_failed')),
                  },
                )
              }
            />
          )}
        </div>
      </Card>
    </>
  );
}
