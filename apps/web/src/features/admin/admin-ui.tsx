import type { UseQueryResult } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Skeleton } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatNumber } from './format.ts';

/** One console page: `<title>… · Admin · Reelcraft</title>`, the heading and the page's actions. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('web.admin.nav')} · Reelcraft`}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-title font-bold tracking-tight">{title}</h1>
        {actions}
      </div>
      <div className="flex flex-col gap-6">{children}</div>
    </>
  );
}

/** A titled card of the console. */
export function Panel({
  id,
  title,
  actions,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} className={cn('p-4 sm:p-5', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** A table that scrolls sideways inside its card on narrow screens (never the page). */
export function Table({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('-mx-1 overflow-x-auto', className)} role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">{children}</table>
    </div>
  );
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('whitespace-nowrap border-b border-border px-2 py-2 font-semibold text-muted', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('border-b border-border px-2 py-2 align-top', className)} {...props} />;
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'primary'; children: ReactNode }) {
  const tones = {
    neutral: 'bg-surface-2 text-fg',
    success: 'bg-success-soft text-success',
    warning: 'bg-surface-2 text-warning',
    danger: 'bg-danger-soft text-danger',
    primary: 'bg-primary-soft text-link',
  } as const;
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>;
}

/** Rows of grey bars while a table loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" aria-busy="true">
      <p className="sr-only" role="status">
        {t('web.admin.common.loading')}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}

/** Loading, error (with retry) and the data of one query. */
export function QueryView<T>({
  query,
  skeleton,
  children,
}: {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState message={errorMessage(query.error, t)} onRetry={() => void query.refetch()} />;
  return <>{skeleton ?? <TableSkeleton />}</>;
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-2 py-8 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}

/** Previous / next with "page x of y". */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  return (
    <nav aria-label={t('web.admin.common.pages')} className="mt-4 flex items-center justify-end gap-3 text-sm">
      <span className="text-muted">{t('web.admin.common.page_of', { page: formatNumber(page, locale), pages: formatNumber(pages, locale) })}</span>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('web.admin.common.previous')}
      </Button>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('web.admin.common.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** One big number with its label. */
export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-card border border-border bg-surface p-4 shadow-card">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
    </div>
  );
}

/** Label/value pairs. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">{item.label}</dt>
          <dd className="mt-0.5 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
