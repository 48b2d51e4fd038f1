import { ArrowLeft, ChevronRight, ScanFace } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import type { GenerationLimit } from './content.api.ts';
import { isAvailableType, TYPES, typeMeta, type TypeMeta } from './content-types.ts';
import { MemeForm } from './meme-form.tsx';
import { CustomScriptForm, SmartScriptForm } from './script-forms.tsx';
import { LimitNotice } from './limit.tsx';

export const GENERATE_TAB = 'generate';

/** `/app?tab=generate&type=…`: the link to one format's screen (a reload or the back button keeps the place). */
export function generatePath(type?: string): string {
  return type ? `/app?tab=${GENERATE_TAB}&type=${type}` : `/app?tab=${GENERATE_TAB}`;
}

/** The "Generate content" tab: the type picker, or the chosen format's screen. */
export function GeneratePanel({ type, limit }: { type: string | null; limit: GenerationLimit | undefined }) {
  // `?type=avatar` and `?type=storytelling` (old links, trends) lead into their own step-by-step screens.
  const flowPath = TYPES.find((meta) => meta.type === type)?.flowPath;
  if (flowPath) return <Navigate to={flowPath} replace />;
  if (!isAvailableType(type)) return <TypePicker limit={limit} />;
  return <TypeScreen meta={typeMeta(type)} limit={limit} />;
}

function TypePicker({ limit }: { limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  const reached = Boolean(limit && limit.remaining <= 0);
  return (
    <section aria-labelledby="generate-title" className="flex flex-col gap-5">
      <div>
        <h2 id="generate-title" className="text-xl font-semibold">
          {t('web.generate.title')}
        </h2>
        <p className="mt-1 text-muted">{t('web.generate.subtitle')}</p>
      </div>
      {reached && limit && <LimitNotice limit={limit} />}
      <ul className="grid gap-3 sm:grid-cols-2">
        {TYPES.map((meta) => (
          <li key={meta.type} className={cn('min-w-0', meta.type === 'smart_script' && 'sm:col-span-2')}>
            <TypeChoice meta={meta} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TypeIllustration({ meta, className }: { meta: TypeMeta; className?: string }) {
  const Icon = meta.icon;
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br text-white shadow-sm',
        meta.gradient,
        className,
      )}
    >
      <span className="absolute -right-3 -top-3 size-10 rounded-full bg-white/20" />
      <span className="absolute -bottom-4 -left-2 size-12 rounded-full bg-black/10" />
      <Icon className="relative size-7" strokeWidth={2.25} />
    </div>
  );
}

/** One large, illustrated choice: a form in this tab, or the format's own step-by-step screen. */
function TypeChoice({ meta }: { meta: TypeMeta }) {
  const { t } = useTranslation();
  return (
    <Link
      to={meta.flowPath ?? generatePath(meta.type)}
      className="group flex h-full items-center gap-4 rounded-card border border-border bg-surface p-4 shadow-card transition hover:border-primary/60 hover:shadow-md"
      data-testid={`type-${meta.type}`}
    >
      <TypeIllustration meta={meta} className="size-16" />
      <div className="min-w-0 flex-1">
        <p className="text-base font-semibold">{t(`web.content_types.${meta.type}`)}</p>
        <p className="mt-1 text-sm text-muted">{t(`web.generate.${meta.type}_body`)}</p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted transition group-hover:translate-x-0.5 group-hover:text-fg" />
    </Link>
  );
}

function TypeScreen({ meta, limit }: { meta: TypeMeta; limit: GenerationLimit | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="type-title" className="flex flex-col gap-5">
      <Link to={generatePath()} className="inline-flex min-h-11 items-center gap-1.5 self-start rounded-control font-medium text-link">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('web.generate.all_types')}
      </Link>
      <div className="flex items-center gap-4">
        <TypeIllustration meta={meta} className="size-14" />
        <div className="min-w-0">
          <h2 id="type-title" className="text-xl font-semibold">
            {t(`web.content_types.${meta.type}`)}
          </h2>
          <p className="mt-0.5 text-muted">{t(`web.generate.${meta.type as 'meme'}_body`)}</p>
        </div>
      </div>
      {meta.type === 'meme' && <FaceMemeEntry />}
      <div className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-6">
        {meta.type === 'smart_script' && <SmartScriptForm limit={limit} />}
        {meta.type === 'custom_script' && <CustomScriptForm limit={limit} />}
        {meta.type === 'meme' && <MemeForm limit={limit} />}
      </div>
    </section>
  );
}

/** Face meme: a meme made from the user's own face has its own small screen. */
function FaceMemeEntry() {
  const { t } = useTranslation();
  return (
    <Link
      to="/app/face-meme"
      className="group flex items-center gap-3 rounded-card border border-primary/40 bg-primary-soft p-3 transition hover:border-primary sm:p-4"
    >
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-fg">
        <ScanFace className="size-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{t('web.face_meme.title')}</span>
        <span className="block text-sm text-muted">{t('web.face_meme.entry_body')}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-link transition group-hover:translate-x-0.5" />
    </Link>
  );
}
