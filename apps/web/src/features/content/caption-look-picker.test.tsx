import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import { CaptionLookPicker } from './caption-look-picker.tsx';
import { DEFAULT_CAPTION_LOOK } from './caption-look.ts';
import { ContentHome } from './content-home.tsx';

const limitLeft = { limit: 10, used: 1, remaining: 9, next_slot_at: null, window_hours: 24 };
const created = {
  id: '7d1f3a2b-0000-4000-8000-00000000000a',
  type: 'meme',
  status: 'creating',
  progress: 0,
  stage: 'queued',
  language: 'en',
  user_input: '',
  feedback: null,
  batch_id: null,
  parent_id: null,
  is_initial: false,
  error: null,
  result: null,
  video_url: null,
  thumbnail_url: null,
  download_url: null,
  duration_seconds: null,
  created_at: '2026-03-01T10:00:00.000Z',
  completed_at: null,
};

/** jsdom has no matchMedia: the previews ask it whether the person wants less motion. */
function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  setLocale('en');
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function renderMemeForm() {
  const stub = stubFetch({
    'GET /api/suggestions/limit': () => json(limitLeft),
    'POST /api/suggestions/generate': () => json(created, 202),
  });
  vi.stubGlobal('fetch', stub.fetch);
  const utils = renderRoutes([page(<ContentHome />, '/app'), page(<p>item page</p>, '/app/content/:id')], '/app?tab=generate&type=meme');
  return { stub, ...utils };
}

describe('the caption style in the meme form', () => {
  it('a chosen preset, position and colour go with the request and are offered again next time', async () => {
    stubReducedMotion(false);
    const { stub, unmount } = renderMemeForm();
    const picker = await screen.findByTestId('caption-look-picker');
    const style = within(picker).getByRole('radiogroup', { name: 'Caption style' });
    expect(within(style).getAllByRole('radio')).toHaveLength(6);
    expect(within(style).getByRole('radio', { name: 'Highlight' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(style).getByRole('radio', { name: 'Karaoke' }));
    fireEvent.click(within(picker).getByRole('radio', { name: 'Top' }));
    fireEvent.click(within(picker).getByRole('radio', { name: 'Pink' }));
    expect(within(style).getByRole('radio', { name: 'Karaoke' }).getAttribute('aria-checked')).toBe('true');
    // The previews follow the choice: every tile shows the captions at the top in pink.
    const previews = within(picker).getAllByTestId('caption-preview');
    expect(previews.every((preview) => preview.dataset.position === 'top' && preview.style.getPropertyValue('--cap-color') === '#FF2D92')).toBe(true);
    // …and say so in the form's summary line.
    expect(within(screen.getByTestId('caption-look-section')).getByText('Karaoke, top')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    await waitFor(() => expect(stub.calls.some((call) => call.key === 'POST /api/suggestions/generate')).toBe(true));
    const body = JSON.parse(String(stub.calls.find((call) => call.key === 'POST /api/suggestions/generate')?.init?.body));
    expect(body.caption_look).toEqual({ preset: 'karaoke', position: 'top', color: '#FF2D92' });

    // The next creation starts from the same look (this browser remembers it).
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.captionLook) ?? 'null')).toEqual({ preset: 'karaoke', position: 'top', color: '#FF2D92' });
    unmount();
    renderMemeForm();
    const again = await screen.findByTestId('caption-look-picker');
    expect(within(again).getByRole('radio', { name: 'Karaoke' }).getAttribute('aria-checked')).toBe('true');
    expect(within(again).getByRole('radio', { name: 'Top' }).getAttribute('aria-checked')).toBe('true');
  });

  it('a custom colour is used as typed, upper-cased; a broken remembered look falls back to the default', async () => {
    stubReducedMotion(false);
    localStorage.setItem(STORAGE_KEYS.captionLook, '{"preset":"comic"}');
    const onChange = vi.fn();
    renderRoutes([page(<CaptionLookPicker value={DEFAULT_CAPTION_LOOK} onChange={onChange} />)], '/');
    fireEvent.change(screen.getByLabelText('Custom colour'), { target: { value: '#12ab34' } });
    expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_CAPTION_LOOK, color: '#12AB34' });

    renderMemeForm();
    const pickers = await screen.findAllByTestId('caption-look-picker');
    expect(within(pickers.at(-1)!).getByRole('radio', { name: 'Highlight' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('the keyboard', () => {
  it('an arrow key moves to the next preset and chooses it', async () => {
    stubReducedMotion(false);
    const onChange = vi.fn();
    renderRoutes([page(<CaptionLookPicker value={DEFAULT_CAPTION_LOOK} onChange={onChange} />)], '/');
    const highlight = screen.getByRole('radio', { name: 'Highlight' });
    highlight.focus();
    fireEvent.keyDown(highlight, { key: 'ArrowRight' });
    fireEvent.keyUp(highlight, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Karaoke' })));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...DEFAULT_CAPTION_LOOK, preset: 'karaoke' }));
  });
});

describe('the live previews', () => {
  it('animate the sample words in the reader’s language, one tile per preset', () => {
    stubReducedMotion(false);
    setLocale('ru');
    renderRoutes([page(<CaptionLookPicker value={DEFAULT_CAPTION_LOOK} onChange={() => undefined} />)], '/');
    const previews = screen.getAllByTestId('caption-preview');
    expect(previews.map((preview) => [...preview.classList].find((name) => name.startsWith('cap-') && name !== 'cap-preview'))).toEqual([
      'cap-highlight',
      'cap-karaoke',
      'cap-boxed',
      'cap-pop',
      'cap-minimal',
      'cap-neon',
    ]);
    expect(previews.every((preview) => preview.dataset.motion === 'animate')).toBe(true);
    expect(previews[0]?.textContent).toContain('Выложи');
    // Decorative: the radio's own label names the preset.
    expect(previews[0]?.getAttribute('aria-hidden')).toBe('true');
  });

  it('hold still when the person asks for reduced motion', () => {
    stubReducedMotion(true);
    renderRoutes([page(<CaptionLookPicker value={DEFAULT_CAPTION_LOOK} onChange={() => undefined} />)], '/');
    const previews = screen.getAllByTestId('caption-preview');
    expect(previews.every((preview) => preview.dataset.motion === 'static')).toBe(true);
  });
});
