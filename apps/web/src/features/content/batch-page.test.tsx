import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { BatchPage } from './batch-page.tsx';
import type { Suggestion } from './content.api.ts';
import { ContentHome } from './content-home.tsx';

const BATCH = '7c1c0a52-8a59-4a57-9d6c-0f3f2b1f6b00';
const ids = ['7c1c0a52-8a59-4a57-9d6c-0f3f2b1f6b01', '7c1c0a52-8a59-4a57-9d6c-0f3f2b1f6b02', '7c1c0a52-8a59-4a57-9d6c-0f3f2b1f6b03'] as const;
const limitLeft = { limit: 10, used: 3, remaining: 7, next_slot_at: null, window_hours: 24 };

function variant(n: number, overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: ids[n - 1] ?? ids[0],
    type: 'smart_script',
    status: 'ready',
    progress: 100,
    stage: 'done',
    language: 'en',
    user_input: '',
    feedback: null,
    batch_id: BATCH,
    parent_id: null,
    is_initial: false,
    error: null,
    result: {
      title: `Title ${n}`,
      hook: `Hook ${n}`,
      beats: [
        { onScreenText: 'a', spokenLine: `Line ${n}a`, seconds: 5, sceneTitle: `Scene ${n}a` },
        { onScreenText: 'b', spokenLine: `Line ${n}b`, seconds: 5 },
      ],
      caption: 'c',
      hashtags: ['x'],
      callToAction: 'Follow',
      estimatedSeconds: 30,
      writer: 'builtin',
      topic: { source: 'blog_topic', label: 'Strength training for busy women over 30' },
    },
    video_url: null,
    thumbnail_url: null,
    download_url: null,
    duration_seconds: null,
    created_at: '2026-03-01T10:00:00.000Z',
    completed_at: '2026-03-01T10:00:03.000Z',
    ...overrides,
  };
}

function batchOf(items: Suggestion[]) {
  return { id: BATCH, count: 3, items, created_at: '2026-03-01T10:00:00.000Z' };
}

beforeEach(() => setLocale('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en');
});

function renderBatch(path = `/app/batch/${BATCH}`) {
  return renderRoutes([page(<BatchPage />, '/app/batch/:id'), page(<p>item page</p>, '/app/content/:id'), page(<ContentHome />, '/app')], path);
}

describe('BatchPage', () => {
  it('follows three variants while they are created, then offers each to pick; picking likes it and opens it', async () => {
    let polls = 0;
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      [`GET /api/suggestions/batch/${BATCH}`]: () => {
        polls += 1;
        return json(
          batchOf(
            polls === 1
              ? [1, 2, 3].map((n) => variant(n, { status: 'creating', progress: 5, stage: 'writing', result: null }))
              : [1, 2, 3].map((n) => variant(n)),
          ),
        );
      },
      [`POST /api/suggestions/${ids[1]}/feedback`]: () => json(variant(2, { feedback: 'like' })),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderBatch();

    expect(await screen.findByRole('heading', { name: 'Pick your favourite', level: 1 })).toBeTruthy();
    expect(screen.getAllByTestId('batch-variant')).toHaveLength(3);
    expect(screen.getAllByText('Writing the script…')).toHaveLength(3);
    expect(screen.getByText(/You can leave this page/)).toBeTruthy();
    expect(screen.getByText('7 of 10 left today')).toBeTruthy();

    // Polled until all three are ready.
    expect(await screen.findByText('Title 2', {}, { timeout: 3_000 })).toBeTruthy();
    const second = screen.getAllByTestId('batch-variant')[1] as HTMLElement;
    expect(within(second).getByText('Hook 2')).toBeTruthy();
    expect(within(second).getByText(/from your blog topic “Strength training for busy women over 30”/)).toBeTruthy();
    expect(within(second).getByText('Written by Reelcraft’s built-in writer')).toBeTruthy();
    expect(within(second).getByText('Scenes: 2')).toBeTruthy();
    expect(screen.queryByText(/You can leave this page/)).toBeNull();

    await act(async () => fireEvent.click(within(second).getByRole('button', { name: 'Pick this one' })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/content/${ids[1]}`), { timeout: 3_000 });
    expect(stub.calls.some((call) => call.key === `POST /api/suggestions/${ids[1]}/feedback`)).toBe(true);
    expect(stub.calls.some((call) => call.key.includes('DELETE'))).toBe(false);
  });

  it('a failed variant says its generation came back and can be made again in place', async () => {
    const again = '7c1c0a52-8a59-4a57-9d6c-0f3f2b1f6b09';
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      [`GET /api/suggestions/batch/${BATCH}`]: () => json(batchOf([variant(1), variant(2, { status: 'failed', stage: 'failed', result: null }), variant(3)])),
      [`POST /api/suggestions/${ids[1]}/regenerate`]: () =>
        json(variant(2, { id: again, batch_id: null, parent_id: ids[1], status: 'creating', progress: 5, stage: 'queued', result: null }), 202),
      [`GET /api/suggestions/${again}`]: () =>
        json(variant(2, { id: again, batch_id: null, parent_id: ids[1], result: { ...variant(2).result!, title: 'Title 2, again' } })),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderBatch();

    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('This variant failed. Its generation was given back.')).toBeTruthy();
    // The other two can still be picked.
    expect(screen.getAllByRole('button', { name: 'Pick this one' })).toHaveLength(2);

    await act(async () => fireEvent.click(within(failed).getByRole('button', { name: 'Make it again' })));
    expect(await screen.findByText('Title 2, again', {}, { timeout: 3_000 })).toBeTruthy();
    expect(router.state.location.search).toBe(`?again=${ids[1]}.${again}`);
    expect(screen.getAllByRole('button', { name: 'Pick this one' })).toHaveLength(3);
  });

  it('an unknown batch shows not found', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/suggestions/limit': () => json(limitLeft),
        [`GET /api/suggestions/batch/${BATCH}`]: () => json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404),
      }).fetch,
    );
    renderBatch();
    expect(await screen.findByRole('heading', { name: 'Content not found' })).toBeTruthy();
  });

  it('is translated', async () => {
    setLocale('ru');
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/suggestions/limit': () => json(limitLeft),
        [`GET /api/suggestions/batch/${BATCH}`]: () => json(batchOf([1, 2, 3].map((n) => variant(n)))),
      }).fetch,
    );
    renderBatch();
    expect(await screen.findByRole('heading', { name: 'Выберите лучший', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Выбрать этот' })).toHaveLength(3);
    expect(screen.getAllByText(/из темы блога «Strength training for busy women over 30»/)).toHaveLength(3);
  });
});

describe('Make 3 to choose from', () => {
  it('starts a batch of three with the same request and opens it', async () => {
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json({ ...limitLeft, used: 0, remaining: 10 }),
      'GET /api/suggestions/preferences': () => json({ script_categories: [] }),
      'POST /api/suggestions/generate_batch': () =>
        json(batchOf([1, 2, 3].map((n) => variant(n, { status: 'creating', progress: 0, stage: 'queued', result: null }))), 202),
      [`GET /api/suggestions/batch/${BATCH}`]: () => json(batchOf([1, 2, 3].map((n) => variant(n)))),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderBatch('/app?tab=generate&type=custom_script');
    fireEvent.change(await screen.findByLabelText('Your idea'), { target: { value: 'How a busy mom of two trains at home' } });
    expect(screen.getByText(/Uses 3 of today’s generations/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make 3 to choose from' })));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/batch/${BATCH}`), { timeout: 3_000 });
    const body = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate_batch')?.init?.body;
    expect(JSON.parse(String(body))).toEqual({ type: 'custom_script', user_input: 'How a busy mom of two trains at home', count: 3 });
    expect(await screen.findByText('Title 3', {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('with one or two left, three cannot be asked for (one still can); a 429 tells when three will be possible', async () => {
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json({ ...limitLeft, used: 8, remaining: 2 }),
      'GET /api/suggestions/preferences': () => json({ script_categories: [] }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderBatch('/app?tab=generate&type=smart_script');
    expect(await screen.findByText('Not enough left for three')).toBeTruthy();
    expect(screen.getByText('Three variants use 3 generations and you have 2 left today. Make one at a time, or wait.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Make 3 to choose from' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a refused batch (another tab used the slots) shows when three are possible again', async () => {
    let remaining = 10;
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json({ ...limitLeft, used: 10 - remaining, remaining }),
      'GET /api/suggestions/preferences': () => json({ script_categories: [] }),
      'POST /api/suggestions/generate_batch': () => {
        remaining = 1;
        return json(
          {
            error: {
              code: 'DAILY_LIMIT_REACHED',
              message: 'x',
              details: { limit: 10, used: 9, next_slot_at: new Date(Date.now() + 2 * 3_600_000).toISOString() },
            },
          },
          429,
        );
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderBatch('/app?tab=generate&type=smart_script');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Make 3 to choose from' })));
    expect(await screen.findByText('Not enough left for three')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^0[12]:\d\d:\d\d$/);
    expect(screen.getByText('1 of 10 left today')).toBeTruthy();
    // One is still left, so this is not the daily-limit notice.
    expect(screen.queryByRole('heading', { name: 'Daily limit reached' })).toBeNull();
  });

  it('meme: three variants are three texts from the writer, so the own text turns the batch off', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/suggestions/limit': () => json({ ...limitLeft, used: 0, remaining: 10 }) }).fetch);
    renderBatch('/app?tab=generate&type=meme');
    const batch = await screen.findByRole('button', { name: 'Make 3 to choose from' });
    expect((batch as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(screen.getByLabelText('Meme text (optional)'), { target: { value: 'Me at 6am' } });
    expect((batch as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/leave the meme text empty/)).toBeTruthy();
  });
});
