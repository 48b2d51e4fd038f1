import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, signUp, uniqueEmail, waitForSuggestion, type TestApp } from '../testing/index.ts';

/**
 * Issue 11, item 1: a meme's title, hook, caption, hashtags and lines come from its own text, also after an edit. The
 * videos are rendered small (the test profile); what matters here is the text, in the result and in the render.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '10' });
});
afterAll(async () => {
  await t.close();
});

type MemeResult = {
  language: string;
  title: string;
  hook: string;
  caption: string;
  hashtags: string[];
  meme: { topText: string; subtitleLines: string[] };
  beats: { spokenLine: string }[];
};
type Suggestion = { id: string; status: string; result: MemeResult | null; video_url: string | null };

/** Hang guards, not speed checks: on a loaded 2-core machine one render (and its sound) can take minutes. */
const WAIT_MS = 15 * 60_000;
const TEST_MS = 20 * 60_000;

const newUser = async (language: string) => (await signUp(t, { language, email: uniqueEmail('meme-text') })).token;

async function waitReady(token: string, id: string): Promise<Suggestion> {
  const done = await waitForSuggestion<Suggestion>(t, token, id, WAIT_MS);
  expect(done.status).toBe('ready');
  return done;
}

const CAT = 'Me explaining to my cat why we need to wake up at 6am for a workout';
const RU = 'Я объясняю коту, зачем нам вставать в 6 утра на тренировку';
const cyrillic = (text: string) => (text.match(/\p{Script=Cyrillic}/gu) ?? []).length / Math.max(1, (text.match(/\p{L}/gu) ?? []).length);

describe('memes built on the user text', () => {
  it(
    'writes the cat meme from its text, and an edit re-derives everything (in the new text’s language)',
    async () => {
      const render = vi.spyOn(t.core.renderer, 'meme');
      const token = await newUser('en');
      const created = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'meme', meme_text: CAT }, token));
      const first = (await waitReady(token, created.id)).result as MemeResult;
      expect(first.meme.topText).toBe(CAT);
      expect(first.title).toBe(CAT);
      expect(first.hook).toBe(CAT);
      expect(first.caption.startsWith(CAT)).toBe(true);
      expect(first.language).toBe('en');
      expect(first.hashtags).toEqual(expect.arrayContaining(['cat', 'workout']));
      expect(first.meme.subtitleLines.join('\n')).toMatch(/my cat/i);
      expect(first.meme.subtitleLines.join('\n')).not.toMatch(/\*|post every day|Thank you for listening/);
      expect(first.beats.map((beat) => beat.spokenLine)).toEqual(first.meme.subtitleLines);
      // The video shows that text: the headline and the lines are what the renderer was given.
      expect(render.mock.calls.at(-1)?.[0]).toMatchObject({ topText: CAT, subtitleLines: first.meme.subtitleLines });

      // "Edit text" with a Russian text, interface still English: everything follows the new text, in Russian.
      const edit = await t.call('PATCH', `/api/suggestions/${created.id}/meme`, { meme_text: RU }, token);
      expect(edit.status).toBe(202);
      const edited = await waitReady(token, created.id);
      const second = edited.result as MemeResult;
      expect(second.meme.topText).toBe(RU);
      expect(second.title).toBe(RU);
      expect(second.hook).toBe(RU);
      expect(second.caption.startsWith(RU)).toBe(true);
      expect(second.language).toBe('ru');
      for (const line of second.meme.subtitleLines) expect(cyrillic(line)).toBeGreaterThan(0.8);
      expect(second.meme.subtitleLines.join(' ')).toContain('коту');
      expect(second.hashtags.some((tag) => cyrillic(tag) > 0.8)).toBe(true);
      expect(second.title).not.toBe(first.title);
      expect(second.meme.subtitleLines).not.toEqual(first.meme.subtitleLines);
      expect(edited.video_url).toBeTruthy();
      expect(render).toHaveBeenCalledTimes(2);
      expect(render.mock.calls.at(-1)?.[0]).toMatchObject({ topText: RU, subtitleLines: second.meme.subtitleLines });
      expect((await t.app.request(edited.video_url ?? '')).status).toBe(200);
      render.mockRestore();

      // The stored suggestion (as the list shows it) has the new title too.
      const list = await json<{ items: Suggestion[] }>(await t.call('GET', '/api/suggestions', undefined, token));
      expect(list.items.find((item) => item.id === created.id)?.result?.title).toBe(RU);
    },
    2 * TEST_MS,
  );

  it(
    'treats a meme’s user_input as its text when no meme_text is given',
    async () => {
      const token = await newUser('pt');
      const text = 'Yo explicándole a mi gato por qué tenemos que despertarnos a las 6 para entrenar';
      const created = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'meme', user_input: text }, token));
      const result = (await waitReady(token, created.id)).result as MemeResult;
      expect(result.meme.topText).toBe(text);
      expect(result.title).toBe(text);
      expect(result.language).toBe('es');
      expect(result.meme.subtitleLines.join(' ')).toMatch(/mi gato/i);
    },
    TEST_MS,
  );

  it(
    'without a text, the proposed meme’s title and caption agree with its top text',
    async () => {
      const token = await newUser('en');
      const created = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'meme' }, token));
      const result = (await waitReady(token, created.id)).result as MemeResult;
      const flat = result.meme.topText
        .split('\n')
        .map((line) => line.trim())
        .join(' / ');
      expect(result.title.replace(/…$/, '').toLowerCase()).toBe(flat.slice(0, result.title.replace(/…$/, '').length).toLowerCase());
      expect(result.caption.startsWith(flat.slice(0, 40))).toBe(true);
      expect(result.meme.subtitleLines.join(' ')).not.toContain('*');
    },
    TEST_MS,
  );

  it(
    'meme edits are rate-limited per user: 30 an hour, then 429 with Retry-After',
    async () => {
      const token = await newUser('en');
      const id = '00000000-0000-4000-8000-000000000000';
      const edit = (as: string) => t.call('PATCH', `/api/suggestions/${id}/meme`, { meme_text: 'Me on Monday' }, as);
      for (let n = 0; n < 30; n++) expect((await edit(token)).status).toBe(404);
      const limited = await edit(token);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBeTruthy();
      // Another person's budget is their own.
      expect((await edit(await newUser('en'))).status).toBe(404);
    },
    TEST_MS,
  );
});
