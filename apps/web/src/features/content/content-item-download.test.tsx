import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { Suggestion } from './content.api.ts';
import { ContentItemPage } from './content-item-page.tsx';

const id = '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a02';
const limitLeft = { limit: 10, used: 1, remaining: 9, next_slot_at: null, window_hours: 24 };

function meme(overrides: Partial<Suggestion>): Suggestion {
  return {
    id,
    type: 'meme',
    status: 'ready',
    progress: 100,
    stage: 'done',
    language: 'en',
    user_input: '',
    feedback: null,
    batch_id: null,
    parent_id: null,
    is_initial: false,
    error: null,
    result: null,
    video_url: '/api/files/video-token',
    thumbnail_url: '/api/files/thumb-token',
    download_url: null,
    duration_seconds: 8,
    created_at: '2026-03-01T10:00:00.000Z',
    completed_at: '2026-03-01T10:00:03.000Z',
    ...overrides,
  } as Suggestion;
}

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('downloading a video from the item page', () => {
  it('hands the browser a fresh signed attachment link instead of fetching the video into a Blob', async () => {
    let gets = 0;
    const stub = stubFetch({
      [`GET /api/suggestions/${id}`]: () => json(meme(gets++ === 0 ? {} : { download_url: '/api/files/fresh-download-token' })),
      'GET /api/suggestions/limit': () => json(limitLeft),
      [`GET /api/suggestions/download/${id}`]: () => new Response(new Uint8Array(1024), { headers: { 'content-type': 'video/mp4' } }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const createObjectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nope');

    renderRoutes([page(<ContentItemPage />, '/app/content/:id')], `/app/content/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download' }));

    await waitFor(() => expect(clicked).toEqual(['/api/files/fresh-download-token']));
    expect(stub.calls.map((call) => call.key)).not.toContain(`GET /api/suggestions/download/${id}`);
    expect(createObjectUrl).not.toHaveBeenCalled();
  });
});
