import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { Trend } from '../instagram/instagram.api.ts';
import { CreateSimilar } from './create-similar-dialog.tsx';

// Issue 32: "Create similar" on a trend makes a script FROM that trend (its id goes with the request, so the server
// hands the writer the trend and its format), not a script of another shape.

const CREATED = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const limitLeft = { limit: 10, used: 1, remaining: 9, next_slot_at: null, window_hours: 24 };
const trend: Trend = {
  id: 'myth-vs-fact',
  source: 'curated',
  language: 'en',
  title: 'Myth vs fact',
  description: 'Name a common myth in your niche, then the fact.',
  why_it_works: 'People love being told what is true.',
  how_to_adapt: 'Pick the myth your followers believe most.',
  niche_tags: ['general'],
  format: 'myth_busting',
  example_hook: 'You have been told this your whole life. It is wrong.',
  example_reels: [],
  signals: {},
  score: 40,
};

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('Create similar', () => {
  it('asks for a script from this trend (its id and the script type) and opens it', async () => {
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/generate': () => json({ id: CREATED, type: 'smart_script', status: 'creating' }, 202),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderRoutes([page(<CreateSimilar trend={trend} />, '/app/trends'), page(<p>item</p>, '/app/content/:id')], '/app/trends');

    fireEvent.click(screen.getByRole('button', { name: 'Create similar' }));
    await screen.findByRole('dialog', { name: 'Create something similar' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/content/${CREATED}`));
    const sent = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ type: 'smart_script', trend_id: 'myth-vs-fact' });
  });
});
