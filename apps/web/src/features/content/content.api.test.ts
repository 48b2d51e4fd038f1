import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contentKeys, flattenPages, updateInList, type Page, type Suggestion } from './content.api.ts';

const item = (id: string, status: Suggestion['status'] = 'creating') => ({ id, status }) as Suggestion;
const page = (items: Suggestion[], offset = 0): Page<Suggestion> => ({ items, offset, limit: 20, total: 3 });

describe('flattenPages', () => {
  it('shows an item that moved to the next page only once', () => {
    expect(flattenPages([page([item('a'), item('b')]), page([item('b'), item('c')], 2)]).map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(flattenPages(undefined)).toEqual([]);
  });
});

describe('updateInList', () => {
  it('patches a listed item and keeps the age of the list', () => {
    const client = new QueryClient();
    client.setQueryData(contentKeys.list(), { pages: [page([item('a'), item('b')])], pageParams: [0] }, { updatedAt: 1_000 });
    updateInList(client, item('b', 'ready'));
    const state = client.getQueryState<{ pages: Page<Suggestion>[] }>(contentKeys.list());
    expect(state?.data?.pages[0]?.items.map((i) => i.status)).toEqual(['creating', 'ready']);
    expect(state?.dataUpdatedAt).toBe(1_000);
  });

  it('leaves a list that waits for a refetch, or lacks the item, alone', async () => {
    const client = new QueryClient();
    client.setQueryData(contentKeys.list(), { pages: [page([item('a')])], pageParams: [0] });
    updateInList(client, item('z', 'ready'));
    await client.invalidateQueries({ queryKey: contentKeys.list() });
    updateInList(client, item('a', 'ready'));
    const state = client.getQueryState<{ pages: Page<Suggestion>[] }>(contentKeys.list());
    expect(state?.isInvalidated).toBe(true);
    expect(state?.data?.pages[0]?.items.map((i) => i.id + i.status)).toEqual(['acreating']);
  });
});
