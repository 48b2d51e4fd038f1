import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { AdminPage, EmptyRow, Pager, Panel, QueryView, Table, Th } from './admin-ui.tsx';

/** A column heading: its text, nothing (an actions column), or its text with its own classes (e.g. right-aligned). */
export type Heading = string | null | { label: string; className: string };

/**
 * The console's table scaffold: the headings, one row per item (drawn by `children`) and, when there are none,
 * one row saying so across every column.
 */
export function DataTable<T>({
  label,
  headings,
  items,
  empty,
  className,
  children,
}: {
  label: string;
  headings: readonly Heading[];
  items: readonly T[];
  empty: ReactNode;
  className?: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <Table label={label} className={className}>
      <thead>
        <tr>
          {headings.map((heading, index) =>
            heading !== null && typeof heading === 'object' ? (
              <Th key={index} className={heading.className}>
                {heading.label}
              </Th>
            ) : (
              <Th key={index}>{heading}</Th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {items.length === 0 && <EmptyRow colSpan={headings.length}>{empty}</EmptyRow>}
        {items.map((item, index) => children(item, index))}
      </tbody>
    </Table>
  );
}

/** One page of a console list, as the admin API returns it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

/** A console list that comes whole (no pages): loading and error states, then the table of its items. */
export function QueryTable<T>({
  query,
  ...table
}: {
  query: Pick<UseQueryResult<{ items: T[] }>, 'data' | 'error' | 'isPending' | 'refetch'>;
  label: string;
  headings: readonly Heading[];
  empty: ReactNode;
  children: (item: T, index: number) => ReactNode;
}) {
  return <QueryView query={query}>{(data) => <DataTable {...table} items={data.items} />}</QueryView>;
}

/** A paged console list: loading and error states, the table of the page's items, and the pager below it. */
export function PagedTable<T>({
  query,
  onPage,
  ...table
}: {
  query: Pick<UseQueryResult<ListPage<T>>, 'data' | 'error' | 'isPending' | 'refetch'>;
  onPage: (page: number) => void;
  label: string;
  headings: readonly Heading[];
  empty: ReactNode;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <QueryView query={query}>
      {(data) => (
        <>
          <DataTable {...table} items={data.items} />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryView>
  );
}

/**
 * A console list's place in the URL: one filter (`?status=`, `?q=`, `?user=`; '' when absent or not one of `allowed`)
 * and the page (1 when absent). A new filter starts again at page 1; turning the page keeps the filter.
 */
export function useListParams(filter: string, allowed?: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const raw = params.get(filter) ?? '';
  const value = !allowed || allowed.includes(raw) ? raw : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    value,
    page,
    setValue: (next: string) => setParams(next ? { [filter]: next } : {}),
    setPage: (next: number) => setParams(value ? { [filter]: value, page: String(next) } : { page: String(next) }),
  };
}

/** A row of toggle buttons choosing one status ('' = all); the chosen one is pressed. */
export function StatusFilter({
  label,
  statuses,
  value,
  statusLabel,
  onChange,
}: {
  label: string;
  statuses: readonly string[];
  value: string;
  statusLabel: (status: string) => string;
  onChange: (status: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {statuses.map((status) => (
        <Button
          key={status || 'all'}
          size="sm"
          variant={status === value ? 'primary' : 'secondary'}
          aria-pressed={status === value}
          onClick={() => onChange(status)}
        >
          {statusLabel(status)}
        </Button>
      ))}
    </div>
  );
}

/**
 * A console page that lists one kind of record filtered by status (`?status=&page=`): the title, the status filter,
 * an optional notice (e.g. a failed action) and the paged table in its panel.
 */
export function StatusListPage<T>({
  title,
  list,
  filter,
  notice,
  panel,
  ...table
}: {
  title: string;
  list: ReturnType<typeof useListParams>;
  filter: { label: string; statuses: readonly string[]; statusLabel: (status: string) => string };
  notice?: ReactNode;
  panel: { id: string; title: string };
  query: Pick<UseQueryResult<ListPage<T>>, 'data' | 'error' | 'isPending' | 'refetch'>;
  headings: readonly Heading[];
  empty: ReactNode;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <AdminPage title={title}>
      <StatusFilter {...filter} value={list.value} onChange={list.setValue} />
      {notice}
      <Panel id={panel.id} title={panel.title}>
        <PagedTable {...table} onPage={list.setPage} label={panel.title} />
      </Panel>
    </AdminPage>
  );
}
