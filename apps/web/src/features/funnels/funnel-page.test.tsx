import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { FunnelPage } from './funnel-page.tsx';
import type { FunnelSessionDto } from './funnels.api.ts';
import { funnelSessionIds } from './funnels.api.ts';
import { parseFunnelPath } from './paths.ts';

const tracked = vi.hoisted(() => [] as { path: string; props: { funnel: string; step: string; language: string } }[]);
vi.mock('../../lib/analytics.ts', () => ({
  trackFunnelStep: (path: string, props: { funnel: string; step: string; language: string }) => tracked.push({ path, props }),
}));

const ID = '0b6f3f4e-6a0e-4c8a-9d41-8c7d5b0f2a11';

function session(overrides: Partial<FunnelSessionDto> = {}): FunnelSessionDto {
  return {
    id: ID,
    funnel: 'legacy',
    language: 'en',
    answers: {},
    current_step: 'usage-before',
    analysis_id: null,
    attached: false,
    completed: false,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function Host() {
  const where = parseFunnelPath(useLocation().pathname);
  return where ? <FunnelPage key={where.funnel.id} location={where} /> : <p>elsewhere</p>;
}

function renderAt(path: string) {
  return renderRoutes([page(<Host />)], path);
}

describe('FunnelPage', () => {
  beforeEach(() => {
    tracked.length = 0;
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a new visitor sees the first step; the first answer creates the session, saves the answer and moves on', async () => {
    const stub = stubFetch({
      'POST /api/funnels/legacy/sessions': () => json(session(), 201),
      [`PUT /api/funnels/sessions/${ID}/steps/usage-before`]: () =>
        json({
          session: session({ answers: { usage_before: 'tried' }, current_step: 'current-followers' }),
          next: 'current-followers',
          progress: { step: 2, of: 12 },
        }),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderAt('/onboarding');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/usage-before'));
    await waitFor(() => expect(tracked.map((event) => event.props.step)).toContain('usage-before'));
    expect(tracked[0]?.props).toEqual({ funnel: 'legacy', step: 'usage-before', language: 'en' });

    const option = document.querySelector('[data-option="tried"]');
    expect(option?.getAttribute('role')).toBe('radio');
    fireEvent.click(option as Element);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/current-followers'));
    expect(funnelSessionIds.read('legacy')).toBe(ID);
    const put = stub.calls.find((call) => call.key.startsWith('PUT'));
    expect(JSON.parse(String(put?.init?.body))).toEqual({ answer: 'tried' });
    await waitFor(() => expect(document.querySelector('[data-testid="funnel-step"]')?.getAttribute('data-step')).toBe('current-followers'));
  });

  it('resumes: a later step redirects to the reached one; an earlier one shows its saved answer', async () => {
    funnelSessionIds.write('legacy', ID);
    const saved = session({ answers: { usage_before: 'never', current_followers: '1k_5k' }, current_step: 'target-followers' });
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/funnels/sessions/${ID}`]: () => json(saved) }).fetch);

    const later = renderAt('/onboarding/signup');
    await waitFor(() => expect(later.router.state.location.pathname).toBe('/onboarding/target-followers'));
    later.unmount();

    const earlier = renderAt('/onboarding/current-followers');
    await waitFor(() => expect(document.querySelector('[data-option="1k_5k"]')?.getAttribute('aria-checked')).toBe('true'));
    expect(earlier.router.state.location.pathname).toBe('/onboarding/current-followers');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBeTruthy();
  });

  it('a session the server no longer knows is forgotten and the quiz starts again', async () => {
    funnelSessionIds.write('legacy', ID);
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/funnels/sessions/${ID}`]: () => json({ error: { code: 'NOT_FOUND', message: 'gone' } }, 404) }).fetch);
    const { router } = renderAt('/onboarding/expertise');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/usage-before'));
    expect(funnelSessionIds.read('legacy')).toBeNull();
  });

  it('a failed save says so and offers to try again', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/funnels/legacy/sessions': () => Promise.reject(new TypeError('offline')) }).fetch);
    renderAt('/onboarding/usage-before');
    await waitFor(() => expect(document.querySelector('[data-option="never"]')).not.toBeNull());
    fireEvent.click(document.querySelector('[data-option="never"]') as Element);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
