import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestCore, eventually, settlesBefore, type TestCore } from '../testing/index.ts';
import { jobDefinitions, JOB_NAMES } from './definitions.ts';
import { JOB_ABORT_GRACE_MS, JobDeadlineError, settleWithin, STOP_DRAIN_LIMIT_MS } from './queue.ts';

describe('job deadlines', () => {
  it('end every job type before its expiry, with room for the handler to unwind', () => {
    for (const name of JOB_NAMES) {
      const { deadlineSeconds, expireInSeconds } = jobDefinitions[name];
      expect(deadlineSeconds * 1000 + JOB_ABORT_GRACE_MS, name).toBeLessThan(expireInSeconds * 1000);
    }
  });

  it('fail an attempt whose handler ignores its signal once the grace has passed', async () => {
    const controller = new AbortController();
    const ignored: string[] = [];
    const never = new Promise<void>(() => undefined);
    setTimeout(() => controller.abort(new JobDeadlineError('x', 10)), 10);
    await expect(settleWithin(never, controller.signal, () => ignored.push('ignored'), 50)).rejects.toBeInstanceOf(JobDeadlineError);
    expect(ignored).toEqual(['ignored']);
  });

  it("keep the handler's own outcome when it stops in time", async () => {
    const controller = new AbortController();
    const work = new Promise<void>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('stopped cleanly'))));
    controller.abort(new Error('deadline'));
    await expect(settleWithin(work, controller.signal, () => undefined, 1000)).rejects.toThrow('stopped cleanly');
  });
});

/**
 * Lets the event loop run what is already queued (promise callbacks, immediates, zero-delay timers) a few times over:
 * after this, work set off by an event that has happened has run. Not a wait for time to pass.
 */
async function eventLoopTurns(turns = 10): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('the queue', () => {
  let t: TestCore;
  beforeAll(async () => {
    t = await createTestCore();
  });
  afterAll(async () => {
    await t.close();
  });

  it("aborts a running handler's signal at the deadline and records the failure for the retry policy", async () => {
    const reasons: unknown[] = [];
    await t.core.queue.work(
      'ingest-trends',
      (_payload, meta) =>
        new Promise<void>((_, reject) => {
          meta.signal.addEventListener('abort', () => {
            reasons.push(meta.signal.reason);
            reject(meta.signal.reason);
          });
        }),
      { deadlineMs: 300 },
    );
    const id = await t.core.queue.send('ingest-trends', {});
    await eventually(async () => (reasons.length > 0 ? true : undefined));
    expect(reasons[0]).toBeInstanceOf(JobDeadlineError);
    // ingest-trends retries once after a long delay: the failed attempt is now waiting in 'retry', not 'active'.
    const state = await eventually(async () => {
      const { rows } = await t.core.database.executeSql(`SELECT state, output FROM pgboss.job WHERE id = $1`, [id]);
      return rows[0]?.state === 'retry' ? rows[0] : undefined;
    });
    expect(JSON.stringify(state.output)).toContain('deadline');
  });

  it('aborts what is still running when the queue stops after its grace period', async () => {
    const other = await createTestCore();
    let reason: unknown;
    await other.core.queue.work(
      'reap-stale-work',
      (_payload, meta) =>
        new Promise<void>((resolve) =>
          meta.signal.addEventListener('abort', () => {
            reason = meta.signal.reason;
            resolve();
          }),
        ),
    );
    await other.core.queue.send('reap-stale-work', {});
    await eventually(async () => ((await other.core.queue.counts()).active > 0 ? true : undefined));
    // The aborted handler settles at once, so nothing is left to drain: stop returns without waiting out its drain
    // limit (it would still be waiting when a timer of that length fires).
    expect(await settlesBefore(other.core.queue.stop(500), STOP_DRAIN_LIMIT_MS)).toBe(true);
    expect((reason as Error | undefined)?.name).toBe('JobShutdownError');
    await other.close();
  });

  it("sends a late handler's outcome before stop returns, so the database can close right after", async () => {
    // pg-boss gives up waiting 3 s after stop's timeout and records a batch's outcome without awaiting it: a handler
    // that finishes later than that used to send its "complete" to a closed pool (an unhandled rejection in CI).
    const other = await createTestCore();
    const database = other.core.database;
    const executeSql = database.executeSql.bind(database);
    let closed = false;
    const late: string[] = [];
    database.executeSql = (text, values) => {
      if (closed) {
        late.push(text.slice(0, 60));
        return Promise.resolve({ rows: [] });
      }
      return executeSql(text, values);
    };
    let handlerDone: () => void = () => undefined;
    const handlerFinished = new Promise<void>((resolve) => (handlerDone = resolve));
    // The handler ends 4.5 s in: past stop's timeout (200 ms) and pg-boss's 3 s margin after it.
    await other.core.queue.work(
      'reap-stale-work',
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            resolve();
            handlerDone();
          }, 4500),
        ),
    );
    await other.core.queue.send('reap-stale-work', {});
    await eventually(async () => ((await other.core.queue.counts()).active > 0 ? true : undefined));
    await other.core.queue.stop(200);
    closed = true;
    await other.close();
    // Had stop returned before the handler ended, its outcome would go out after the handler ends: wait for that end,
    // then for the event loop to run whatever it queued, and only then look.
    await handlerFinished;
    await eventLoopTurns();
    expect(late).toEqual([]);
  }, 30_000);

  it('does not start a batch whose fetch was on its way when stop began, and fails it for a retry before stop returns', async () => {
    // CI once failed with "Cannot use a pool after calling end" from pg-boss's fail(): a fetch sent just before stop
    // returned a job after stop had returned and the pool had closed; the handler ran against the closed pool.
    const other = await createTestCore();
    const database = other.core.database;
    const executeSql = database.executeSql.bind(database);
    let closed = false;
    let holdFetches = false;
    let heldFetch: () => void = () => undefined;
    const fetchHeld = new Promise<void>((resolve) => (heldFetch = resolve));
    let fetchAnswered: () => void = () => undefined;
    const heldFetchAnswered = new Promise<void>((resolve) => (fetchAnswered = resolve));
    const late: string[] = [];
    database.executeSql = async (text, values) => {
      if (closed) {
        late.push(text.slice(0, 60));
        return { rows: [] };
      }
      if (holdFetches && text.includes('SKIP LOCKED')) {
        heldFetch();
        // A fetch still on its way while stop begins (answered 600 ms later).
        await new Promise((resolve) => setTimeout(resolve, 600));
        try {
          return await executeSql(text, values);
        } finally {
          fetchAnswered();
        }
      }
      return executeSql(text, values);
    };
    const id = await other.core.queue.send('ingest-trends', {});
    const ran: string[] = [];
    holdFetches = true;
    await other.core.queue.work('ingest-trends', async () => {
      ran.push('handler');
    });
    await fetchHeld;
    await other.core.queue.stop(200);
    const { rows } = await executeSql(`SELECT state, output FROM pgboss.job WHERE id = $1`, [id]);
    closed = true;
    await other.close();
    // Had stop not waited for that fetch, its batch would start (or fail) after the fetch answers: wait for the
    // answer, then for the event loop to run whatever it queued, and only then look.
    await heldFetchAnswered;
    await eventLoopTurns();
    expect(ran).toEqual([]);
    expect(late).toEqual([]);
    expect(rows[0]?.state).toBe('retry');
    expect(JSON.stringify(rows[0]?.output)).toContain('shutting down');
  }, 30_000);

  it('returns once the drain limit has passed, even while a query never answers', async () => {
    // A database that stops answering must not hold shutdown forever: the process would outlive its deadline and be
    // killed. Stop returns after the drain limit; the job, never fetched, is still there for the next start.
    const other = await createTestCore();
    const database = other.core.database;
    const executeSql = database.executeSql.bind(database);
    let hang = false;
    let fetchHung: () => void = () => undefined;
    const hung = new Promise<void>((resolve) => (fetchHung = resolve));
    database.executeSql = async (text, values) => {
      if (hang && text.includes('SKIP LOCKED')) {
        fetchHung();
        return new Promise<never>(() => undefined);
      }
      return executeSql(text, values);
    };
    const id = await other.core.queue.send('ingest-trends', {});
    hang = true;
    await other.core.queue.work('ingest-trends', async () => undefined);
    await hung;
    const drainLimitMs = 400;
    let drainLimitPassed = false;
    const limitTimer = setTimeout(() => (drainLimitPassed = true), drainLimitMs);
    // pg-boss's own stop waits up to the grace period plus its 3 s margin for the hung fetch; then only the drain
    // limit it is given: stop returns while the default limit (15 s) would still be running, and not before the given
    // one has passed. Without a limit it would never return (the test's time-out).
    expect(await settlesBefore(other.core.queue.stop(100, drainLimitMs), STOP_DRAIN_LIMIT_MS)).toBe(true);
    clearTimeout(limitTimer);
    expect(drainLimitPassed).toBe(true);
    const { rows } = await executeSql(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
    expect(rows[0]?.state).toBe('created');
    await other.close();
  }, 30_000);

  it('hands a job left active by a dead process back for a retry that may start at once, not after its backoff', async () => {
    const id = await t.core.queue.send('publishing-tick', {});
    // What a SIGKILL leaves: the job active, its process gone. 'publishing-tick' has no retries; use one that has.
    const retried = await t.core.queue.send('publish-post', { post_id: '00000000-0000-4000-8000-000000000001' });
    await t.core.database.executeSql(`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = ANY($1::uuid[])`, [[id, retried]]);
    expect(await t.core.queue.recoverOrphanedJobs()).toBeGreaterThanOrEqual(2);
    const { rows } = await t.core.database.executeSql(`SELECT id, state, start_after <= now() AS due FROM pgboss.job WHERE id = ANY($1::uuid[])`, [
      [id, retried],
    ]);
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    expect(byId.get(String(retried))).toMatchObject({ state: 'retry', due: true });
    expect(byId.get(String(id))?.state).toBe('failed');
  });
});
