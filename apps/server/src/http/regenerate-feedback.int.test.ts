import type { WriterBrief } from '@reelcraft/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, signUp, waitForSuggestion, type TestApp } from '../testing/index.ts';

// Issue 32: feedback edits the script instead of replacing its idea; trends keep their format; a batch's three
// scripts each get their own angle.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '20' });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Suggestion = {
  id: string;
  status: string;
  user_input: string;
  parent_id: string | null;
  result: { hook: string; beats: Array<{ spokenLine: string; onScreenText: string }>; hookId?: string; templateIds?: string[] } | null;
};

async function storedRequest(id: string): Promise<Record<string, unknown>> {
  const { rows } = await t.core.database.executeSql('SELECT request FROM suggestions WHERE id::text = $1', [id]);
  const request = rows[0]?.request;
  return (typeof request === 'string' ? JSON.parse(request) : request) as Record<string, unknown>;
}

/** Every brief the writer is handed from now on (the real writer still writes). */
function recordBriefs(): WriterBrief[] {
  const briefs: WriterBrief[] = [];
  const write = t.core.writer.write.bind(t.core.writer);
  vi.spyOn(t.core.writer, 'write').mockImplementation((brief, options) => {
    briefs.push(brief);
    return write(brief, options);
  });
  return briefs;
}

const IDEA = 'how I fixed my posture working from home';
const FEEDBACK = 'Make it concrete: name the 3 actual changes';

describe('regenerate with feedback', () => {
  it('keeps the idea, stores the feedback as a revision, and never speaks the feedback', async () => {
    const { token } = await signUp(t);
    const original = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: IDEA }, token));
    const first = await waitForSuggestion<Suggestion>(t, token, original.id);
    expect(first.status).toBe('ready');

    const briefs = recordBriefs();
    const response = await t.call(
      'POST',
      `/api/suggestions/${original.id}/regenerate`,
      { user_input: IDEA, feedback: { adjustments: [], note: FEEDBACK } },
      token,
    );
    expect(response.status).toBe(202);
    const created = await json<Suggestion>(response);
    expect(created).toMatchObject({ user_input: IDEA, parent_id: original.id });
    const next = await waitForSuggestion<Suggestion>(t, token, created.id);
    expect(next.status).toBe('ready');

    expect(await storedRequest(created.id)).toMatchObject({ user_input: IDEA, revision: { adjustments: ['more_concrete'] } });
    const spoken = next.result?.beats.map((beat) => `${beat.spokenLine} ${beat.onScreenText}`) ?? [];
    expect(spoken.length).toBeGreaterThan(0);
    for (const line of [...spoken, next.result?.hook ?? '']) {
      expect(line.toLowerCase()).not.toContain('make it concrete');
      expect(line.toLowerCase()).not.toContain('name the 3 actual changes');
    }

    // The writer was told what to change and which take it changes.
    const brief = briefs.find((entry) => entry.userInput === IDEA);
    expect(brief?.revision).toEqual({ adjustments: ['more_concrete'] });
    expect(brief?.previous).toEqual({ ...(first.result?.hookId ? { hookId: first.result.hookId } : {}), templateIds: first.result?.templateIds ?? [] });
  });

  it('reads a lone user_input that names an adjustment as feedback on the original idea (the spec body)', async () => {
    const { token } = await signUp(t);
    const original = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: IDEA }, token));
    await waitForSuggestion<Suggestion>(t, token, original.id);

    const created = await json<Suggestion>(await t.call('POST', `/api/suggestions/${original.id}/regenerate`, { user_input: 'Короче и смешнее' }, token));
    expect(created.user_input).toBe(IDEA);
    expect(await storedRequest(created.id)).toMatchObject({ revision: { adjustments: ['shorter', 'funnier'] } });

    // A text that names no adjustment is still a new idea, and the old revision does not follow it.
    const renamed = await json<Suggestion>(await t.call('POST', `/api/suggestions/${created.id}/regenerate`, { user_input: 'my standing desk setup' }, token));
    expect(renamed.user_input).toBe('my standing desk setup');
    expect(await storedRequest(renamed.id)).not.toHaveProperty('revision');
    await waitForSuggestion<Suggestion>(t, token, created.id);
    await waitForSuggestion<Suggestion>(t, token, renamed.id);
  });

  it('takes chips and a note together; the note keeps only what names no adjustment', async () => {
    const { token } = await signUp(t);
    const original = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: IDEA }, token));
    await waitForSuggestion<Suggestion>(t, token, original.id);
    const created = await json<Suggestion>(
      await t.call(
        'POST',
        `/api/suggestions/${original.id}/regenerate`,
        { feedback: { adjustments: ['different_hook'], note: 'shorter, and mention my standing desk' } },
        token,
      ),
    );
    expect(created.user_input).toBe(IDEA);
    expect(await storedRequest(created.id)).toMatchObject({ revision: { adjustments: ['shorter', 'different_hook'], note: 'mention my standing desk' } });
    await waitForSuggestion<Suggestion>(t, token, created.id);
  });
});

describe('what reaches the writer', () => {
  it("a script made from the myth-vs-fact trend carries the trend's format in its brief", async () => {
    const { token } = await signUp(t);
    const briefs = recordBriefs();
    const created = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'smart_script', trend_id: 'myth-vs-fact' }, token));
    expect(await storedRequest(created.id)).toMatchObject({ trend_id: 'myth-vs-fact' });
    expect((await waitForSuggestion<Suggestion>(t, token, created.id)).status).toBe('ready');
    expect(briefs.map((brief) => brief.trend?.format)).toContain('myth_busting');
  });

  it('the three scripts of a batch are variants 0, 1 and 2', async () => {
    const { token } = await signUp(t);
    const briefs = recordBriefs();
    const batch = await json<{ items: Suggestion[] }>(
      await t.call('POST', '/api/suggestions/generate_batch', { type: 'custom_script', user_input: '3 desk stretches for tight shoulders', count: 3 }, token),
    );
    await Promise.all(batch.items.map((item) => waitForSuggestion<Suggestion>(t, token, item.id)));
    expect(briefs.map((brief) => brief.variant).sort()).toEqual([0, 1, 2]);
    // A single script is no variant.
    const single = await json<Suggestion>(await t.call('POST', '/api/suggestions/generate', { type: 'custom_script', user_input: 'one more' }, token));
    await waitForSuggestion<Suggestion>(t, token, single.id);
    expect(briefs.find((brief) => brief.userInput === 'one more')).not.toHaveProperty('variant');
  });
});
