import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe, resolveFfmpeg } from '@reelcraft/media';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, eventually, json, loudness, postForm, signUp, waitForSuggestion, type TestApp } from '../testing/index.ts';

let t: TestApp;
let token: string;
let otherToken: string;
const work = mkdtempSync(path.join(tmpdir(), 'reelcraft-music-test-'));

/** FFmpeg's EBU R128 meter on the bytes of a file. */
function ebur128(bytes: Buffer): Promise<{ lufs: number; truePeak: number }> {
  const file = path.join(work, `measure-${Date.now()}.mp4`);
  writeFileSync(file, bytes);
  return loudness(file);
}

/** ffprobe on the bytes of a file: its video and audio streams (renders here use the test profile, 180×320 at 15 fps). */
async function streamsOf(bytes: Buffer) {
  const file = path.join(work, `probe-${Date.now()}.mp4`);
  writeFileSync(file, bytes);
  const info = await probe(file);
  return {
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
  token = (await signUp(t, { email: 'music@example.com' })).token;
  otherToken = (await signUp(t, { email: 'other-music@example.com' })).token;
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

type Library = {
  builtin: { id: string; mood: string; bpm: number; preview_url: string }[];
  uploads: { id: string; title: string; duration_seconds: number }[];
};
type Meme = {
  status: string;
  video_url: string;
  result: {
    meme: { topText: string };
    sound?: { music: { kind: string; id: string; title: string | null; auto: boolean } | null; voice_over: boolean; lufs: number };
  };
};

describe('music library', () => {
  it('lists the built-in tracks with previews that play, only for a signed-in user', async () => {
    expect((await t.call('GET', '/api/music')).status).toBe(401);
    const response = await t.call('GET', '/api/music', undefined, token);
    expect(response.status).toBe(200);
    const library = await json<Library>(response);
    expect(library.builtin.length).toBeGreaterThanOrEqual(6);
    expect(new Set(library.builtin.map((track) => track.mood)).size).toBeGreaterThanOrEqual(6);
    expect(library.uploads).toEqual([]);
    // The preview is public (the same file for everyone) and rendered on first play: a redirect to the stored file.
    expect(library.builtin[0]!.preview_url).toMatch(/^\/api\/public\/music\/previews\/[a-z-]+\?v=\d+$/);
    const redirect = await t.app.request(library.builtin[0]!.preview_url);
    expect(redirect.status).toBe(302);
    const preview = await t.app.request(redirect.headers.get('location')!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('audio/mp4');
    const { lufs } = await ebur128(Buffer.from(await preview.arrayBuffer()));
    expect(Math.abs(lufs + 14)).toBeLessThanOrEqual(1.5);
    // Rendered once: the second request finds it stored.
    const again = await t.app.request(library.builtin[0]!.preview_url);
    expect(again.status).toBe(302);
    expect((await t.app.request(again.headers.get('location')!)).status).toBe(200);
  }, 120_000);

  it('refuses a preview of a track that does not exist', async () => {
    const response = await t.call('GET', '/api/public/music/previews/not-a-track');
    expect(response.status).toBe(400);
    expect((await json<{ error: { code: string } }>(response)).error.code).toBe('VALIDATION_FAILED');
  });

  it("uploads the user's own track (titled by its file name), keeps it out of the recordings, and guards it from others", async () => {
    const wav = path.join(work, 'tone.wav');
    execFileSync(resolveFfmpeg().ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100:duration=4', '-ac', '2', wav]);
    const response = await postForm(t, '/api/users/music', { audio: { data: readFileSync(wav), name: 'My_Summer_Song.wav' } }, token);
    expect(response.status).toBe(201);
    const track = await json<{ id: string; title: string; duration_seconds: number; url: string }>(response);
    expect(track.title).toBe('My Summer Song');
    expect(track.duration_seconds).toBeGreaterThan(3.5);
    expect((await t.app.request(track.url)).status).toBe(200);

    const library = await json<Library>(await t.call('GET', '/api/music', undefined, token));
    expect(library.uploads.map((u) => u.id)).toEqual([track.id]);
    const recordings = await json<{ total: number }>(await t.call('GET', '/api/users/audio', undefined, token));
    expect(recordings.total).toBe(0);

    // Someone else's id: 404 for delete, for generating with it and for editing with it.
    expect((await t.call('DELETE', `/api/users/music/${track.id}`, undefined, otherToken)).status).toBe(404);
    const stolen = await t.call(
      'POST',
      '/api/suggestions/generate',
      { type: 'meme', meme_text: 'Mine now', music: { kind: 'upload', audio_id: track.id } },
      otherToken,
    );
    expect(stolen.status).toBe(404);
    // Not audio at all: refused by content.
    const fake = await postForm(t, '/api/users/music', { audio: { data: Buffer.from('not a song'), name: 'song.mp3' } }, token);
    expect(fake.status).toBe(400);
  }, 120_000);

  it(
    'renders a meme with the chosen track and a voice-over at -14 LUFS, and an edit changes the track',
    async () => {
      const library = await json<Library>(await t.call('GET', '/api/music', undefined, token));
      const own = library.uploads[0]!;
      const created = await t.call(
        'POST',
        '/api/suggestions/generate',
        { type: 'meme', meme_text: 'Me explaining to my cat why we wake up at 6am', music: { kind: 'upload', audio_id: own.id }, voice_over: true },
        token,
      );
      expect(created.status).toBe(202);
      const { id } = await json<{ id: string }>(created);
      const ready = await waitForSuggestion<Meme>(t, token, id, WAIT_MS);
      expect(ready.status).toBe('ready');
      expect(ready.result.sound).toMatchObject({ music: { kind: 'upload', id: own.id, title: 'My Summer Song', auto: false }, voice_over: true });
      const firstBytes = Buffer.from(await (await t.app.request(ready.video_url)).arrayBuffer());
      const first = await ebur128(firstBytes);
      expect(Math.abs(first.lufs + 14)).toBeLessThanOrEqual(1.5);
      expect(first.truePeak).toBeLessThanOrEqual(-1);
      const streams = await streamsOf(firstBytes);
      expect(streams.video).toMatchObject({ codecName: 'h264', width: 180, height: 320, frameRate: 15 });
      expect(streams.audio).toMatchObject({ codecName: 'aac', sampleRate: 48000, channels: 2 });
      expect(streams.seconds).toBeGreaterThanOrEqual(6);

      expect((await t.call('PATCH', `/api/suggestions/${id}/meme`, {}, token)).status).toBe(400);
      expect((await t.call('PATCH', `/api/suggestions/${id}/meme`, { music: { kind: 'builtin', track_id: 'no-such-track' } }, token)).status).toBe(400);
      const edit = await t.call('PATCH', `/api/suggestions/${id}/meme`, { music: { kind: 'builtin', track_id: 'storm-front' }, voice_over: false }, token);
      expect(edit.status).toBe(202);
      const edited = await eventually(async () => {
        const body = await json<Meme>(await t.call('GET', `/api/suggestions/${id}`, undefined, token));
        return body.status === 'ready' && body.result.sound?.music?.id === 'storm-front' ? body : undefined;
      }, WAIT_MS);
      expect(edited.result.sound).toMatchObject({ music: { kind: 'builtin', id: 'storm-front', auto: false }, voice_over: false });
      expect(edited.result.meme.topText).toBe('Me explaining to my cat why we wake up at 6am');
      const second = await ebur128(Buffer.from(await (await t.app.request(edited.video_url)).arrayBuffer()));
      expect(Math.abs(second.lufs + 14)).toBeLessThanOrEqual(1.5);

      // A meme without a choice gets a built-in track picked for its text.
      const auto = await t.call('POST', '/api/suggestions/generate', { type: 'meme', meme_text: 'Plot twist: the deadline was yesterday' }, token);
      const autoId = (await json<{ id: string }>(auto)).id;
      const autoReady = await waitForSuggestion<Meme>(t, token, autoId, WAIT_MS);
      expect(autoReady.result.sound?.music).toMatchObject({ kind: 'builtin', auto: true, id: 'storm-front' });

      // Deleting the track: the list forgets it.
      expect((await t.call('DELETE', `/api/users/music/${own.id}`, undefined, token)).status).toBe(200);
      expect((await json<Library>(await t.call('GET', '/api/music', undefined, token))).uploads).toEqual([]);
    },
    2 * TEST_MS,
  );

  it(
    "reads a voice-over in the meme's own language (Russian text under an English interface gets the Russian voice)",
    async () => {
      const speak = vi.spyOn(t.core.speech, 'speak');
      const created = await t.call(
        'POST',
        '/api/suggestions/generate',
        { type: 'meme', meme_text: 'Я объясняю коту, почему мы встаём в шесть утра на тренировку', voice_over: true },
        token,
      );
      expect(created.status).toBe(202);
      const { id } = await json<{ id: string }>(created);
      const ready = await waitForSuggestion<Meme & { result: { language: string } }>(t, token, id, WAIT_MS);
      expect(ready.status).toBe('ready');
      expect(ready.result.language).toBe('ru');
      expect(speak).toHaveBeenCalled();
      expect(speak.mock.calls.at(-1)?.[1]).toBe('ru');
      speak.mockRestore();
    },
    TEST_MS,
  );
});
