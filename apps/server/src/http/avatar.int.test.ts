import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { startFakeTalkingHead, startFakeTts } from '@reelcraft/fakes';
import { probe, sampleFacePhoto, sampleGroupPhoto, sampleNoFacePhoto } from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  eventually,
  json,
  loudness,
  postForm,
  postPhoto,
  signUp,
  uniqueEmail,
  uploadPhoto,
  uploadRecording,
  waitForSuggestion,
  type TestApp,
} from '../testing/index.ts';

/**
 * Issue 5 through the API: face checks at upload, drafts, talking avatars, face memes and stories as jobs. Renders use
 * the test profile (180×320, 15 fps) like every test, except the one full-size talking avatar and story at the end.
 */
let t: TestApp;
const work = mkdtempSync(path.join(tmpdir(), 'reelcraft-avatar-test-'));

type Suggestion = {
  id: string;
  type: string;
  status: string;
  stage: string;
  progress: number;
  duration_seconds: number | null;
  video_url: string | null;
  thumbnail_url: string | null;
  download_url: string | null;
  result: { beats: Array<{ spokenLine: string; visual?: string }>; meme?: { topText: string } } | null;
  error: { code: string } | null;
};
type ApiError = { error: { code: string; message: string; details?: Record<string, unknown> } };

/** What ffprobe says of the test profile's videos, and of the full size users get. */
const SMALL = { codecName: 'h264', width: 180, height: 320, frameRate: 15 };
const FULL = { codecName: 'h264', width: 720, height: 1280, frameRate: 30 };

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 15 * 60_000;
const TEST_MS = 20 * 60_000;

const newUser = async (app = t) => (await signUp(app, { email: uniqueEmail('avatar') })).token;

/** Fetches the rendered video through its signed link and probes it; and the thumbnail through its link. */
async function probeVideo(item: Suggestion, app = t) {
  expect(item.video_url).toBeTruthy();
  const response = await app.app.request(item.video_url ?? '');
  expect(response.status).toBe(200);
  const file = path.join(work, `${item.id}.mp4`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const info = await probe(file);
  const video = info.streams.find((stream) => stream.codecType === 'video');
  const audio = info.streams.find((stream) => stream.codecType === 'audio');
  expect(item.thumbnail_url).toBeTruthy();
  const thumbnailResponse = await app.app.request(item.thumbnail_url ?? '');
  expect(thumbnailResponse.status).toBe(200);
  const thumbnail = await sharp(Buffer.from(await thumbnailResponse.arrayBuffer())).metadata();
  return { info, video, audio, file, thumbnail: { format: thumbnail.format, width: thumbnail.width, height: thumbnail.height } };
}

async function used(token: string, app = t): Promise<number> {
  return (await json<{ used: number }>(await app.call('GET', '/api/suggestions/limit', undefined, token))).used;
}

beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '10' });
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the first-video photo', () => {
  it('accepts a clear portrait and remembers its face', async () => {
    const token = await newUser();
    const response = await postPhoto(t, token, { data: await sampleFacePhoto(3, 0) });
    expect(response.status).toBe(201);
    expect(await json<{ face_status: string }>(response)).toMatchObject({ face_status: 'ok' });
  });

  it('refuses photos it cannot animate with a distinct, translated reason, and stores none of them', async () => {
    const token = await newUser();
    const noFace = await postPhoto(t, token, { data: await sampleNoFacePhoto() });
    expect(noFace.status).toBe(422);
    expect((await json<ApiError>(noFace)).error.code).toBe('FACE_NOT_FOUND');

    const group = await postPhoto(t, token, { data: await sampleGroupPhoto(), name: 'party.jpg', language: 'ru' });
    expect(group.status).toBe(422);
    const groupError = (await json<ApiError>(group)).error;
    expect(groupError.code).toBe('FACE_SEVERAL');
    expect(groupError.message).toMatch(/несколько лиц/);

    const blurred = await sharp(await sampleFacePhoto(3, 0))
      .blur(6)
      .jpeg()
      .toBuffer();
    expect((await json<ApiError>(await postPhoto(t, token, { data: blurred }))).error.code).toBe('FACE_BLURRED');

    // A face far away in a big picture.
    const tiny = await sharp(await sampleFacePhoto(3, 0))
      .resize(90)
      .toBuffer();
    const far = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#88aa77' } })
      .composite([{ input: tiny, left: 700, top: 500 }])
      .jpeg()
      .toBuffer();
    expect((await json<ApiError>(await postPhoto(t, token, { data: far }))).error.code).toBe('FACE_TOO_SMALL');

    const list = await json<{ total: number }>(await t.call('GET', '/api/users/images', undefined, token));
    expect(list.total).toBe(0);
  });

  it('keeps the 3 MB limit for the first-video photo, 10 MB for others', async () => {
    const token = await newUser();
    // Noise does not compress: about 4 MB of PNG.
    const noisy = await sharp(Buffer.from(Array.from({ length: 1200 * 1200 * 3 }, () => Math.floor(Math.random() * 256))), {
      raw: { width: 1200, height: 1200, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(3 * 1024 * 1024);
    const tooBig = await postPhoto(t, token, { data: noisy });
    expect(tooBig.status).toBe(400);
    expect(await json<ApiError>(tooBig)).toMatchObject({ error: { code: 'IMAGE_TOO_LARGE', details: { max_mb: 3 } } });
    const general = await postPhoto(t, token, { data: noisy, purpose: 'general' });
    expect(general.status).toBe(201);
    expect(await json<{ face_status: string }>(general)).toMatchObject({ face_status: 'no_face' });
  });
});

describe('drafts and requests', () => {
  it('drafts an avatar script and a story to read aloud without using a slot', async () => {
    const token = await newUser();
    const avatar = await json<{ read_aloud: string; result: { beats: unknown[] }; estimated_seconds: number }>(
      await t.call('POST', '/api/suggestions/draft', { type: 'avatar', language: 'es' }, token),
    );
    expect(avatar.read_aloud.split('\n\n').length).toBe(avatar.result.beats.length);
    const story = await json<{ estimated_seconds: number }>(await t.call('POST', '/api/suggestions/draft', { type: 'storytelling' }, token));
    expect(story.estimated_seconds).toBeGreaterThanOrEqual(60);
    expect(story.estimated_seconds).toBeLessThanOrEqual(180);
    expect(await used(token)).toBe(0);
  });

  it("refuses a photo without a face, someone else's photo or recording, before using a slot", async () => {
    const token = await newUser();
    const other = await newUser();
    const landscape = await uploadPhoto(t, token, { data: await sampleNoFacePhoto(), purpose: 'general' });
    const noFace = await t.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: landscape.id }, token);
    expect(noFace.status).toBe(422);
    expect((await json<ApiError>(noFace)).error.code).toBe('FACE_NOT_FOUND');

    const theirs = await uploadPhoto(t, other, { data: await sampleFacePhoto(3, 0) });
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: theirs.id }, token)).status).toBe(404);
    const story = await postForm(t, '/api/suggestions/generate-storytelling', { image_id: theirs.id, language: 'en', user_input: '' }, token, {
      'accept-language': 'en',
    });
    expect(story.status).toBe(404);

    const mine = await uploadPhoto(t, token, { data: await sampleFacePhoto(3, 0) });
    const badScript = await postForm(
      t,
      '/api/suggestions/generate-storytelling',
      { image_id: mine.id, language: 'en', user_input: '', script: '{not json' },
      token,
      { 'accept-language': 'en' },
    );
    expect(badScript.status).toBe(400);
    const strangeAudio = await t.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: mine.id, audio_id: theirs.id }, token);
    expect(strangeAudio.status).toBe(404);

    const faceMeme = await postForm(
      t,
      '/api/suggestions/generate-face-meme',
      { image: { data: await sampleNoFacePhoto(), name: 'x.jpg' }, language: 'en' },
      token,
      {
        'accept-language': 'en',
      },
    );
    expect(faceMeme.status).toBe(422);
    expect(await used(token)).toBe(0);
  });
});

describe('rendering', () => {
  it(
    'speaks in the rhythm of the user’s own recording of the drafted script',
    async () => {
      const token = await newUser();
      const image = await uploadPhoto(t, token, { data: await sampleFacePhoto(3, 0) });
      const draft = await json<{ result: unknown; read_aloud: string }>(
        await t.call('POST', '/api/suggestions/draft', { type: 'avatar', language: 'en' }, token),
      );
      // "The user's voice": the script read slowly by another synthesizer run.
      const recording = await uploadRecording(t, token, { text: draft.read_aloud, language: 'en', rate: 0.8 });
      expect(recording.spokenSeconds).not.toBeNull();
      const readSeconds = recording.spokenSeconds ?? Number.NaN;
      const created = await t.call(
        'POST',
        '/api/suggestions/generate',
        { type: 'avatar', image_id: image.id, audio_id: recording.id, script: draft.result },
        token,
      );
      expect(created.status).toBe(202);
      const done = await waitForSuggestion<Suggestion>(t, token, (await json<Suggestion>(created)).id, WAIT_MS);
      expect(done.status).toBe('ready');
      expect(done.result?.beats.map((beat) => beat.spokenLine).join('\n\n')).toBe(draft.read_aloud);
      // The video lasts as long as the recording, not as long as the built-in voice would take.
      expect(Math.abs((done.duration_seconds ?? 0) - readSeconds)).toBeLessThan(1.5);
      const { info, video, audio: sound, thumbnail } = await probeVideo(done);
      expect(video).toMatchObject(SMALL);
      expect(sound).toMatchObject({ codecName: 'aac' });
      expect(Math.abs((info.durationSeconds ?? 0) - readSeconds)).toBeLessThan(1.5);
      expect(thumbnail).toEqual({ format: 'jpeg', width: 90, height: 160 });
    },
    TEST_MS,
  );

  it(
    'makes a face meme from an uploaded photo',
    async () => {
      const token = await newUser();
      const created = await postForm(
        t,
        '/api/suggestions/generate-face-meme',
        { image: { data: await sampleFacePhoto(3, 0), name: 'me.jpg' }, language: 'ru' },
        token,
        {
          'accept-language': 'en',
        },
      );
      expect(created.status).toBe(202);
      const done = await waitForSuggestion<Suggestion>(t, token, (await json<Suggestion>(created)).id, WAIT_MS);
      expect(done).toMatchObject({ status: 'ready', type: 'meme' });
      expect(done.result?.meme?.topText).toBeTruthy();
      const { info, video, audio, thumbnail } = await probeVideo(done);
      expect(video).toMatchObject(SMALL);
      expect(audio).toMatchObject({ codecName: 'aac' });
      expect(info.durationSeconds).toBeGreaterThanOrEqual(6);
      expect(Math.abs((info.durationSeconds ?? 0) - (done.duration_seconds ?? 0))).toBeLessThan(0.5);
      expect(thumbnail).toEqual({ format: 'jpeg', width: 90, height: 160 });
    },
    TEST_MS,
  );
});

describe('outside services', () => {
  /** A port nobody uses, so PUBLIC_URL can point at the app before it listens (the service fetches our links). */
  async function freePort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    return port;
  }

  it(
    'uses the talking-head and speech services when configured, and falls back to the built-in animator when one fails',
    async () => {
      const tts = await startFakeTts({ mode: 'ok', apiKey: 'tts-key' });
      try {
        for (const mode of ['ok', 'error'] as const) {
          const service = await startFakeTalkingHead({ mode, apiKey: 'th-key', pollsUntilDone: 2 });
          const port = await freePort();
          const app = await createTestApp({
            TALKING_HEAD_BASE_URL: service.url,
            TALKING_HEAD_API_KEY: 'th-key',
            TTS_BASE_URL: tts.url,
            TTS_API_KEY: 'tts-key',
            PUBLIC_URL: `http://127.0.0.1:${port}`,
          });
          const server = serve({ fetch: app.app.fetch, port, hostname: '127.0.0.1' });
          try {
            const { token } = await signUp(app, { email: `th-${mode}@example.com` });
            const image = await uploadPhoto(app, token, { data: await sampleFacePhoto(3, 0) });
            const created = await json<Suggestion>(await app.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: image.id }, token));
            const done = await waitForSuggestion<Suggestion>(app, token, created.id, WAIT_MS);
            // Either way the user gets a video: from the service, or from our animator when the service fails.
            expect(done.status).toBe('ready');
            expect(service.requests.some((request) => request.method === 'POST' && request.path === '/talks')).toBe(true);
            // The service's clip was fetched only when it succeeded; otherwise our animator made the video.
            const fetchedResult = service.requests.some((request) => request.method === 'GET' && request.path.startsWith('/results/'));
            expect(fetchedResult).toBe(mode === 'ok');
            const file = await app.app.request(done.video_url ?? '');
            expect(file.status).toBe(200);
            const saved = path.join(work, `th-${mode}.mp4`);
            writeFileSync(saved, Buffer.from(await file.arrayBuffer()));
            const video = (await probe(saved)).streams.find((stream) => stream.codecType === 'video');
            expect(video).toMatchObject(SMALL);
          } finally {
            server.close();
            await app.close();
            await service.close();
          }
        }
        expect(tts.requests.length).toBeGreaterThanOrEqual(2);
      } finally {
        await tts.close();
      }
    },
    2 * TEST_MS,
  );
});

describe('at full size (RENDER_PROFILE=full): the one full-size talking avatar and story of the suite', () => {
  // Every other render in the tests is small (the test profile); these two prove what users get, once each.
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({ DAILY_GENERATION_LIMIT: '10', RENDER_PROFILE: 'full' });
  });
  afterAll(async () => {
    await full.close();
  });

  it(
    'renders a talking avatar with the built-in voice: a 720×1280, 30 fps MP4 with sound at -14 LUFS, progress through the stages',
    async () => {
      const token = await newUser(full);
      const image = await uploadPhoto(full, token, { data: await sampleFacePhoto(3, 0) });
      const created = await full.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: image.id, language: 'pt' }, token);
      expect(created.status).toBe(202);
      const { id } = await json<Suggestion>(created);
      // Every stage the suggestion was seen in while it was being created.
      const stages = new Set<string>();
      const done = await eventually(async () => {
        const body = await json<Suggestion>(await full.call('GET', `/api/suggestions/${id}`, undefined, token));
        stages.add(body.stage);
        return body.status === 'creating' ? undefined : body;
      }, 2 * WAIT_MS);
      expect(done.status).toBe('ready');
      expect(done.type).toBe('avatar');
      expect(stages.has('animating')).toBe(true);
      const { video, audio, info, file, thumbnail } = await probeVideo(done, full);
      expect(video).toMatchObject(FULL);
      expect(audio).toMatchObject({ codecName: 'aac', sampleRate: 48000, channels: 2 });
      expect(info.durationSeconds).toBeGreaterThan(10);
      expect(Math.abs((info.durationSeconds ?? 0) - (done.duration_seconds ?? 0))).toBeLessThan(0.5);
      const sound = await loudness(file);
      expect(Math.abs(sound.lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(sound.truePeak).toBeLessThanOrEqual(-1);
      expect(thumbnail).toEqual({ format: 'jpeg', width: 360, height: 640 });
      expect(await used(token, full)).toBe(1);
    },
    2 * TEST_MS,
  );

  it(
    'tells a 60–180 s story in scenes, opening and closing on the avatar, at 720×1280 and 30 fps',
    async () => {
      const token = await newUser(full);
      const image = await uploadPhoto(full, token, { data: await sampleFacePhoto(3, 0) });
      const created = await postForm(full, '/api/suggestions/generate-storytelling', { image_id: image.id, language: 'es', user_input: '' }, token, {
        'accept-language': 'en',
      });
      expect(created.status).toBe(202);
      const done = await waitForSuggestion<Suggestion>(full, token, (await json<Suggestion>(created)).id, 2 * WAIT_MS);
      expect(done).toMatchObject({ status: 'ready', type: 'storytelling' });
      expect(done.result?.beats[0]?.visual).toBe('avatar');
      expect(done.result?.beats.at(-1)?.visual).toBe('avatar');
      expect(done.result?.beats.some((beat) => beat.visual === 'photo')).toBe(true);
      const { info, video, audio, thumbnail } = await probeVideo(done, full);
      expect(video).toMatchObject(FULL);
      expect(audio).toMatchObject({ codecName: 'aac' });
      expect(info.durationSeconds).toBeGreaterThanOrEqual(45);
      expect(info.durationSeconds).toBeLessThanOrEqual(190);
      expect(thumbnail).toEqual({ format: 'jpeg', width: 360, height: 640 });
    },
    2 * TEST_MS,
  );
});
