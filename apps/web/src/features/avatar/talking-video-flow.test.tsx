import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../lib/i18n.ts';
import { installFakeMedia, uninstallFakeMedia } from '../../test/fake-media.ts';
import { json, page, renderRoutes, stubFetch } from '../../test/render.tsx';
import type { Suggestion, UserImage } from '../content/content.api.ts';
import type { Draft } from './avatar.api.ts';
import { readAloudParts } from './avatar.api.ts';
import { TalkingVideoFlow } from './talking-video-flow.tsx';
import { videoStepState } from './video-job.tsx';

const PHOTO_ID = '7d7c1d55-5d0a-4f0e-9a51-3c1c3e6f0a11';
const VIDEO_ID = '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a09';
const limitLeft = { limit: 10, used: 0, remaining: 10, next_slot_at: null, window_hours: 24 };

function image(overrides: Partial<UserImage> = {}): UserImage {
  return {
    id: PHOTO_ID,
    width: 672,
    height: 896,
    bytes: 120_000,
    url: '/files/photo.jpg',
    thumbnail_url: '/files/photo-thumb.jpg',
    face_status: 'ok',
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const images = (items: UserImage[]) => ({ items, offset: 0, limit: 20, total: items.length });

const draft: Draft = {
  result: {
    title: 'Why I wake up at five',
    hook: 'I wake up at five',
    beats: [
      { onScreenText: 'Five', spokenLine: 'I wake up at five every day.', seconds: 4, sceneTitle: 'The alarm' },
      { onScreenText: 'Quiet', spokenLine: 'The first hour is the quietest one.', seconds: 5, sceneTitle: 'The quiet hour' },
    ],
    caption: 'c',
    hashtags: ['#morning'],
    callToAction: 'Follow',
    estimatedSeconds: 9,
  },
  read_aloud: 'I wake up at five every day.\n\nThe first hour is the quietest one.',
  estimated_seconds: 9,
};

function video(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: VIDEO_ID,
    type: 'avatar',
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
    result: draft.result,
    video_url: null,
    thumbnail_url: null,
    download_url: null,
    duration_seconds: null,
    created_at: new Date().toISOString(),
    completed_at: null,
    ...overrides,
  };
}

function photoFile(name = 'me.jpg', type = 'image/jpeg', bytes = 200_000): File {
  const file = new File(['jpeg'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function renderFlow(kind: 'avatar' | 'storytelling', path: string) {
  return renderRoutes([page(<TalkingVideoFlow kind={kind} />, kind === 'avatar' ? '/app/first-video' : '/app/story'), page(<p>generate tab</p>, '/app')], path);
}

beforeEach(() => {
  setLocale('en');
  // The caption style is remembered between videos; each test starts with none.
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  uninstallFakeMedia();
});

describe('photo step', () => {
  it('checks size and format before uploading, shows a face refusal with an example of a good photo, then accepts a photo', async () => {
    let answer = () => json({ error: { code: 'FACE_NOT_FOUND', message: 'server text' } }, 422);
    const stub = stubFetch({
      'GET /api/users/images': () => json(images([])),
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/users/images': () => answer(),
      'POST /api/suggestions/draft': () => json(draft),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderFlow('avatar', '/app/first-video');
    expect(await screen.findByRole('heading', { name: 'Add a photo of your face' })).toBeTruthy();
    expect(screen.getByText('JPEG, PNG or WebP, up to 3 MB')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'What works best' })).toBeTruthy();
    const input = () => screen.getByTestId('avatar-photo-input');

    // Too large and the wrong format never leave the browser.
    fireEvent.change(input(), { target: { files: [photoFile('big.jpg', 'image/jpeg', 3 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole('alert').textContent).toBe('The photo is too large. Use a photo up to 3 MB');
    fireEvent.change(input(), { target: { files: [photoFile('anim.gif', 'image/gif')] } });
    expect(screen.getByRole('alert').textContent).toBe('This format is not supported. Use a JPEG, PNG or WebP photo');
    expect(stub.calls.some((call) => call.key === 'POST /api/users/images')).toBe(false);

    // No face: the translated refusal, and how a good photo looks.
    await act(async () => fireEvent.change(input(), { target: { files: [photoFile('landscape.jpg')] } }));
    expect(await screen.findByText('We could not find a face in this photo. Use a clear photo of your face, looking at the camera')).toBeTruthy();
    const tips = screen.getByRole('region', { name: 'Try a photo like this' });
    expect(within(tips).getByRole('img', { name: /Drawing of a good photo/ })).toBeTruthy();
    const sent = stub.calls.find((call) => call.key === 'POST /api/users/images')?.init?.body as FormData;
    expect(sent.get('purpose')).toBe('avatar');
    expect((sent.get('image') as File).name).toBe('landscape.jpg');

    // A good one: its preview, then on to the voice.
    answer = () => json(image(), 201);
    // The drop zone was replaced by the preview while checking: a new input.
    await act(async () => fireEvent.change(screen.getByTestId('avatar-photo-input'), { target: { files: [photoFile('me.jpg')] } }));
    expect(await screen.findByText('Great photo: we found your face')).toBeTruthy();
    expect(screen.getByTestId('avatar-photo-preview').getAttribute('src')).toBe('/files/photo-thumb.jpg');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Continue/ })));
    expect(router.state.location.search).toBe(`?photo=${PHOTO_ID}`);
    expect(await screen.findByRole('heading', { name: 'Record your voice' })).toBeTruthy();
  });

  it('offers the earlier photos in which a face was found, and only those', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/users/images': () =>
          json(
            images([
              image(),
              image({ id: '7d7c1d55-5d0a-4f0e-9a51-3c1c3e6f0a12', face_status: 'no_face' }),
              image({ id: '7d7c1d55-5d0a-4f0e-9a51-3c1c3e6f0a13', face_status: null }),
            ]),
          ),
        'GET /api/suggestions/limit': () => json(limitLeft),
      }).fetch,
    );
    // The first video's photo step (a story chooses several photos: story-photo-step.test.tsx).
    renderFlow('avatar', '/app/first-video');
    expect(await screen.findByRole('heading', { name: 'Add a photo of your face' })).toBeTruthy();
    const group = await screen.findByRole('radiogroup', { name: 'Or pick a photo you used before' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(1);
    await act(async () => fireEvent.click(radios[0] as HTMLElement));
    expect(await screen.findByText('Great photo: we found your face')).toBeTruthy();
  });
});

describe('voice step and the video', () => {
  it('skips to the built-in voice with the drafted script, follows the real progress and ends with the video', async () => {
    let current = video();
    const stub = stubFetch({
      'GET /api/users/images': () => json(images([image()])),
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/draft': () => json(draft),
      'POST /api/suggestions/generate': () => json(current, 202),
      [`GET /api/suggestions/${VIDEO_ID}`]: () => json(current),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderFlow('avatar', `/app/first-video?photo=${PHOTO_ID}`);

    // The text to read, as a teleprompter.
    const prompter = await screen.findByTestId('teleprompter');
    expect(within(prompter).getByText('I wake up at five every day.')).toBeTruthy();
    expect(within(prompter).getByText('The first hour is the quietest one.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe('/files/photo-thumb.jpg');
    expect(JSON.parse(String(stub.calls.find((call) => call.key === 'POST /api/suggestions/draft')?.init?.body))).toEqual({
      type: 'avatar',
    });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skip — use a built-in voice' })));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${VIDEO_ID}`));
    const body = JSON.parse(String(stub.calls.find((call) => call.key === 'POST /api/suggestions/generate')?.init?.body));
    // No caption style chosen: the default look, said explicitly.
    expect(body).toEqual({
      type: 'avatar',
      image_id: PHOTO_ID,
      script: draft.result,
      caption_look: { preset: 'highlight', position: 'bottom', color: '#FFD60A' },
    });

    // Real progress: the stage by name, the bar at the server's value, the expected time.
    expect(await screen.findByText('Creating your video')).toBeTruthy();
    expect(screen.getByText('It usually takes 1 to 3 minutes.')).toBeTruthy();
    current = video({ progress: 48, stage: 'animating' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Animating your photo…'), { timeout: 3_000 });
    expect(screen.getByRole('progressbar', { name: 'Progress' }).getAttribute('aria-valuenow')).toBe('48');
    const steps = screen.getByRole('list', { name: 'Progress steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-state')),
    ).toEqual(['done', 'done', 'current', 'upcoming']);

    current = video({
      status: 'ready',
      progress: 100,
      stage: 'done',
      video_url: '/files/v.mp4',
      thumbnail_url: '/files/v.jpg',
      download_url: '/files/v.mp4?download=1',
      duration_seconds: 9,
    });
    expect(await screen.findByRole('heading', { name: 'Your video is ready' }, { timeout: 3_000 })).toBeTruthy();
    const player = document.querySelector('video') as HTMLVideoElement;
    expect(player.getAttribute('src')).toBe('/files/v.mp4');
    expect(player.getAttribute('poster')).toBe('/files/v.jpg');
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.hasAttribute('playsinline')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download MP4' }).getAttribute('href')).toBe('/files/v.mp4?download=1');
    expect(screen.getByRole('link', { name: /Complete pitches/ }).getAttribute('href')).toBe('/app?tab=generate');
    expect(screen.getByRole('link', { name: 'Open in My content' }).getAttribute('href')).toBe(`/app/content/${VIDEO_ID}`);
  });

  it('uploads a recording once and starts the video with it; a failed start, and a failed video, are tried again with it', async () => {
    const media = installFakeMedia();
    let generateAnswer = () => json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500);
    let current = video();
    const stub = stubFetch({
      'GET /api/users/images': () => json(images([image()])),
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/draft': () => json(draft),
      'POST /api/users/audio': () => json({ id: '5b0d4f0e-1c1a-4a8a-9c43-0d8d2f0c7a01', duration_seconds: 3, bytes: 14, url: '/a', created_at: '' }, 201),
      'POST /api/suggestions/generate': () => generateAnswer(),
      [`GET /api/suggestions/${VIDEO_ID}`]: () => json(current),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderFlow('avatar', `/app/first-video?photo=${PHOTO_ID}`);
    const button = await screen.findByTestId('hold-to-record');

    await act(async () => fireEvent.pointerDown(button, { button: 0 }));
    expect(await screen.findByText('Recording')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Skip — use a built-in voice' }) as HTMLButtonElement).disabled).toBe(true);
    media.clock.now += 3_000;
    await act(async () => fireEvent.pointerUp(button, { button: 0 }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Use this recording' })));
    expect(await screen.findByText('Oops. Something went wrong on our side. Please try again')).toBeTruthy();
    expect(router.state.location.search).toBe(`?photo=${PHOTO_ID}`);

    generateAnswer = () => json(video(), 202);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this recording' })));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${VIDEO_ID}`));

    expect(stub.calls.filter((call) => call.key === 'POST /api/users/audio')).toHaveLength(1);
    const upload = stub.calls.find((call) => call.key === 'POST /api/users/audio')?.init?.body as FormData;
    expect((upload.get('audio') as File).name).toBe('voice.webm');
    const starts = stub.calls.filter((call) => call.key === 'POST /api/suggestions/generate');
    expect(starts).toHaveLength(2);
    const withRecording = {
      type: 'avatar',
      image_id: PHOTO_ID,
      audio_id: '5b0d4f0e-1c1a-4a8a-9c43-0d8d2f0c7a01',
      script: draft.result,
      caption_look: { preset: 'highlight', position: 'bottom', color: '#FFD60A' },
    };
    expect(JSON.parse(String(starts[1]?.init?.body))).toEqual(withRecording);

    // The video fails: "Try again" makes it again from the same photo, recording and script.
    current = video({ status: 'failed', stage: 'failed', error: { code: 'INTERNAL', message: 'The render stopped' } });
    const failed = await screen.findByTestId('video-failed', {}, { timeout: 3_000 });
    current = video();
    await act(async () => fireEvent.click(within(failed).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(stub.calls.filter((call) => call.key === 'POST /api/suggestions/generate')).toHaveLength(3));
    expect(JSON.parse(String(stub.calls.filter((call) => call.key === 'POST /api/suggestions/generate')[2]?.init?.body))).toEqual(withRecording);
    expect(await screen.findByTestId('video-progress')).toBeTruthy();
  });

  it('story: the text scene by scene with titles, then generate-storytelling as a form', async () => {
    const stub = stubFetch({
      'GET /api/users/images': () => json(images([image()])),
      'GET /api/suggestions/limit': () => json(limitLeft),
      'POST /api/suggestions/draft': () => json(draft),
      'POST /api/suggestions/generate-storytelling': () => json(video({ type: 'storytelling' }), 201),
      [`GET /api/suggestions/${VIDEO_ID}`]: () => json(video({ type: 'storytelling', stage: 'voice', progress: 20 })),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderFlow('storytelling', `/app/story?photo=${PHOTO_ID}`);
    expect(await screen.findByRole('heading', { name: 'Record the story' })).toBeTruthy();
    const prompter = await screen.findByTestId('teleprompter');
    expect(within(prompter).getByText('The alarm')).toBeTruthy();
    expect(within(prompter).getByText('The quiet hour')).toBeTruthy();

    // The caption style, folded under the recorder: open it and pick boxed captions in the middle.
    const captions = screen.getByTestId('caption-look-section') as HTMLDetailsElement;
    expect(within(captions).getByText('Highlight, bottom')).toBeTruthy();
    captions.open = true;
    fireEvent(captions, new Event('toggle'));
    fireEvent.click(await within(captions).findByRole('radio', { name: 'Boxed' }));
    fireEvent.click(within(captions).getByRole('radio', { name: 'Middle' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Skip — use a built-in voice' })));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${VIDEO_ID}`));
    const form = stub.calls.find((call) => call.key === 'POST /api/suggestions/generate-storytelling')?.init?.body as FormData;
    expect(JSON.parse(String(form.get('caption_look')))).toEqual({ preset: 'boxed', position: 'middle', color: '#FFD60A' });
    expect(form.get('image_id')).toBe(PHOTO_ID);
    expect(form.get('user_input')).toBe('');
    expect(form.get('audio_id')).toBeNull();
    expect(JSON.parse(String(form.get('script')))).toEqual(draft.result);
    expect(await screen.findByText('A story takes a few minutes: about as long as the video itself.')).toBeTruthy();
  });

  it('a draft that could not be written can be asked for again; skipping stays possible', async () => {
    installFakeMedia();
    let fail = true;
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/users/images': () => json(images([image()])),
        'GET /api/suggestions/limit': () => json(limitLeft),
        'POST /api/suggestions/draft': () => (fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : json(draft)),
      }).fetch,
    );
    renderFlow('avatar', `/app/first-video?photo=${PHOTO_ID}`);
    expect(await screen.findByText('Failed to write the text, Please try again', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('hold-to-record')).toBeNull();
    expect(screen.getByRole('button', { name: 'Skip — use a built-in voice' })).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByTestId('teleprompter')).toBeTruthy();
    expect(screen.getByTestId('hold-to-record')).toBeTruthy();
  });

  it("a failed video this browser did not start says so, and trying again follows the server's new take", async () => {
    const NEXT_ID = '2f1c0a52-8a59-4a57-9d6c-0f3f2b1f6a10';
    const stub = stubFetch({
      'GET /api/suggestions/limit': () => json(limitLeft),
      [`GET /api/suggestions/${VIDEO_ID}`]: () =>
        json(video({ status: 'failed', stage: 'failed', error: { code: 'RENDER_FAILED', message: 'The video could not be rendered' } })),
      [`POST /api/suggestions/${VIDEO_ID}/regenerate`]: () => json(video({ id: NEXT_ID }), 202),
      [`GET /api/suggestions/${NEXT_ID}`]: () => json(video({ id: NEXT_ID, stage: 'writing', progress: 5 })),
    });
    vi.stubGlobal('fetch', stub.fetch);
    const { router } = renderFlow('avatar', `/app/first-video?id=${VIDEO_ID}`);
    const failed = await screen.findByTestId('video-failed');
    expect(within(failed).getByText('The video could not be created')).toBeTruthy();
    expect(within(failed).getByText('The video could not be rendered')).toBeTruthy();
    await act(async () => fireEvent.click(within(failed).getByRole('button', { name: 'Try again' })));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${NEXT_ID}`));
    expect(await screen.findByText('Writing the script…', {}, { timeout: 3_000 })).toBeTruthy();
  });
});

describe('readAloudParts', () => {
  it('pairs paragraphs with scene titles only when they line up', () => {
    expect(readAloudParts(draft, true).map((part) => part.title)).toEqual(['The alarm', 'The quiet hour']);
    expect(readAloudParts(draft, false).map((part) => part.title)).toEqual([null, null]);
    expect(readAloudParts({ ...draft, read_aloud: 'One paragraph only.' }, true)).toEqual([{ title: null, text: 'One paragraph only.' }]);
  });
});

describe('videoStepState', () => {
  it('places the four steps for each stage', () => {
    const states = (stage: string, status: Suggestion['status'] = 'creating') =>
      (['writing', 'voice', 'animating', 'storing'] as const).map((step) => videoStepState(stage, step, status));
    expect(states('queued')).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('writing')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('voice')).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(states('storing')).toEqual(['done', 'done', 'done', 'current']);
    expect(states('anything', 'ready')).toEqual(['done', 'done', 'done', 'done']);
  });
});
