import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { nicknameError, normalizeNickname } from './nickname.ts';
import { NicknamePage } from './nickname-page.tsx';

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('nickname validation', () => {
  it('requires a nickname', () => {
    expect(nicknameError('')).toBe('required');
    expect(nicknameError('   ')).toBe('required');
    expect(nicknameError('@')).toBe('required');
    expect(nicknameError(undefined)).toBe('required');
  });

  it('accepts what Instagram accepts, in any of the forms people paste', () => {
    expect(nicknameError('anna.fitcoach')).toBeNull();
    expect(normalizeNickname('@Anna.FitCoach')).toBe('anna.fitcoach');
    expect(normalizeNickname('  chef_pavel ')).toBe('chef_pavel');
    expect(normalizeNickname('https://www.instagram.com/lia.makeup/?hl=en')).toBe('lia.makeup');
  });

  it('rejects what cannot be an Instagram username', () => {
    expect(nicknameError('anna fitcoach')).toBe('nickname');
    expect(nicknameError('anna-fitcoach')).toBe('nickname');
    expect(nicknameError('a'.repeat(31))).toBe('nickname');
    expect(nicknameError('анна')).toBe('nickname');
  });
});

const analysis = {
  id: '0b1e4b5a-4b7e-4a55-8d6e-2f1f7f3b9a10',
  username: 'anna.fitcoach',
  language: 'en',
  status: 'running',
  stage: 'queued',
  progress: 0,
  error: null,
  profile: null,
  metrics: null,
  narrative: null,
  trend_ids: [],
  created_at: '2026-03-01T10:00:00.000Z',
  completed_at: null,
};

function renderNickname() {
  return renderRoutes([page(<NicknamePage />, '/instagram'), page(<p>analysis screen</p>, '/instagram/:slug')], '/instagram');
}

async function submit(value: string) {
  const input = screen.getByLabelText('Instagram nickname');
  fireEvent.change(input, { target: { value } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Analyse my profile' })));
}

describe('NicknamePage', () => {
  it("says 'Fill in the field' and sends nothing when the nickname is empty", async () => {
    const stub = stubFetch({});
    vi.stubGlobal('fetch', stub.fetch);
    renderNickname();
    await submit('');
    expect(await screen.findByText('Fill in the field')).toBeTruthy();
    expect(screen.getByLabelText('Instagram nickname').getAttribute('aria-invalid')).toBe('true');
    expect(stub.calls).toEqual([]);
  });

  it('explains an invalid nickname', async () => {
    vi.stubGlobal('fetch', stubFetch({}).fetch);
    renderNickname();
    await submit('anna fitcoach');
    expect(await screen.findByText('Use letters, numbers, dots and underscores, up to 30 characters')).toBeTruthy();
  });

  it('starts the analysis in the UI language and opens its screen, remembering it for sign-up', async () => {
    const stub = stubFetch({ 'POST /api/profiles/preview': () => json(analysis, 202) });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderNickname();
    await submit('@Anna.FitCoach');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/instagram/anna.fitcoach'));
    expect(router.state.location.search).toBe(`?analysis=${analysis.id}`);
    expect(JSON.parse(String(stub.calls[0]?.init?.body))).toEqual({ username: 'anna.fitcoach', language: 'EN' });
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.pendingAnalysis) ?? '{}')).toEqual({ username: 'anna.fitcoach', analysisId: analysis.id });
  });

  it("says 'Failed to add nickname, Try again' when the analysis cannot start", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/profiles/preview': () => json({ error: { code: 'INTERNAL', message: 'boom' } }, 500) }).fetch);
    renderNickname();
    await submit('anna.fitcoach');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to add nickname, Try again');
  });
});
