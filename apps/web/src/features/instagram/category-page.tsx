import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import type { ScriptCategory } from '../content/content.api.ts';
import { CategoryPicker } from './category-picker.tsx';
import { InstagramLayout } from './instagram-layout.tsx';
import { pendingCategoriesFor, rememberPendingCategories } from './pending.ts';

/** `/instagram/{slug}/category`: the script categories, picked before sign-up and saved right after it. */
export function InstagramCategoryPage({ username }: { username: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<ScriptCategory[]>(() => pendingCategoriesFor(username));
  const signupPath = `/instagram/${encodeURIComponent(username)}/signup`;

  const choose = (next: ScriptCategory[]) => {
    setCategories(next);
    rememberPendingCategories(username, next);
  };

  return (
    <InstagramLayout width="narrow">
      <title>{`${t('web.categories.doc_title')} · Reelcraft`}</title>
      <Link to={`/instagram/${encodeURIComponent(username)}`} className="mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-control font-medium text-link">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('web.categories.back')}
      </Link>
      <div className="rounded-card border border-border bg-surface p-5 shadow-card sm:p-8">
        <h1 className="text-title font-bold tracking-tight text-balance">{t('web.categories.title')}</h1>
        <p id="categories-hint" className="mt-2 text-muted">
          {t('web.categories.subtitle')}
        </p>
        <h2 id="categories-label" className="sr-only">
          {t('web.categories.label')}
        </h2>
        <div className="mt-6">
          <CategoryPicker value={categories} onChange={choose} labelledBy="categories-label" />
        </div>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="ghost"
            size="lg"
            onClick={() => {
              choose([]);
              void navigate(signupPath);
            }}
          >
            {t('web.categories.skip')}
          </Button>
          <Button size="lg" onClick={() => void navigate(signupPath)}>
            {t('web.categories.continue')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
    </InstagramLayout>
  );
}
