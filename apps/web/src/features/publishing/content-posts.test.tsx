import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { ContentPosts } from './content-posts.tsx';
import { ITEM_ID, item, post } from './fixtures.test-util.ts';

beforeEach(() => {
  setLocale('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('posts on the content item', () => {
  it('lists only this item’s posts, with their numbers and a failed one’s reason, from the last and next 62 days', async () => {
    const published = post({
      id: '1b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0',
      status: 'published',
      published_at: '2026-11-20T18:00:00.000Z',
      permalink: 'https://instagram.example/reel/1',
      insights: { views: 12500, reach: 9000, likes: 640, comments: 31, saved: 88, shares: 12, fetched_at: '2026-11-21T18:00:00.000Z' },
    });
    const failed = post({ id: '2b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0', status: 'failed', failure: { reason: 'quota_reached', subcode: null } });
    const other = post({ id: '3b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0', suggestion_id: '4b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0' });
    const stub = stubFetch({ 'GET /api/publishing/posts': () => json({ posts: [published, failed, other] }) });
    const urls: URL[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(new URL(String(input), 'http://localhost'));
      return stub.fetch(input, init);
    });
    renderRoutes([page(<ContentPosts item={item({ type: 'meme', video_url: '/files/v.mp4' })} />, '/app/content/:id')], `/app/content/${ITEM_ID}`);

    const list = await screen.findByTestId('content-posts');
    expect(screen.getAllByTestId('content-post')).toHaveLength(2);
    expect(list.textContent).toContain('12,500');
    expect(list.textContent).toContain('Saves');
    expect(list.textContent).toContain('This account has reached Instagram’s limit of 50 posts in 24 hours.');
    expect(screen.getByRole('link', { name: 'Open on Instagram' }).getAttribute('href')).toBe('https://instagram.example/reel/1');
    expect(screen.getByRole('button', { name: 'Retry the post to @anna.bakes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post to Instagram' })).toBeTruthy();

    await waitFor(() => expect(urls).toHaveLength(2));
    // One window behind and one ahead, each within the API's 62 days, meeting at (about) now.
    const spans = urls.map((url) => [Date.parse(url.searchParams.get('from') ?? ''), Date.parse(url.searchParams.get('to') ?? '')] as const);
    for (const [from, to] of spans) expect(to - from).toBe(62 * 86_400_000);
    const now = Date.now();
    expect(spans.some(([, to]) => Math.abs(to - now) < 3_600_000)).toBe(true);
    expect(spans.some(([from]) => Math.abs(from - now) < 3_600_000)).toBe(true);
  });

  it('refreshes a published post’s insights on demand and shows when they were read', async () => {
    const before = post({ status: 'published', published_at: '2026-11-20T18:00:00.000Z', permalink: 'https://instagram.example/reel/1', insights: null });
    const after = { ...before, insights: { views: 4321, reach: 3000, likes: 200, comments: 9, saved: 30, shares: 4, fetched_at: '2026-11-21T09:30:00.000Z' } };
    let refreshed = false;
    const stub = stubFetch({
      'GET /api/publishing/posts': () => json({ posts: [refreshed ? after : before] }),
      [`POST /api/publishing/posts/${before.id}/insights`]: () => {
        refreshed = true;
        return json(after);
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderRoutes([page(<ContentPosts item={item({ type: 'meme', video_url: '/files/v.mp4' })} />, '/app/content/:id')], `/app/content/${ITEM_ID}`);

    expect(await screen.findByText('The numbers arrive a few hours after the post goes out.')).toBeTruthy();
    expect(screen.queryByTestId('insights-updated')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh insights of the post to @anna.bakes' }));
    expect(await screen.findByText('4,321')).toBeTruthy();
    expect(screen.getByTestId('insights-updated').textContent).toMatch(/^Updated /);
    expect(stub.calls.filter((call) => call.key.endsWith('/insights'))).toHaveLength(1);
  });

  it('offers nothing for an item that is not ready', () => {
    vi.stubGlobal('fetch', stubFetch({}).fetch);
    renderRoutes([page(<ContentPosts item={item({ status: 'creating' })} />, '/app/content/:id')], `/app/content/${ITEM_ID}`);
    expect(screen.queryByRole('button', { name: 'Post to Instagram' })).toBeNull();
  });
});
