import { createBuiltinWriter, generateSuggestion, reapStaleSuggestions, verifyMediaLink, type Core } from '@reelcraft/core';
import { startFakeLlm, type FakeLlm } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, eventually, json, signUp, uniqueEmail, uploadPhoto, type TestApp } from '../testing/index.ts';

type Suggestion = { id: string; status: string; stage: string; result: { title: string } | null; error: { code: string } | null };

const newUser = async (t: TestApp) => (await signUp(t, { email: uniqueEmail('jobs') })).token;

async function generate(t: TestApp, token: string, body: Record<string, unknown>): Promise<Suggestion> {
  const response = await t.call('POST', '/api/suggestions/generate', body, token);
  expect(response.status).toBe(202);
  return json<Suggestion>(response);
}

const used = async (t: TestApp, token: string) => (await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token))).used;
const jobsFor = async (t: TestApp, id: string) =>
  (await t.core.database.executeSql(`SELECT state FROM pgboss.job WHERE data->>'suggestionId' = $1`, [id])).rows.map((row) => String(row.state));

describe('a job whose LLM call hangs past the deadline', () => {
  let t: TestApp;
  let llm: FakeLlm;
  beforeAll(async () => {
    llm = await startFakeLlm({ mode: 'timeout' });
    // The LLM's own timeout (60 s) is far beyond the job's deadline: only the deadline can stop the call.
    t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_API_KEY: llm.apiKey, LLM_TIMEOUT_SECONDS: '60' }, { workers: false });
    await t.core.queue.work('generate-suggestion', (payload, meta) => generateSuggestion(t.core, payload, meta), { deadlineMs: 1500 });
  });
  afterAll(async () => {
    await t.close();
    await llm.close();
  });

  it('is aborted at the deadline: the HTTP call is cancelled, every retry likewise, and the suggestion fails with its slot refunded', async () => {
    const token = await newUser(t);
    const created = await generate(t, token, { type: 'smart_script' });
    const statuses = new Set<string>();
    const done = await eventually(async () => {
      const item = await json<Suggestion>(await t.call('GET', `/api/suggestions/${created.id}`, undefined, token));
      statuses.add(item.status);
      return item.status === 'creating' ? undefined : item;
    }, 40_000);
    expect(done.status).toBe('failed');
    expect(done.error?.code).toBe('GENERATION_FAILED');
    expect(statuses.has('ready')).toBe(false);
    expect(await used(t, token)).toBe(0);
    // One request per attempt (retryLimit 2 → 3 attempts), none answered by the writer's fallback, each one
    // hung up on by us rather than left running.
    expect(llm.requests.length).toBe(3);
    await eventually(async () => (llm.cancelled === 3 ? true : undefined), 5000);
    expect(await jobsFor(t, created.id)).toEqual(['failed']);
    const [row] = (await t.core.database.executeSql(`SELECT attempts FROM suggestions WHERE id = $1`, [created.id])).rows;
    expect(Number(row?.attempts)).toBe(3);
  }, 60_000);
});

describe('attempts that lost', () => {
  let t: TestApp;
  let core: Core;
  const originalWriter = () => createBuiltinWriter();
  beforeAll(async () => {
    // No workers: the test runs the handler itself, to interleave attempts and the reaper deterministically.
    t = await createTestApp({ MEDIA_LINK_TTL_SECONDS: '120', TALKING_HEAD_TIMEOUT_SECONDS: '600' }, { workers: false });
    core = t.core;
  });
  afterAll(async () => {
    await t.close();
  });

  it(
    'a late finisher after the reaper failed and refunded the suggestion writes nothing and deletes its files',
    async () => {
      const token = await newUser(t);
      const created = await generate(t, token, { type: 'meme' });
      expect(await used(t, token)).toBe(1);
      const storage = core.storage;
      const putFile = storage.putFile.bind(storage);
      const stored: string[] = [];
      // The render finishes and stores its files; right then, the reaper finds the suggestion stale and refunds it.
      storage.putFile = async (key, file) => {
        await putFile(key, file);
        stored.push(key);
        if (key.endsWith('.jpg')) {
          await core.database.executeSql(`UPDATE suggestions SET updated_at = now() - interval '1 hour' WHERE id = $1`, [created.id]);
          expect(await reapStaleSuggestions(core)).toBe(1);
        }
      };
      try {
        await generateSuggestion(core, { suggestionId: created.id, reason: 'generate' }, { isLastAttempt: false });
      } finally {
        storage.putFile = putFile;
      }
      const row = await json<Suggestion>(await t.call('GET', `/api/suggestions/${created.id}`, undefined, token));
      expect(row.status).toBe('failed');
      expect(row.error?.code).toBe('GENERATION_TIMED_OUT');
      expect(await used(t, token)).toBe(0);
      expect(stored).toHaveLength(2);
      for (const key of stored) expect(await storage.stat(key)).toBeUndefined();
      // A hang guard, not a speed check: the meme is rendered (small), with its sound, on a possibly loaded machine.
    },
    20 * 60_000,
  );

  it('of two attempts racing, only the current one keeps its result', async () => {
    const token = await newUser(t);
    const created = await generate(t, token, { type: 'smart_script' });
    const builtin = originalWriter();
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    core.writer = {
      async write(brief, options) {
        const result = await builtin.write(brief, options);
        const call = ++calls;
        if (call === 1) await gate; // the first attempt is slow…
        return { ...result, title: `from attempt ${call}` };
      },
    };
    try {
      const first = generateSuggestion(core, { suggestionId: created.id, reason: 'generate' }, { isLastAttempt: false });
      await eventually(async () => (calls === 1 ? true : undefined));
      // …so a second attempt (as after an expiry) runs beside it and finishes first.
      await generateSuggestion(core, { suggestionId: created.id, reason: 'generate' }, { isLastAttempt: false });
      release();
      await first;
    } finally {
      core.writer = builtin;
    }
    const row = await json<Suggestion>(await t.call('GET', `/api/suggestions/${created.id}`, undefined, token));
    expect(row.status).toBe('ready');
    expect(row.result?.title).toBe('from attempt 2');
  }, 60_000);

  it('no reader ever sees a suggestion failed with its slot still used (the last attempt and the reaper fail and refund at once)', async () => {
    const token = await newUser(t);
    const builtin = originalWriter();
    // One statement is one snapshot: it sees the failure and the refund together or neither.
    const read = async (id: string) => {
      const [row] = (
        await core.database.executeSql(
          `SELECT s.status, (SELECT count(*) FROM generation_slots g WHERE g.suggestion_id = s.id AND g.refunded_at IS NULL) AS held FROM suggestions s WHERE s.id = $1`,
          [id],
        )
      ).rows;
      return { status: String(row?.status), held: Number(row?.held) };
    };
    const watch = (id: string) => {
      const seen: { status: string; held: number }[] = [];
      let stop = false;
      const loop = (async () => {
        while (!stop) seen.push(await read(id));
      })();
      return async () => {
        stop = true;
        await loop;
        seen.push(await read(id));
        return seen;
      };
    };

    // The job's last attempt fails.
    const failing = await generate(t, token, { type: 'smart_script' });
    expect(await used(t, token)).toBe(1);
    core.writer = {
      async write() {
        throw new Error('the writer is down');
      },
    };
    const stopFailing = watch(failing.id);
    try {
      await expect(generateSuggestion(core, { suggestionId: failing.id, reason: 'generate' }, { isLastAttempt: true })).rejects.toThrow('the writer is down');
    } finally {
      core.writer = builtin;
    }
    const failingSeen = await stopFailing();
    expect(failingSeen.at(-1)).toEqual({ status: 'failed', held: 0 });
    expect(failingSeen.filter((seen) => seen.status === 'failed' && seen.held > 0)).toEqual([]);

    // The reaper fails a suggestion that stopped moving.
    const stale = await generate(t, token, { type: 'smart_script' });
    await core.database.executeSql(`UPDATE suggestions SET updated_at = now() - interval '1 hour' WHERE id = $1`, [stale.id]);
    const stopStale = watch(stale.id);
    expect(await reapStaleSuggestions(core)).toBe(1);
    const staleSeen = await stopStale();
    expect(staleSeen.at(-1)).toEqual({ status: 'failed', held: 0 });
    expect(staleSeen.filter((seen) => seen.status === 'failed' && seen.held > 0)).toEqual([]);
    expect(await used(t, token)).toBe(0);
  }, 60_000);

  it('parallel first visits create one initial suggestion and one job', async () => {
    const token = await newUser(t);
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.call('GET', '/api/suggestion/initial', undefined, token)));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const ids = new Set((await Promise.all(responses.map((response) => json<Suggestion>(response)))).map((item) => item.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const { rows } = await core.database.executeSql(
      `SELECT count(*)::int AS n FROM suggestions WHERE is_initial AND user_id = (SELECT user_id FROM suggestions WHERE id = $1)`,
      [id],
    );
    expect(Number(rows[0]?.n)).toBe(1);
    expect(await jobsFor(t, id ?? '')).toHaveLength(1);
  }, 60_000);

  it('gives the talking-head service links bounded by MEDIA_LINK_TTL_SECONDS, and an aborted attempt does not fall back to the built-in animator', async () => {
    const token = await newUser(t);
    const image = await uploadPhoto(t, token);
    const created = await generate(t, token, { type: 'avatar', image_id: image.id });

    const controller = new AbortController();
    const links: string[] = [];
    core.talkingHead = {
      id: 'd-id-compatible',
      async render(input) {
        links.push(input.photoUrl, input.audioUrl);
        // The job's deadline passes while the service works.
        controller.abort(new Error('deadline'));
        throw input.signal?.reason ?? new Error('no signal was passed');
      },
    };
    try {
      await expect(
        generateSuggestion(core, { suggestionId: created.id, reason: 'generate' }, { isLastAttempt: true, signal: controller.signal }),
      ).rejects.toThrow('deadline');
    } finally {
      core.talkingHead = null;
    }
    expect(links).toHaveLength(2);
    const now = Date.now();
    for (const link of links) {
      const token = link.split('/api/files/')[1] ?? '';
      expect(() => verifyMediaLink(core.jwtKey, token, new Date(now + 100_000))).not.toThrow();
      expect(() => verifyMediaLink(core.jwtKey, token, new Date(now + 125_000))).toThrow();
    }
    // No fallback render: the last attempt failed the suggestion and gave the slot back.
    const row = await json<Suggestion>(await t.call('GET', `/api/suggestions/${created.id}`, undefined, token));
    expect(row.status).toBe('failed');
    expect(await used(t, token)).toBe(0);
  }, 120_000);
});
