import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { Suggestion } from './content.api.ts';
import { ContentItemPage } from './content-item-page.tsx';

// Issue 32: feedback edits the script (the idea stays in its own field), a rating is confirmed, and the creator's
// own parts of a script are marked.

const id = '5b0c7a3e-2d1f-4c8e-9a6b-3e2f1d0c9b8a';
const nextId = '6c1d8b4f-3e2a-4d9f-8b7c-4f3e2d1c0b9a';
const IDEA = 'how I fixed my posture working from home';
const limitLeft = { limit: 10, used: 1, remaining: 9, next_slot_at: null, window_hours: 24 };

function script(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id,
    type: 'custom_script',
    status: 'ready',
    progress: 100,
    stage: 'done',
    language: 'en',
    user_input: IDEA,
    feedback: null,
    batch_id: null,
    parent_id: null,
    is_initial: false,
    error: null,
    result: {
      title: 'Posture at a home desk',
      hook: 'My back stopped hurting after three changes.',
      beats: [
        { onScreenText: 'The desk', spokenLine: 'I raised my screen to eye level.', seconds: 6 },
        {
          onScreenText: 'What worked',
          spokenLine: 'One change made the biggest difference for me.',
          seconds: 6,
          prompt: 'Say the one change that worked for you',
        },
      ],
      caption: 'Three changes at my desk.',
      hashtags: ['posture'],
      callToAction: 'Save this for your next work day.',
      estimatedSeconds: 24,
    },
    video_url: null,
    thumbnail_url: null,
    download_url: null,
    duration_seconds: null,
    created_at: '2026-03-01T10:00:00.000Z',
    completed_at: '2026-03-01T10:00:03.000Z',
    ...overrides,
  } as Suggestion;
}

beforeEach(() => setLocale('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en');
});

function bodyOf(init: RequestInit | undefined): unknown {
  return JSON.parse(String(init?.body));
}

describe('regenerate with feedback', () => {
  it('keeps the idea in its own field and sends the chosen changes and the note apart from it', async () => {
    const stub = stubFetch({
      [`GET /api/suggestions/${id}`]: () => json(script()),
      [`GET /api/suggestions/${nextId}`]: () => json(script({ id: nextId, parent_id: id, status: 'creating', result: null })),
      'GET /api/suggestions/limit': () => json(limitLeft),
      [`POST /api/suggestions/${id}/regenerate`]: () => json(script({ id: nextId, parent_id: id, status: 'creating', result: null }), 202),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderRoutes([page(<ContentItemPage />, '/app/content/:id')], `/app/content/${id}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new version' });
    expect((within(dialog).getByLabelText('Your idea') as HTMLTextAreaElement).value).toBe(IDEA);

    const changes = within(dialog).getByRole('group', { name: 'What should change?' });
    const chips = within(changes).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Shorter',
      'Longer',
      'More concrete',
      'Funnier',
      'Different hook',
      'Another angle',
      'Simpler words',
    ]);
    const concrete = within(changes).getByRole('button', { name: 'More concrete' });
    expect(concrete.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(concrete);
    expect(concrete.getAttribute('aria-pressed')).toBe('true');
    // Pressed twice is off again.
    const funnier = within(changes).getByRole('button', { name: 'Funnier' });
    fireEvent.click(funnier);
    fireEvent.click(funnier);
    expect(funnier.getAttribute('aria-pressed')).toBe('false');

    fireEvent.change(within(dialog).getByLabelText('Anything else? (optional)'), { target: { value: 'Name the 3 actual changes' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/content/${nextId}`));
    const sent = stub.calls.find((call) => call.key === `POST /api/suggestions/${id}/regenerate`);
    expect(bodyOf(sent?.init)).toEqual({ user_input: IDEA, feedback: { adjustments: ['more_concrete'], note: 'Name the 3 actual changes' } });
  });

  it('says in Russian what the chips are', async () => {
    setLocale('ru');
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/suggestions/${id}`]: () => json(script()), 'GET /api/suggestions/limit': () => json(limitLeft) }).fetch);
    renderRoutes([page(<ContentItemPage />, '/app/content/:id')], `/app/content/${id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Пересоздать' }));
    const changes = await screen.findByRole('group', { name: 'Что изменить?' });
    expect(within(changes).getByRole('button', { name: 'Конкретнее' })).toBeTruthy();
  });
});

describe('rating a script', () => {
  it('confirms a dislike in words, and undo takes it back', async () => {
    let feedback: Suggestion['feedback'] = null;
    const stub = stubFetch({
      [`GET /api/suggestions/${id}`]: () => json(script({ feedback })),
      'GET /api/suggestions/limit': () => json(limitLeft),
      [`POST /api/suggestions/${id}/feedback`]: () => json(script({ feedback })),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/feedback')) {
        const value = url.searchParams.get('feedback');
        feedback = value === 'none' ? null : (value as 'like' | 'dislike');
      }
      return stub.fetch(input, init);
    });
    renderRoutes([page(<ContentItemPage />, '/app/content/:id')], `/app/content/${id}`);

    const dislike = await screen.findByRole('button', { name: 'Dislike' });
    fireEvent.click(dislike);
    const status = await screen.findByText('Got it — your next scripts will avoid this kind of opening.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(dislike.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Rating removed.')).toBeTruthy();
    await waitFor(() => expect(dislike.getAttribute('aria-pressed')).toBe('false'));
    expect(feedback).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Thanks — your next scripts will lean towards this one.')).toBeTruthy();
    expect(feedback).toBe('like');
  });
});

describe("the creator's turn in a script", () => {
  it("shows a beat's prompt under its line, marked as the creator's part, and nothing for beats without one", async () => {
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/suggestions/${id}`]: () => json(script()), 'GET /api/suggestions/limit': () => json(limitLeft) }).fetch);
    renderRoutes([page(<ContentItemPage />, '/app/content/:id')], `/app/content/${id}`);
    const prompts = await screen.findAllByRole('complementary', { name: 'Your turn' });
    expect(prompts).toHaveLength(1);
    expect(prompts[0]?.textContent).toContain('Say the one change that worked for you');
    // It sits in the second scene, after that scene's spoken line.
    const scene = prompts[0]?.closest('li');
    expect(scene?.textContent).toContain('One change made the biggest difference for me.');
    expect(scene?.textContent?.indexOf('One change made')).toBeLessThan(scene?.textContent?.indexOf('Say the one change') ?? -1);
    // Material from the library: no "nothing on this idea" note.
    expect(screen.queryByTestId('no-material')).toBeNull();
  });

  it('says so when the library had nothing on the idea and the script is built on its words', async () => {
    const built = script();
    const result = { ...built.result, writer: 'builtin', material: { niche: 'parenting' } } as Suggestion['result'];
    vi.stubGlobal(
      'fetch',
      stubFetch({ [`GET /api/suggestions/${id}`]: () => json({ ...built, result }), 'GET /api/suggestions/limit': () => json(limitLeft) }).fetch,
    );
    renderRoutes([page(<ContentItemPage />, '/app/content/:id')], `/app/content/${id}`);
    expect((await screen.findByTestId('no-material')).textContent).toBe(
      'Our library has nothing on this idea yet, so the script is built on your idea’s own words: the parts marked “Your turn” need your facts.',
    );
  });
});
