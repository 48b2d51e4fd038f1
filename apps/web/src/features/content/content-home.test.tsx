import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { Suggestion } from './content.api.ts';
import { ContentHome } from './content-home.tsx';

const limitLeft = { limit: 10, used: 1, remaining: 9, next_slot_at: null, window_hours: 24 };
const emptyList = { items: [], offset: 0, limit: 20, total: 0 };

function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a01',
    type: 'smart_script',
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
    result: {
      title: 'Three habits that stick',
      hook: 'Stop starting on Mondays',
      beats: [],
      caption: 'c',
      hashtags: ['habits'],
      callToAction: 'Follow',
      estimatedSeconds: 30,
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

beforeEach(() => {
  setLocale('en');
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function renderHome(path = '/app') {
  return renderRoutes([page(<ContentHome />, '/app'), page(<p>item page</p>, '/app/content/:id')], path);
}

describe('ContentHome', () => {
  it('shows the empty state with the first-video invitation, which leads to the type picker; every format can be picked', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/suggestions': () => json(emptyList), 'GET /api/suggestions/limit': () => json(limitLeft) }).fetch);
    const { router } = renderHome();
    expect(await screen.findByText('No content yet')).toBeTruthy();
    expect(await screen.findByText('9 of 10 left today')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My content', selected: true })).toBeTruthy();
    const invitation = screen.getByRole('region', { name: 'Make your first talking video' });
    expect(
      within(invitation)
        .getByRole('link', { name: /Make my video/ })
        .getAttribute('href'),
    ).toBe('/app/first-video');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate content' })));
    expect(router.state.location.search).toBe('?tab=generate');
    expect(screen.getByRole('tab', { name: 'Generate content', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What shall we create?' })).toBeTruthy();

    for (const name of ['Smart script', 'Custom script', 'Meme']) {
      expect(screen.getByRole('link', { name: new RegExp(name) }).getAttribute('href')).toMatch(/^\/app\?tab=generate&type=/);
    }
    // The two talking-video formats lead into their own step-by-step screens.
    expect(screen.getByRole('link', { name: /Trendy avatar video/ }).getAttribute('href')).toBe('/app/first-video');
    expect(screen.getByRole('link', { name: /Storytelling/ }).getAttribute('href')).toBe('/app/story');
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('hides the first-video invitation once the user has a talking video; old ?type=avatar links open the flow', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/suggestions': () => json({ ...emptyList, total: 1, items: [suggestion({ type: 'avatar', video_url: '/files/v.mp4' })] }),
        'GET /api/suggestions/limit': () => json(limitLeft),
      }).fetch,
    );
    const { router } = renderRoutes(
      [page(<ContentHome />, '/app'), page(<p>first video flow</p>, '/app/first-video'), page(<p>item page</p>, '/app/content/:id')],
      '/app',
    );
    expect(await screen.findByRole('link', { name: /Three habits that stick/ })).toBeTruthy();
    expect(screen.queryByTestId('first-video-card')).toBeNull();

    await act(async () => router.navigate('/app?tab=generate&type=avatar'));
    expect(await screen.findByText('first video flow')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/first-video');
  });

  it("says 'Failed to load' with a retry, and then shows the cards", async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/suggestions': () =>
          fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : json({ ...emptyList, items: [suggestion()], total: 1 }),
        'GET /api/suggestions/limit': () => json(limitLeft),
      }).fetch,
    );
    renderHome();
    expect(await screen.findByText('Failed to load, Please try again')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    const card = await screen.findByRole('link', { name: /Three habits that stick/ });
    expect(card.getAttribute('href')).toBe('/app/content/2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a01');
    expect(screen.getByText('Stop starting on Mondays')).toBeTruthy();
  });

  it('shows a creating item with its stage, and a failed one with the spec text and a retry', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/suggestions': () =>
          json({
            ...emptyList,
            total: 2,
            items: [
              suggestion({ id: '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a02', type: 'meme', status: 'creating', progress: 40, stage: 'rendering', result: null }),
              suggestion({ id: '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a03', status: 'failed', stage: 'failed', result: null }),
            ],
          }),
        'GET /api/suggestions/limit': () => json(limitLeft),
        'GET /api/suggestions/2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a02': () =>
          json(suggestion({ id: '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a02', type: 'meme', status: 'creating', progress: 60, stage: 'rendering', result: null })),
      }).fetch,
    );
    renderHome();
    expect(await screen.findByText('Rendering the video…')).toBeTruthy();
    expect(screen.getByText('Failed to create content, Please try again')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("custom script: 'Fill in the field', then a 429 shows the limit notice with its countdown", async () => {
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/generate': () =>
        json(
          {
            error: {
              code: 'DAILY_LIMIT_REACHED',
              message: 'You have used all 10 generations for today.',
              details: { limit: 10, used: 10, next_slot_at: new Date(Date.now() + 3 * 3_600_000).toISOString() },
            },
          },
          429,
        ),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderHome('/app?tab=generate&type=custom_script');
    expect(await screen.findByRole('heading', { name: 'Custom script' })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    expect(await screen.findByText('Fill in the field')).toBeTruthy();
    expect(stub.calls.some((call) => call.key === 'POST /api/suggestions/generate')).toBe(false);

    fireEvent.change(screen.getByLabelText('Your idea'), { target: { value: 'Why I quit my job to bake bread' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Daily limit reached' })).toBeTruthy());
    expect(screen.getByRole('timer').textContent).toMatch(/^0[23]:\d\d:\d\d$/);
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('0 of 10 left today')).toBeTruthy();
    const body = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate')?.init?.body;
    expect(JSON.parse(String(body))).toEqual({ type: 'custom_script', user_input: 'Why I quit my job to bake bread' });
  });

  it('meme: the own text is limited to 512 characters', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/suggestions/limit': () => json(limitLeft) }).fetch);
    renderHome('/app?tab=generate&type=meme');
    const field = await screen.findByLabelText('Meme text (optional)');
    fireEvent.change(field, { target: { value: 'x'.repeat(513) } });
    expect(screen.getByText('513/512')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    expect(await screen.findByText('No more than 512 characters')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Built-in background/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('meme: the music and the voice-over are chosen before generating (folded, "Pick for me" by default)', async () => {
    const library = {
      builtin: [{ id: 'storm-front', mood: 'dramatic', bpm: 84, preview_url: '/api/public/music/previews/storm-front?v=1' }],
      uploads: [],
    };
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      'GET /api/music': () => json(library),
      'POST /api/suggestions/generate': () => json(suggestion({ id: '7d1f3a2b-0000-4000-8000-000000000009', type: 'meme', status: 'creating' }), 202),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderHome('/app?tab=generate&type=meme');
    const sound = await screen.findByTestId('meme-sound-choice');
    expect(within(sound).getByText('Pick for me')).toBeTruthy();
    // Folded: the library is asked for only when the section is opened.
    expect(stub.calls.some((call) => call.key === 'GET /api/music')).toBe(false);
    (sound as HTMLDetailsElement).open = true;
    fireEvent(sound, new Event('toggle'));
    fireEvent.click(await within(sound).findByRole('radio', { name: /Storm Front/ }));
    fireEvent.click(within(sound).getByRole('checkbox', { name: /Read the lines aloud/ }));
    expect(within(sound).getByText('Storm Front · with voice-over')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Meme text (optional)'), { target: { value: 'Monday again' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    await waitFor(() => expect(stub.calls.some((call) => call.key === 'POST /api/suggestions/generate')).toBe(true));
    const body = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate')?.init?.body;
    expect(JSON.parse(String(body))).toEqual({
      type: 'meme',
      meme_text: 'Monday again',
      music: { kind: 'builtin', track_id: 'storm-front' },
      voice_over: true,
      // Nothing chosen: the default caption look, said explicitly.
      caption_look: { preset: 'highlight', position: 'bottom', color: '#FFD60A' },
    });
  });

  it('meme: the layout is "pick for my text" unless the creator picks one, and is sent with the request', async () => {
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/generate': () => json(suggestion({ id: '7d1f3a2b-0000-4000-8000-00000000000a', type: 'meme', status: 'creating' }), 202),
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderHome('/app?tab=generate&type=meme');
    const layout = (await screen.findByLabelText('Layout')) as HTMLSelectElement;
    expect(layout.value).toBe('auto');
    fireEvent.change(layout, { target: { value: 'pov' } });
    fireEvent.change(screen.getByLabelText('Meme text (optional)'), { target: { value: 'POV: Monday again' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    await waitFor(() => expect(stub.calls.some((call) => call.key === 'POST /api/suggestions/generate')).toBe(true));
    const body = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate')?.init?.body;
    expect(JSON.parse(String(body))).toMatchObject({ type: 'meme', meme_text: 'POV: Monday again', meme_layout: 'pov' });
  });
});
