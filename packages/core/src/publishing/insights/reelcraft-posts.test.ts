import { reelcraftPostsSchema } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { reelcraftPostsLine } from '../../analysis/narrative/reelcraft-posts.ts';
import { WRITER_LANGUAGES } from '../../writer/writer.schema.ts';
import type { PublishedPostWithScript } from './insights.repository.ts';
import { summarizeReelcraftPosts } from './reelcraft-posts.ts';

let serial = 0;
function row(input: {
  kind?: 'reel' | 'story' | 'carousel' | 'image';
  hook?: string;
  at: string;
  zone?: string;
  views: number;
  reach: number;
}): PublishedPostWithScript {
  serial += 1;
  const at = new Date(input.at);
  const post: PublishedPostWithScript['post'] = {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    userId: '00000000-0000-4000-8000-00000000000a',
    accountId: '00000000-0000-4000-8000-00000000000b',
    kind: input.kind ?? 'reel',
    status: 'published',
    stage: null,
    caption: 'Caption text the summary must never quote',
    shareToFeed: true,
    collaborators: [],
    coverOffsetMs: null,
    publishAt: at,
    timeZone: input.zone ?? 'UTC',
    suggestionId: null,
    imageIds: [],
    childContainerIds: [],
    mediaKeys: [],
    queuedAt: null,
    nextAttemptAt: null,
    containerId: null,
    containerCreatedAt: null,
    publishRequestedAt: at,
    igMediaId: `1799${serial}`,
    permalink: null,
    publishedAt: at,
    failureReason: null,
    failureSubcode: null,
    attempts: 1,
    insights: { views: input.views, reach: input.reach, likes: 5, comments: 1, saved: 2, shares: 1 },
    insightsFetchedAt: at,
    insightsDueAt: null,
    createdAt: at,
    updatedAt: at,
  };
  return { post, suggestionResult: input.hook ? { hook: input.hook, title: 'x' } : null };
}

const CAPTION = 'Why does nobody talk about sourdough starters?';

describe('summarizeReelcraftPosts', () => {
  it('is null without posts', () => {
    expect(summarizeReelcraftPosts([], 'en')).toBeNull();
  });

  it('finds the opening, format and local hour with the most views per reach', () => {
    const rows = [
      row({ kind: 'reel', hook: CAPTION, at: '2026-07-14T17:10:00Z', zone: 'Europe/Berlin', views: 900, reach: 300 }),
      row({ kind: 'reel', hook: 'Why do my reels flop?', at: '2026-07-15T17:20:00Z', zone: 'Europe/Berlin', views: 800, reach: 400 }),
      row({ kind: 'carousel', hook: '5 mistakes I made with bread', at: '2026-07-16T08:00:00Z', zone: 'Europe/Berlin', views: 300, reach: 300 }),
      row({ kind: 'image', at: '2026-07-17T08:00:00Z', views: 100, reach: 100 }),
    ];
    const summary = summarizeReelcraftPosts(rows, 'en')!;
    expect(reelcraftPostsSchema.parse(summary)).toEqual(summary);
    expect(summary.count).toBe(4);
    expect(summary.posts[0]).toMatchObject({ kind: 'reel', hook: CAPTION, hookType: 'question', localHour: 19, views: 900, reach: 300, saved: 2 });
    expect(summary.posts[3]).toMatchObject({ hook: null, hookType: null });
    expect(summary.best.hookType).toEqual({ value: 'question', posts: 2, viewsPerReach: 2.5 });
    expect(summary.best.kind).toEqual({ value: 'reel', posts: 2, viewsPerReach: 2.5 });
    expect(summary.best.hour).toEqual({ value: 19, posts: 2, viewsPerReach: 2.5 });
    expect(summary.summary).toBe(
      'Based on your posts made with Reelcraft (4 in all), the most views per person reached came from opening with a question, reels and posting around 19:00.',
    );
  });

  it('names nothing as best with nothing to compare', () => {
    const summary = summarizeReelcraftPosts([row({ hook: CAPTION, at: '2026-07-14T17:00:00Z', views: 10, reach: 5 })], 'en')!;
    expect(summary.best).toEqual({ hookType: null, kind: null, hour: null });
    expect(summary.summary).toContain('too little to compare');
  });
});

describe('reelcraftPostsLine', () => {
  it.each(WRITER_LANGUAGES)('%s: says the count and what did best, never the creator’s words', (language) => {
    const rows = [
      row({ kind: 'reel', hook: CAPTION, at: '2026-07-14T17:00:00Z', views: 900, reach: 300 }),
      row({ kind: 'story', hook: '3 sourdough secrets', at: '2026-07-14T09:00:00Z', views: 100, reach: 100 }),
    ];
    const summary = summarizeReelcraftPosts(rows, language)!;
    expect(summary.summary).toContain('2');
    expect(summary.summary).toContain('17:00');
    expect(summary.summary).not.toMatch(/sourdough|nobody/i);
    expect(summary.summary.length).toBeLessThanOrEqual(600);
    expect(reelcraftPostsLine(language, { count: 1, hookType: null, kind: null, hour: null })).toContain('1');
  });
});
