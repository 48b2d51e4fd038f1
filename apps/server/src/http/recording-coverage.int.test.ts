import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe } from '@reelcraft/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, postForm, signUp, uniqueEmail, uploadPhoto, uploadRecording, waitForSuggestion, type TestApp } from '../testing/index.ts';

/**
 * Issue 11, item 4: a recording of only the start of the drafted script gives a video of what was said — captions and
 * scenes of the unread part are dropped, the video ends with the recording, and the result says how much was read.
 */
let t: TestApp;
const work = mkdtempSync(path.join(tmpdir(), 'reelcraft-coverage-test-'));

type Suggestion = {
  id: string;
  status: string;
  duration_seconds: number | null;
  video_url: string | null;
  result: { beats: Array<{ spokenLine: string }>; recording?: { readWords: number; scriptWords: number } } | null;
};
type Draft = { result: unknown; read_aloud: string; estimated_seconds: number };

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 15 * 60_000;
const TEST_MS = 20 * 60_000;

const newUser = async () => (await signUp(t, { email: uniqueEmail('coverage') })).token;

/** "The user's recording": the first `words` words of the script, spoken by another synthesizer run, uploaded. */
async function recordStart(token: string, script: string, words: number): Promise<{ audioId: string; seconds: number }> {
  const audio = await uploadRecording(t, token, { text: script.split(/\s+/).slice(0, words).join(' '), language: 'en', rate: 0.9 });
  expect(audio.spokenSeconds).not.toBeNull();
  return { audioId: audio.id, seconds: audio.spokenSeconds ?? Number.NaN };
}

/** The stored video through its signed link, probed (rendered with the test profile: 180×320 at 15 fps). */
async function probeVideo(item: Suggestion) {
  const response = await t.app.request(item.video_url ?? '');
  expect(response.status).toBe(200);
  const file = path.join(work, `${item.id}.mp4`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  const info = await probe(file);
  return {
    seconds: info.durationSeconds ?? 0,
    video: info.streams.find((s) => s.codecType === 'video'),
    audio: info.streams.find((s) => s.codecType === 'audio'),
  };
}
const SMALL = { codecName: 'h264', width: 180, height: 320, frameRate: 15 };

beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '10' });
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a recording of part of the script', () => {
  it(
    'makes an avatar video of what was read and stores how much of the script that is',
    async () => {
      const token = await newUser();
      const image = await uploadPhoto(t, token);
      const draft = await json<Draft>(await t.call('POST', '/api/suggestions/draft', { type: 'avatar', language: 'en' }, token));
      const scriptWords = draft.read_aloud.split(/\s+/).length;
      expect(scriptWords).toBeGreaterThan(40);
      const { audioId, seconds } = await recordStart(token, draft.read_aloud, 14);

      const created = await t.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: image.id, audio_id: audioId, script: draft.result }, token);
      expect(created.status).toBe(202);
      const done = await waitForSuggestion<Suggestion>(t, token, (await json<Suggestion>(created)).id, WAIT_MS);
      expect(done.status).toBe('ready');
      expect(done.result?.recording?.scriptWords).toBe(scriptWords);
      expect(Math.abs((done.result?.recording?.readWords ?? 0) - 14)).toBeLessThanOrEqual(2);
      // The video ends with the recording, not with the 40-odd seconds the whole script would take.
      expect(Math.abs((done.duration_seconds ?? 0) - seconds)).toBeLessThan(1.5);
      const video = await probeVideo(done);
      expect(video.video).toMatchObject(SMALL);
      expect(video.audio).toMatchObject({ codecName: 'aac' });
      expect(Math.abs(video.seconds - seconds)).toBeLessThan(1.5);
    },
    TEST_MS,
  );

  it(
    'ends a story with the recording, dropping the scenes that were not read',
    async () => {
      const token = await newUser();
      const image = await uploadPhoto(t, token);
      const draft = await json<Draft>(await t.call('POST', '/api/suggestions/draft', { type: 'storytelling', language: 'en' }, token));
      const firstBeatWords = draft.read_aloud.split('\n\n')[0]!.split(/\s+/).length;
      const { audioId, seconds } = await recordStart(token, draft.read_aloud, firstBeatWords + 3);

      const created = await postForm(
        t,
        '/api/suggestions/generate-storytelling',
        { image_id: image.id, language: 'en', user_input: '', audio_id: audioId, script: JSON.stringify(draft.result) },
        token,
        { 'accept-language': 'en' },
      );
      expect(created.status).toBe(202);
      const done = await waitForSuggestion<Suggestion>(t, token, (await json<Suggestion>(created)).id, WAIT_MS);
      expect(done.status).toBe('ready');
      const recording = done.result?.recording;
      expect(recording?.scriptWords).toBe(draft.read_aloud.split(/\s+/).length);
      expect(recording?.readWords).toBeLessThan((recording?.scriptWords ?? 0) / 2);
      expect(Math.abs((done.duration_seconds ?? 0) - seconds)).toBeLessThan(1.5);
      const video = await probeVideo(done);
      expect(video.video).toMatchObject(SMALL);
      expect(video.audio).toMatchObject({ codecName: 'aac' });
      expect(Math.abs(video.seconds - seconds)).toBeLessThan(1.5);
    },
    TEST_MS,
  );
});
