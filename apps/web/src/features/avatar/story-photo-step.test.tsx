import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { Suggestion, UserImage } from '../content/content.api.ts';
import type { Draft } from './avatar.api.ts';
import { TalkingVideoFlow } from './talking-video-flow.tsx';

/** Issue 33: a story from several photos, chosen in order in the story flow's photo step. */
const ids = Array.from({ length: 8 }, (_, i) => `7d7c1d55-5d0a-4f0e-9a51-3c1c3e6f0b1${i}`);
const VIDEO_ID = '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a09';
const limitLeft = { limit: 10, used: 0, remaining: 10, next_slot_at: null, window_hours: 24 };

function image(index: number, overrides: Partial<UserImage> = {}): UserImage {
  return {
    id: ids[index] as string,
    width: 672,
    height: 896,
    bytes: 120_000,
    url: `/files/photo-${index}.jpg`,
    thumbnail_url: `/files/photo-${index}-thumb.jpg`,
    face_status: 'ok',
    created_at: `2026-03-0${index + 1}T10:00:00.000Z`,
    ...overrides,
  };
}
const images = (items: UserImage[]) => ({ items, offset: 0, limit: 20, total: items.length });

const draft: Draft = {
  result: {
    title: 'Dinner in twenty minutes',
    hook: 'Dinner in twenty minutes.',
    beats: [
      {
        onScreenText: 'Heat the pan',
        spokenLine: 'Heat the pan first.',
        seconds: 3,
        sceneTitle: 'The pan',
        graphic: { type: 'phrase', text: 'Heat the pan first' },
      },
    ],
    caption: 'c',
    hashtags: ['dinner'],
    callToAction: 'Follow',
    estimatedSeconds: 3,
  },
  read_aloud: 'Heat the pan first.',
  estimated_seconds: 3,
};

const video: Suggestion = {
  id: VIDEO_ID,
  type: 'storytelling',
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
  created_at: new Date().toISOString(),
  completed_at: null,
};

function renderStory(path = '/app/story') {
  return renderRoutes([page(<TalkingVideoFlow kind="storytelling" />, '/app/story'), page(<p>generate tab</p>, '/app')], path);
}

/** The library tile of a photo, by its date (the tiles' names). */
const tile = (index: number) => screen.getByRole('button', { name: `Your photo from Mar ${index + 1}` });
const chosenList = () => within(screen.getByTestId('story-photos-chosen'));

beforeEach(() => setLocale('en'));
afterEach(() => vi.unstubAllGlobals());

describe('story photo step', () => {
  it('chooses photos in order, shows which one speaks, removes one, and sends them all in that order', async () => {
    const library = [image(0, { face_status: 'no_face' }), image(1), image(2, { face_status: null }), image(3)];
    const stub = stubFetch({
      'GET /api/users/images': () => json(images(library)),
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/draft': () => json(draft),
      'POST /api/suggestions/generate-storytelling': () => json(video, 201),
      [`GET /api/suggestions/${VIDEO_ID}`]: () => json(video),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderStory();
    expect(await screen.findByRole('heading', { name: 'Choose your photos' })).toBeTruthy();
    expect(screen.getByText('Chosen: 0 of 6')).toBeTruthy();
    const proceed = () => screen.getByRole('button', { name: /Continue/ }) as HTMLButtonElement;
    expect(proceed().disabled).toBe(true);

    // A landscape first: allowed, but nobody tells the story yet.
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Your photo from Mar 1' })));
    expect(tile(0).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('None of these photos shows your face clearly');
    expect(proceed().disabled).toBe(true);

    await act(async () => fireEvent.click(tile(1)));
    await act(async () => fireEvent.click(tile(2)));
    await act(async () => fireEvent.click(tile(3)));
    expect(screen.getByText('Chosen: 4 of 6')).toBeTruthy();
    const items = chosenList().getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4']);
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual(library.map((entry) => entry.thumbnail_url));
    // The first chosen photo with a face speaks, and says so; the order shows on the library's tiles too.
    expect(within(items[1] as HTMLElement).getByText('Tells the story')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('Tells the story')).toBeNull();
    expect(tile(3).textContent).toContain('4');
    expect(screen.queryByRole('alert')).toBeNull();

    // Removed: the rest move up.
    await act(async () => fireEvent.click(chosenList().getByRole('button', { name: 'Remove photo 3' })));
    expect(chosenList().getAllByRole('listitem')).toHaveLength(3);
    expect(tile(2).getAttribute('aria-pressed')).toBe('false');
    // The choice lives in the URL, so coming back finds it.
    expect(router.state.location.search).toBe(`?chosen=${[ids[0], ids[1], ids[3]].join('%2C')}`);

    await act(async () => fireEvent.click(proceed()));
    expect(new URLSearchParams(router.state.location.search).get('photos')).toBe([ids[0], ids[1], ids[3]].join(','));
    expect(new URLSearchParams(router.state.location.search).get('photo')).toBe(ids[1]);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Skip — use a built-in voice' })));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${VIDEO_ID}`));
    const form = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate-storytelling')?.init?.body as FormData;
    expect(form.getAll('image_ids')).toEqual([ids[0], ids[1], ids[3]]);
    expect(form.get('image_id')).toBe(ids[1]);
  });

  it('adds an uploaded photo to the story, and stops at six', async () => {
    const library = Array.from({ length: 6 }, (_, i) => image(i));
    const uploaded = image(6, { face_status: 'no_face' });
    let listed = library;
    const stub = stubFetch({
      'GET /api/users/images': () => json(images(listed)),
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/users/images': () => {
        listed = [uploaded, ...library];
        return json(uploaded, 201);
      },
    });
    vi.stubGlobal('fetch', stub.fetch);
    renderStory(`/app/story?chosen=${ids.slice(0, 4).join(',')}`);
    // Coming back: the four chosen before are still chosen.
    expect(await screen.findByText('Chosen: 4 of 6')).toBeTruthy();

    const file = new File(['jpeg'], 'beach.jpg', { type: 'image/jpeg' });
    await act(async () => fireEvent.change(screen.getByTestId('story-photo-input'), { target: { files: [file] } }));
    expect(await screen.findByText('Chosen: 5 of 6')).toBeTruthy();
    const sent = stub.calls.find((call) => call.key === 'POST /api/users/images')?.init?.body as FormData;
    // A story photo needs no face: it is uploaded as a general photo, not refused for lacking one.
    expect(sent.get('purpose')).toBeNull();
    expect((sent.get('image') as File).name).toBe('beach.jpg');
    expect(chosenList().getAllByRole('listitem').at(-1)?.querySelector('img')?.getAttribute('src')).toBe(uploaded.thumbnail_url);

    await act(async () => fireEvent.click(tile(4)));
    expect(screen.getByText('Chosen: 6 of 6')).toBeTruthy();
    expect(screen.getByText('A story shows up to 6 photos. Remove one to choose another.')).toBeTruthy();
    expect((tile(5) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('story-photo-input') as HTMLInputElement).closest('div')?.querySelector('button')?.disabled).toBe(true);
  });
});
