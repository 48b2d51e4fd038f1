import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe, resolveFfmpeg } from '@reelcraft/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, loudness, postForm, signUp, waitForSuggestion, type TestApp } from '../testing/index.ts';

let t: TestApp;
let token: string;
let otherToken: string;
const work = mkdtempSync(path.join(tmpdir(), 'reelcraft-media-test-'));

/** Saves a file fetched through a signed link and probes it: duration, video and audio streams. */
async function probeBytes(bytes: Buffer, name: string) {
  const file = path.join(work, name);
  writeFileSync(file, bytes);
  const info = await probe(file);
  return {
    file,
    seconds: info.durationSeconds ?? 0,
    video: info.streams.find((s) => s.codecType === 'video'),
    audio: info.streams.find((s) => s.codecType === 'audio'),
  };
}

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 15 * 60_000;
const TEST_MS = 20 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUp(t, { email: 'media@example.com' })).token;
  otherToken = (await signUp(t, { email: 'other-media@example.com' })).token;
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('photo uploads', () => {
  it('stores a rotated JPEG upright, without metadata, with a thumbnail reachable by signed link', async () => {
    // 400×200 pixels stored sideways with EXIF orientation 6 (rotate 90° clockwise to view).
    const jpeg = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    const response = await postForm(t, '/api/users/images', { image: { data: jpeg, name: 'holiday.jpg' } }, token);
    expect(response.status).toBe(201);
    const image = await json<{ id: string; width: number; height: number; url: string; thumbnail_url: string }>(response);
    expect({ width: image.width, height: image.height }).toEqual({ width: 200, height: 400 });

    const file = await t.app.request(image.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const stored = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta.orientation ?? 1).toBe(1);
    expect(meta.exif).toBeUndefined();
    expect((await t.app.request(image.thumbnail_url)).status).toBe(200);

    const list = await json<{ items: { id: string }[]; total: number }>(await t.call('GET', '/api/users/images?limit=20&offset=0', undefined, token));
    expect(list.items.map((item) => item.id)).toContain(image.id);
    const others = await json<{ total: number }>(await t.call('GET', '/api/users/images', undefined, otherToken));
    expect(others.total).toBe(0);
  });

  it('refuses by content, not by name, with specific codes, and stores nothing', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const cases: [Buffer, string, string][] = [
      [gif, 'cat.jpg', 'IMAGE_UNSUPPORTED_TYPE'],
      [Buffer.from('just some text'), 'notes.png', 'IMAGE_UNSUPPORTED_TYPE'],
      [
        (
          await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
            .jpeg()
            .toBuffer()
        ).subarray(0, 200),
        'cut.jpg',
        'IMAGE_UNDECODABLE',
      ],
      [Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'huge.jpg', 'IMAGE_TOO_LARGE'],
    ];
    for (const [data, name, code] of cases) {
      const response = await postForm(t, '/api/users/images', { image: { data, name } }, token);
      expect(response.status, name).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code, name).toBe(code);
    }
    const missing = await postForm(t, '/api/users/images', {}, token);
    expect(missing.status).toBe(400);
    expect((await json<{ error: { code: string } }>(missing)).error.code).toBe('UPLOAD_MISSING_FILE');
    const before = await json<{ total: number }>(await t.call('GET', '/api/users/images', undefined, token));
    expect(before.total).toBe(1);
    expect((await postForm(t, '/api/users/images', { image: { data: gif, name: 'x.gif' } }, 'not-a-token')).status).toBe(401);
  });
});

describe('voice uploads', () => {
  it('transcodes a browser-style recording and measures it; refuses random bytes', async () => {
    const { ffmpeg } = resolveFfmpeg();
    const webm = path.join(work, 'voice.webm');
    execFileSync(ffmpeg, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=220:duration=2', '-c:a', 'libopus', '-y', webm]);
    const response = await postForm(t, '/api/users/audio', { audio: { data: readFileSync(webm), name: 'recording.webm' } }, token);
    expect(response.status).toBe(201);
    const audio = await json<{ duration_seconds: number; url: string }>(response);
    expect(audio.duration_seconds).toBeGreaterThan(1.8);
    expect(audio.duration_seconds).toBeLessThan(2.3);
    const file = await t.app.request(audio.url);
    expect(file.headers.get('content-type')).toBe('audio/mp4');

    const junk = await postForm(t, '/api/users/audio', { audio: { data: Buffer.from('definitely not audio at all'), name: 'voice.mp3' } }, token);
    expect(junk.status).toBe(400);
    expect((await json<{ error: { code: string } }>(junk)).error.code).toBe('AUDIO_UNSUPPORTED_TYPE');
    const list = await json<{ total: number }>(await t.call('GET', '/api/users/audio?limit=20&offset=0', undefined, token));
    expect(list.total).toBe(1);
  });
});

describe('memes', () => {
  it(
    'renders a meme on the user photo, streams it with ranges, downloads it, and re-renders an edit',
    async () => {
      const photo = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#e0a050' } })
        .png()
        .toBuffer();
      const { id: imageId } = await json<{ id: string }>(await postForm(t, '/api/users/images', { image: { data: photo, name: 'bg.png' } }, token));
      const created = await t.call(
        'POST',
        '/api/suggestions/generate',
        { type: 'meme', image_id: imageId, meme_text: 'When the client says "one small change"' },
        token,
      );
      expect(created.status).toBe(202);
      const { id } = await json<{ id: string }>(created);
      type Meme = {
        status: string;
        video_url: string;
        download_url: string;
        thumbnail_url: string;
        duration_seconds: number;
        result: { meme: { topText: string } };
      };
      const ready = await waitForSuggestion<Meme>(t, token, id, WAIT_MS);
      expect(ready.status).toBe('ready');
      expect(ready.result.meme.topText).toBe('When the client says "one small change"');
      expect(ready.duration_seconds).toBeGreaterThan(5);

      const head = await t.app.request(ready.video_url, { headers: { range: 'bytes=0-99' } });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      const bytes = Buffer.from(await head.arrayBuffer());
      expect(bytes.subarray(4, 8).toString()).toBe('ftyp');
      expect((await t.app.request(ready.video_url, { headers: { range: 'bytes=999999999-' } })).status).toBe(416);

      const download = await t.call('GET', `/api/suggestions/download/${id}`, undefined, token);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="reelcraft-meme-.*\.mp4"/);
      // The whole file: the test profile's small render (180×320, 15 fps), with its sound, as long as the meme.
      const downloaded = await probeBytes(Buffer.from(await download.arrayBuffer()), 'download.mp4');
      expect(downloaded.video).toMatchObject({ codecName: 'h264', width: 180, height: 320, frameRate: 15 });
      expect(downloaded.audio).toMatchObject({ codecName: 'aac' });
      expect(Math.abs(downloaded.seconds - ready.duration_seconds)).toBeLessThan(0.5);
      const signedDownload = await t.app.request(ready.download_url);
      expect(signedDownload.headers.get('content-disposition')).toMatch(/^attachment/);

      // A tampered link is a plain 404.
      const tampered = ready.video_url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await t.app.request(tampered)).status).toBe(404);

      const tooLong = await t.call('PATCH', `/api/suggestions/${id}/meme`, { meme_text: 'x'.repeat(513) }, token);
      expect(tooLong.status).toBe(400);
      const edit = await t.call('PATCH', `/api/suggestions/${id}/meme`, { meme_text: 'Меня зовут: «ещё одна правка»' }, token);
      expect(edit.status).toBe(202);
      const edited = await eventually(async () => {
        const body = await json<Meme>(await t.call('GET', `/api/suggestions/${id}`, undefined, token));
        return body.status === 'ready' && body.result.meme.topText.startsWith('Меня') ? body : undefined;
      }, WAIT_MS);
      expect(edited.video_url).not.toBe(ready.video_url);
      expect((await t.app.request(edited.video_url)).status).toBe(200);
      // The previous render's files are gone once the new one is in place.
      expect((await t.app.request(ready.video_url)).status).toBe(404);
    },
    TEST_MS,
  );

  it('expires signed links', async () => {
    const { signMediaLink } = await import('@reelcraft/core');
    const link = signMediaLink(t.core.jwtKey, { storageKey: 'users/x/y.jpg', expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.request(link);
    expect(response.status).toBe(410);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('LINK_EXPIRED');
  });
});

describe('a meme at full size (RENDER_PROFILE=full): the one full-size meme of the suite', () => {
  // Every other meme in the tests is rendered small (the test profile); this one proves what users get.
  let full: TestApp;
  beforeAll(async () => {
    full = await createTestApp({ RENDER_PROFILE: 'full' });
  });
  afterAll(async () => {
    await full.close();
  });

  it(
    'renders a voiced meme with music on the user photo: 720×1280, 30 fps, -14 LUFS, its thumbnail and download by signed link',
    async () => {
      const owner = (await signUp(full, { email: 'full-meme@example.com' })).token;
      const photo = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#3080c0' } })
        .png()
        .toBuffer();
      const uploaded = await postForm(full, '/api/users/images', { image: { data: photo, name: 'bg.png' } }, owner);
      const { id: imageId } = await json<{ id: string }>(uploaded);
      const text = 'When the full-size render is the only one left';
      const created = await full.call('POST', '/api/suggestions/generate', { type: 'meme', image_id: imageId, meme_text: text, voice_over: true }, owner);
      expect(created.status).toBe(202);
      const { id } = await json<{ id: string }>(created);
      type Meme = {
        status: string;
        stage: string;
        video_url: string;
        download_url: string;
        thumbnail_url: string;
        duration_seconds: number;
        result: { meme: { topText: string }; sound?: { voice_over: boolean; music: { auto: boolean } | null } };
      };
      const stages = new Set<string>();
      const ready = await eventually(async () => {
        const body = await json<Meme>(await full.call('GET', `/api/suggestions/${id}`, undefined, owner));
        stages.add(body.stage);
        return body.status === 'creating' ? undefined : body;
      }, 2 * WAIT_MS);
      expect(ready.status).toBe('ready');
      expect(stages.has('rendering')).toBe(true);
      expect(ready.result.meme.topText).toBe(text);
      expect(ready.result.sound).toMatchObject({ voice_over: true, music: { auto: true } });

      const video = await probeBytes(Buffer.from(await (await full.app.request(ready.video_url)).arrayBuffer()), 'full-meme.mp4');
      expect(video.video).toMatchObject({ codecName: 'h264', width: 720, height: 1280, frameRate: 30 });
      expect(video.audio).toMatchObject({ codecName: 'aac', sampleRate: 48000, channels: 2 });
      expect(video.seconds).toBeGreaterThanOrEqual(6);
      expect(video.seconds).toBeLessThanOrEqual(20.5);
      expect(Math.abs(video.seconds - ready.duration_seconds)).toBeLessThan(0.5);
      const sound = await loudness(video.file);
      expect(Math.abs(sound.lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(sound.truePeak).toBeLessThanOrEqual(-1);

      const thumbnail = await full.app.request(ready.thumbnail_url);
      expect(thumbnail.status).toBe(200);
      expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 360, height: 640 });
      const download = await full.app.request(ready.download_url);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment/);
      expect((await download.arrayBuffer()).byteLength).toBe((await stat(video.file)).size);
    },
    2 * TEST_MS,
  );
});
