import type { Suggestion } from '@reelcraft/contract';
import type { JobName } from '@reelcraft/core';
import { eventually } from '@reelcraft/core/testing/conditions';
import { json } from './http.ts';
import type { TestApp } from './test-app.ts';

/**
 * Waits for work done by the job workers by polling a condition; never by sleeping. The time limits are only there
 * to end a test that hangs with a message (a render on a loaded machine takes minutes: pass more).
 */

/** Polls GET /api/suggestions/{id} until it is no longer 'creating'; returns it (ready or failed). */
export function waitForSuggestion<T extends { status: string } = Suggestion>(
  t: Pick<TestApp, 'call'>,
  token: string,
  id: string,
  timeoutMs = 60_000,
): Promise<T> {
  return eventually(async () => {
    const body = await json<T>(await t.call('GET', `/api/suggestions/${id}`, undefined, token));
    return body.status === 'creating' ? undefined : body;
  }, timeoutMs);
}

/** Polls GET /api/profiles/preview/{id} until the analysis is no longer 'running'; returns it. */
export function waitForAnalysis<T extends { status: string }>(t: Pick<TestApp, 'call'>, id: string, token?: string, timeoutMs = 60_000): Promise<T> {
  return eventually(async () => {
    const body = await json<T>(await t.call('GET', `/api/profiles/preview/${id}`, undefined, token));
    return body.status === 'running' ? undefined : body;
  }, timeoutMs);
}

export type FinishedJobState = 'completed' | 'failed' | 'cancelled';

/** Waits until pg-boss has finished job `id` (completed, failed for good, or cancelled); returns that state. */
export function waitForJob(t: Pick<TestApp, 'core'>, id: string, timeoutMs = 60_000): Promise<FinishedJobState> {
  return eventually(async () => {
    const { rows } = await t.core.database.executeSql(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
    const state = rows[0]?.state;
    return state === 'completed' || state === 'failed' || state === 'cancelled' ? state : undefined;
  }, timeoutMs);
}

/**
 * Waits until no job is due or running: none active, and none waiting or retrying whose start time has come (a job
 * delayed into the future, e.g. a reminder, is not work left to do now). A test that asserts "nothing else happened"
 * after queueing work asserts after this, not after a sleep. `jobs` narrows it to some job types.
 */
export async function waitForQueueIdle(t: Pick<TestApp, 'core'>, options: { jobs?: readonly JobName[]; timeoutMs?: number } = {}): Promise<void> {
  const names = options.jobs ?? null;
  await eventually(async () => {
    const { rows } = await t.core.database.executeSql(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))
          AND ($1::text[] IS NULL OR name = ANY($1::text[]))`,
      [names],
    );
    return Number(rows[0]?.n) === 0 ? true : undefined;
  }, options.timeoutMs ?? 60_000);
}
