import type { ReelcraftPosts } from '@reelcraft/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { page, renderRoutes } from '../../test/render.tsx';
import { ReelcraftPostsCard } from './reelcraft-posts.tsx';

/** Issue 35: "Your last posts made with Reelcraft" on the analysis page. */

const data: ReelcraftPosts = {
  count: 4,
  posts: [
    {
      id: '0f6c2d6e-6a38-4c55-9d64-2f7a2a7d1c11',
      kind: 'reel',
      hook: '5 habits that changed my mornings',
      hookType: 'number',
      publishedAt: '2026-11-21T18:00:00.000Z',
      localHour: 19,
      views: 12_400,
      reach: 8_000,
      likes: 640,
      saved: 120,
      shares: null,
    },
  ],
  best: { hookType: { value: 'number', posts: 2, viewsPerReach: 1.55 }, kind: null, hour: { value: 19, posts: 2, viewsPerReach: 1.4 } },
  summary: 'Based on your posts made with Reelcraft (4 in all), the most views per person reached came from opening with a number and posting around 19:00.',
};

beforeEach(() => setLocale('en'));

describe('ReelcraftPostsCard', () => {
  it('says how many posts it rests on, what did best and each post’s numbers', () => {
    renderRoutes([page(<ReelcraftPostsCard data={data} lang="en" />)], '/');
    expect(screen.getByRole('heading', { name: 'Your last posts made with Reelcraft' })).toBeTruthy();
    expect(screen.getByText('Based on your published posts (4 in all) and their insights from Instagram.')).toBeTruthy();
    expect(screen.getByTestId('reelcraft-posts-summary').textContent).toBe(data.summary);
    expect(screen.getAllByText('Number')).toHaveLength(2); // the best opening, and the post's own label
    expect(screen.getByText('around 19:00')).toBeTruthy();
    expect(screen.queryByText('Format')).toBeNull();
    expect(screen.getByText('5 habits that changed my mornings')).toBeTruthy();
  });

  it('shows nothing without posts', () => {
    const { container } = renderRoutes([page(<ReelcraftPostsCard data={{ ...data, count: 0, posts: [] }} lang="en" />)], '/');
    expect(container.textContent).toBe('');
  });
});
