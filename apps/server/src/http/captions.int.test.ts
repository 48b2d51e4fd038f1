import { writeFile } from 'node:fs/promises';
import type { TalkingRender } from '@reelcraft/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleFacePhoto } from '@reelcraft/media';
import { createTestApp, errorCode, json, postForm, signUp, uniqueEmail, uploadPhoto, waitForSuggestion, type TestApp } from '../testing/index.ts';

/**
 * Issue 33 item 4 through the API: a caption look chosen when creating reaches the renderer and the result; the
 * caption editor's PATCH /suggestions/{id}/captions re-renders with fixed words, emphasis and a new look, spends no
 * daily slot, and refuses someone else's video, a video still rendering, a script, indexes past the words and more
 * than 30 edits an hour.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '10' });
});
afterAll(async () => {
  await t.close();
});

type Captions = { words: string[]; emphasis: number[]; look: { preset: string; position: string; color: string } };
type Suggestion = { id: string; status: string; type: string; video_url: string | null; result: { captions?: Captions } | null };

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 10 * 60_000;
const TEST_MS = 15 * 60_000;

const newUser = async () => (await signUp(t, { language: 'en', email: uniqueEmail('captions') })).token;
const used = async (token: string) => (await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token))).used;

async function waitReady(token: string, id: string): Promise<Suggestion> {
  const done = await waitForSuggestion<Suggestion>(t, token, id, WAIT_MS);
  expect(done.status).toBe('ready');
  return done;
}

describe('caption looks and the caption editor', () => {
  it(
    'a meme keeps its caption look; fixing a word, emphasis and a new look re-render it without a daily slot',
    async () => {
      const render = vi.spyOn(t.core.renderer, 'meme');
      const token = await newUser();
      const look = { preset: 'karaoke', position: 'top', color: '#ff2d55' };
      const created = await json<Suggestion>(
        await t.call('POST', '/api/suggestions/generate', { type: 'meme', meme_text: 'When the build passes on the first try', caption_look: look }, token),
      );
      const first = await waitReady(token, created.id);
      // Stored in the colour's canonical form, and handed to the renderer.
      expect(first.result?.captions?.look).toEqual({ preset: 'karaoke', position: 'top', color: '#FF2D55' });
      expect(render.mock.calls.at(-1)?.[0].captionLook).toEqual({ preset: 'karaoke', position: 'top', color: '#FF2D55' });
      const words = first.result?.captions?.words ?? [];
      expect(words.length).toBeGreaterThan(2);
      expect(first.result?.captions?.emphasis).toEqual([]);

      const before = await used(token);
      const edit = await t.call(
        'PATCH',
        `/api/suggestions/${created.id}/captions`,
        { word_edits: [{ index: 1, text: 'Fixd' }], emphasis: [0, 2], caption_look: { preset: 'neon', position: 'middle', color: '#00E5FF' } },
        token,
      );
      expect(edit.status).toBe(202);
      expect((await json<Suggestion>(edit)).status).toBe('creating');
      // Not while it renders.
      const again = await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { emphasis: [] }, token);
      expect(again.status).toBe(409);
      expect(await errorCode(again)).toBe('CONTENT_NOT_READY');

      const edited = await waitReady(token, created.id);
      expect(await used(token)).toBe(before);
      expect(edited.video_url).toBeTruthy();
      const captions = edited.result?.captions;
      expect(captions?.words).toEqual(words.map((word, index) => (index === 1 ? 'Fixd' : word)));
      expect(captions?.emphasis).toEqual([0, 2]);
      expect(captions?.look).toEqual({ preset: 'neon', position: 'middle', color: '#00E5FF' });
      // The renderer drew the fixed word at the original word's time, with the emphasis and the new look.
      const input = render.mock.calls.at(-1)?.[0];
      expect(input?.captionLook).toEqual({ preset: 'neon', position: 'middle', color: '#00E5FF' });
      expect(input?.captionWords?.map((word) => word.text)).toEqual(captions?.words);
      expect(input?.captionWords?.flatMap((word, index) => (word.emphasis ? [index] : []))).toEqual([0, 2]);

      // New meme text means new caption words: the old fixes no longer apply (the look stays).
      expect((await t.call('PATCH', `/api/suggestions/${created.id}/meme`, { meme_text: 'When the tests pass on the first try' }, token)).status).toBe(202);
      const rewritten = (await waitReady(token, created.id)).result?.captions;
      expect(rewritten?.words).not.toContain('Fixd');
      expect(rewritten?.emphasis).toEqual([]);
      expect(rewritten?.look.preset).toBe('neon');
      render.mockRestore();
    },
    TEST_MS,
  );

  it(
    'refuses someone else’s video, indexes past the words, two words for one and scripts',
    async () => {
      const owner = await newUser();
      const created = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'meme', meme_text: 'Monday again' }, owner));
      const ready = await waitReady(owner, created.id);
      const count = ready.result?.captions?.words.length ?? 0;
      expect(count).toBeGreaterThan(0);

      const stranger = await newUser();
      const foreign = await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { emphasis: [0] }, stranger);
      expect(foreign.status).toBe(404);

      const past = await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { word_edits: [{ index: count, text: 'x' }] }, owner, {
        'accept-language': 'ru',
      });
      expect(past.status).toBe(400);
      const body = await json<{ error: { code: string; message: string; details: { issues: { path: string }[] } } }>(past);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(body.error.message).toBe('Проверьте выделенные поля');
      expect(body.error.details.issues[0]?.path).toBe('word_edits.0.index');
      expect(await errorCode(await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { emphasis: [count + 5] }, owner))).toBe('VALIDATION_FAILED');
      expect(await errorCode(await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { word_edits: [{ index: 0, text: 'two words' }] }, owner))).toBe(
        'VALIDATION_FAILED',
      );
      expect(await errorCode(await t.call('PATCH', `/api/suggestions/${created.id}/captions`, {}, owner))).toBe('VALIDATION_FAILED');
      expect(await errorCode(await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { caption_look: { preset: 'comic' } }, owner))).toBe(
        'VALIDATION_FAILED',
      );
      // Nothing was queued by the refusals: the meme is still ready.
      expect((await json<Suggestion>(await t.call('GET', `/api/suggestions/${created.id}`, undefined, owner))).status).toBe('ready');

      const script = await json<Suggestion>(
        await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: 'three tips for sleep' }, owner),
      );
      await waitReady(owner, script.id);
      const refused = await t.call('PATCH', `/api/suggestions/${script.id}/captions`, { emphasis: [0] }, owner);
      expect(refused.status).toBe(409);
      expect(await errorCode(refused)).toBe('CONTENT_NOT_EDITABLE');
    },
    TEST_MS,
  );

  it(
    'is rate-limited per user: 30 edits an hour, then 429 with Retry-After',
    async () => {
      const token = await newUser();
      const id = '00000000-0000-4000-8000-000000000000';
      for (let n = 0; n < 30; n++) expect((await t.call('PATCH', `/api/suggestions/${id}/captions`, { emphasis: [0] }, token)).status).toBe(404);
      const limited = await t.call('PATCH', `/api/suggestions/${id}/captions`, { emphasis: [0] }, token);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      // Another person's budget is their own.
      expect((await t.call('PATCH', `/api/suggestions/${id}/captions`, { emphasis: [0] }, await newUser())).status).toBe(404);
    },
    TEST_MS,
  );

  it(
    'a face meme takes its look from the form; a broken look is refused before the photo is stored',
    async () => {
      const token = await newUser();
      const image = { data: await sampleFacePhoto(3, 0), name: 'me.jpg' };
      const images = async () => (await json<{ total: number }>(await t.call('GET', '/api/users/images', undefined, token))).total;
      const broken = await postForm(t, '/api/suggestions/generate-face-meme', { image, caption_look: '{"preset":"comic"}' }, token);
      expect(broken.status).toBe(400);
      expect(await errorCode(broken)).toBe('VALIDATION_FAILED');
      expect(await images()).toBe(0);

      const look = { preset: 'pop', position: 'top', color: '#AF52DE' };
      const started = await postForm(t, '/api/suggestions/generate-face-meme', { image, caption_look: JSON.stringify(look) }, token);
      expect(started.status).toBe(202);
      const done = await waitReady(token, (await json<Suggestion>(started)).id);
      expect(done.result?.captions?.look).toEqual(look);
    },
    TEST_MS,
  );

  it(
    'a talking avatar takes its look from the request and its edited caption words to the renderer',
    async () => {
      // The animation itself is media's (tested there); here only what core hands the renderer and keeps in the result.
      const talking = vi.spyOn(t.core.renderer, 'talking').mockImplementation(async (input: TalkingRender) => {
        await writeFile(input.outputPath, 'video');
        await writeFile(input.thumbnailPath, 'jpeg');
        return { durationSeconds: 3 };
      });
      const token = await newUser();
      const photo = await uploadPhoto(t, token);
      const look = { preset: 'boxed', position: 'middle', color: '#34C759' };
      const created = await json<Suggestion>(
        await t.call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: photo.id, caption_look: look }, token),
      );
      const first = await waitReady(token, created.id);
      expect(talking.mock.calls.at(-1)?.[0].captionLook).toEqual(look);
      // No edits yet: the renderer makes the words from the voice itself.
      expect(talking.mock.calls.at(-1)?.[0].captionWords).toBeUndefined();
      const words = first.result?.captions?.words ?? [];
      expect(words.length).toBeGreaterThan(5);
      const timedWords = talking.mock.calls.at(-1)?.[0].timeline.words.length ?? 0;

      const before = await used(token);
      expect(
        (await t.call('PATCH', `/api/suggestions/${created.id}/captions`, { word_edits: [{ index: 3, text: 'REELS' }], emphasis: [3] }, token)).status,
      ).toBe(202);
      const edited = await waitReady(token, created.id);
      expect(await used(token)).toBe(before);
      const input = talking.mock.calls.at(-1)?.[0];
      // The same voice (same words, same timing count), the caption word fixed and emphasised.
      expect(input?.timeline.words.length).toBe(timedWords);
      expect(input?.captionWords?.[3]).toMatchObject({ text: 'REELS', emphasis: true });
      expect(input?.captionLook).toEqual(look);
      expect(edited.result?.captions?.words[3]).toBe('REELS');
      expect(edited.result?.captions?.emphasis).toEqual([3]);
      talking.mockRestore();
    },
    TEST_MS,
  );
});
