import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { DataTable, PagedTable, StatusFilter, useListParams, type ListPage } from './admin-table.tsx';

beforeEach(() => setLocale('en'));

interface Row {
  id: string;
  name: string;
}

function rowsOf(names: string[]): Row[] {
  return names.map((name, index) => ({ id: String(index), name }));
}

function Names({ items }: { items: Row[] }) {
  return (
    <DataTable label="People" headings={['Name', { label: 'Count', className: 'text-right' }, null]} items={items} empty="Nobody yet">
      {(row) => (
        <tr key={row.id}>
          <td>{row.name}</td>
          <td>1</td>
          <td />
        </tr>
      )}
    </DataTable>
  );
}

describe('DataTable', () => {
  it('draws the headings and one row per item', () => {
    renderRoutes([page(<Names items={rowsOf(['Ana', 'Bo'])} />)], '/');
    const table = screen.getByRole('region', { name: 'People' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Name', 'Count', '']);
    expect(headers[1]?.className).toContain('text-right');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Nobody yet')).toBeNull();
  });

  it('says so across every column when there are no items', () => {
    renderRoutes([page(<Names items={[]} />)], '/');
    const cell = screen.getByText('Nobody yet');
    expect(cell.getAttribute('colspan')).toBe('3');
  });
});

describe('PagedTable', () => {
  it('shows the page of items and turns the page', () => {
    const turned: number[] = [];
    const data: ListPage<Row> = { items: rowsOf(['Ana']), page: 1, page_size: 1, total: 2 };
    renderRoutes(
      [
        page(
          <PagedTable
            query={{ data, error: null, isPending: false, refetch: () => Promise.reject(new Error('unused')) }}
            onPage={(next) => turned.push(next)}
            label="People"
            headings={['Name']}
            empty="Nobody"
          >
            {(row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
              </tr>
            )}
          </PagedTable>,
        ),
      ],
      '/',
    );
    expect(screen.getByText('Ana')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(turned).toEqual([2]);
  });
});

const STATUSES = ['', 'open', 'closed'] as const;

function FilteredList() {
  const list = useListParams('status', STATUSES);
  const { search } = useLocation();
  return (
    <>
      <StatusFilter label="Status" statuses={STATUSES} value={list.value} statusLabel={(status) => status || 'all'} onChange={list.setValue} />
      <p data-testid="state">{`${list.value || '-'} ${list.page}`}</p>
      <p data-testid="search">{search}</p>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>
        turn
      </button>
    </>
  );
}

describe('useListParams and StatusFilter', () => {
  it('reads the filter and page from the URL, ignoring a status it does not know', () => {
    renderRoutes([page(<FilteredList />)], '/?status=open&page=3');
    expect(screen.getByTestId('state').textContent).toBe('open 3');
    expect(screen.getByRole('button', { name: 'open' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('treats an unknown status as all, and a missing or bad page as page 1', () => {
    renderRoutes([page(<FilteredList />)], '/?status=bogus&page=x');
    expect(screen.getByTestId('state').textContent).toBe('- 1');
    expect(screen.getByRole('button', { name: 'all' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the filter when turning the page, and starts again at page 1 on a new filter', () => {
    renderRoutes([page(<FilteredList />)], '/?status=open');
    fireEvent.click(screen.getByRole('button', { name: 'turn' }));
    expect(screen.getByTestId('search').textContent).toBe('?status=open&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'closed' }));
    expect(screen.getByTestId('search').textContent).toBe('?status=closed');
    fireEvent.click(screen.getByRole('button', { name: 'all' }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
