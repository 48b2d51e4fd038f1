import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signUp, waitForSuggestion, type TestApp } from '../testing/index.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '10' });
});
afterAll(async () => {
  await t.close();
});

type Suggestion = {
  id: string;
  status: string;
  progress: number;
  stage: string;
  type: string;
  feedback: string | null;
  result: { title: string; hook: string; beats: unknown[]; meme?: { topText: string } } | null;
  video_url: string | null;
  thumbnail_url: string | null;
  download_url: string | null;
  error: { code: string; message: string } | null;
};

async function newUser(language = 'en'): Promise<string> {
  return (await signUp(t, { language })).token;
}

function waitReady(token: string, id: string): Promise<Suggestion> {
  return waitForSuggestion<Suggestion>(t, token, id);
}

describe('generating scripts', () => {
  it('creates a smart script as a job and serves it ready with the script, downloadable as text', async () => {
    const token = await newUser('ru');
    await t.call('PATCH', '/api/user', { blog_topic: { area_of_expertise: 'фитнес для мам' } }, token);
    const created = await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token);
    expect(created.status).toBe(202);
    const first = await json<Suggestion>(created);
    expect(first).toMatchObject({ status: 'creating', type: 'smart_script' });

    const ready = await waitReady(token, first.id);
    expect(ready.status).toBe('ready');
    expect(ready.progress).toBe(100);
    expect(ready.result?.beats.length).toBeGreaterThan(0);
    expect(ready.result?.hook).toMatch(/[а-яё]/i);

    const download = await t.call('GET', `/api/suggestions/download/${first.id}`, undefined, token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/plain');
    expect(download.headers.get('content-disposition')).toMatch(/attachment; filename=.*\.txt/);
    const text = await download.text();
    expect(text).toContain(ready.result?.hook ?? '???');
    expect(text).toContain('Хук');

    const list = await json<{ items: Suggestion[]; total: number }>(await t.call('GET', '/api/suggestions?offset=0', undefined, token));
    expect(list.total).toBe(1);
    expect(list.items[0]?.id).toBe(first.id);
  });

  it("answers someone else's suggestion with 404, like a missing one", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const { id } = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, owner));
    for (const path of [`/api/suggestions/${id}`, `/api/suggestions/download/${id}`]) {
      const response = await t.call('GET', path, undefined, stranger);
      expect(response.status, path).toBe(404);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe('NOT_FOUND');
    }
    expect((await t.call('POST', `/api/suggestions/${id}/feedback?feedback=like`, undefined, stranger)).status).toBe(404);
    expect((await t.call('POST', `/api/suggestions/${id}/regenerate`, { user_input: 'x' }, stranger)).status).toBe(404);
    expect((await t.call('GET', '/api/suggestions/not-a-uuid', undefined, owner)).status).toBe(404);
  });

  it('stores feedback, regenerates with new input, and keeps preferences', async () => {
    const token = await newUser();
    const { id } = await json<Suggestion>(
      await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: 'how I plan my week' }, token),
    );
    await waitReady(token, id);
    const liked = await json<Suggestion>(await t.call('POST', `/api/suggestions/${id}/feedback?feedback=dislike`, undefined, token));
    expect(liked.feedback).toBe('dislike');
    expect((await t.call('POST', `/api/suggestions/${id}/feedback?feedback=meh`, undefined, token)).status).toBe(400);

    const again = await t.call('POST', `/api/suggestions/${id}/regenerate`, { user_input: 'how I plan my month' }, token);
    expect(again.status).toBe(202);
    const regenerated = await waitReady(token, (await json<Suggestion>(again)).id);
    expect(regenerated.status).toBe('ready');
    expect(regenerated.id).not.toBe(id);

    const saved = await t.call('PUT', '/api/suggestions/preferences', { script_categories: ['educational', 'selling'] }, token);
    expect(await json(saved)).toEqual({ script_categories: ['educational', 'selling'] });
    expect(await json(await t.call('GET', '/api/suggestions/preferences', undefined, token))).toEqual({ script_categories: ['educational', 'selling'] });
    expect((await t.call('PUT', '/api/suggestions/preferences', { script_categories: ['astrology'] }, token)).status).toBe(400);
  });

  it('makes a batch of 3 and the initial script once', async () => {
    const token = await newUser('es');
    const batch = await json<{ id: string; items: Suggestion[] }>(
      await t.call('POST', '/api/suggestions/generate_batch', { type: 'smart_script', count: 3 }, token),
    );
    expect(batch.items).toHaveLength(3);
    await Promise.all(batch.items.map((item) => waitReady(token, item.id)));
    const status = await json<{ items: Suggestion[] }>(await t.call('GET', `/api/suggestions/batch/${batch.id}`, undefined, token));
    expect(status.items.map((item) => item.status)).toEqual(['ready', 'ready', 'ready']);
    const hooks = new Set(status.items.map((item) => item.result?.hook));
    expect(hooks.size).toBeGreaterThan(1);

    const initial = await json<Suggestion>(await t.call('GET', '/api/suggestion/initial', undefined, token));
    const again = await json<Suggestion>(await t.call('GET', '/api/suggestion/initial', undefined, token));
    expect(again.id).toBe(initial.id);
    const limit = await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token));
    expect(limit.used).toBe(3);
  });

  it('refuses an avatar without a photo and a custom script without input', async () => {
    const token = await newUser();
    const avatar = await t.call('POST', '/api/suggestions/generate', { type: 'avatar' }, token);
    expect(avatar.status).toBe(400);
    expect((await json<{ error: { code: string; details: { issues: Array<{ path: string }> } } }>(avatar)).error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { issues: [{ path: 'image_id' }] },
    });
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'custom_script' }, token)).status).toBe(400);
    expect((await t.call('POST', '/api/suggestions/generate', { type: 'meme', meme_text: 'x'.repeat(513) }, token)).status).toBe(400);
  });
});

describe('the daily limit', () => {
  it('lets at most 10 of 50 simultaneous requests through, with a next-slot time on the rest', async () => {
    const token = await newUser();
    const responses = await Promise.all(Array.from({ length: 50 }, () => t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const refused = await json<{ error: { code: string; details: { next_slot_at: string; limit: number } } }>(
      responses.find((response) => response.status === 429) as Response,
    );
    expect(refused.error.code).toBe('DAILY_LIMIT_REACHED');
    expect(refused.error.details.limit).toBe(10);
    const next = new Date(refused.error.details.next_slot_at).getTime();
    expect(next).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const limit = await json<{ remaining: number; next_slot_at: string }>(await t.call('GET', '/api/suggestions/limit', undefined, token));
    expect(limit.remaining).toBe(0);
    expect(limit.next_slot_at).toBeTruthy();
  });

  it('gives the slot back when a generation fails for good', async () => {
    const token = await newUser();
    const { id } = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token));
    await waitReady(token, id);
    expect((await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token))).used).toBe(1);
    // Simulate a generation that the reaper finds stuck: it fails it and refunds.
    const { id: stuck } = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script' }, token));
    await t.core.database.executeSql(`UPDATE suggestions SET status = 'creating', updated_at = now() - interval '1 hour' WHERE id = $1`, [stuck]);
    const { reapStaleSuggestions } = await import('@reelcraft/core');
    expect(await reapStaleSuggestions(t.core)).toBeGreaterThanOrEqual(1);
    const failed = await json<Suggestion>(await t.call('GET', `/api/suggestions/${stuck}`, undefined, token));
    expect(failed.status).toBe('failed');
    expect(failed.error?.code).toBe('GENERATION_TIMED_OUT');
    expect((await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token))).used).toBe(1);
  });
});
