import type { Suggestion } from '@reelcraft/contract';
import { eventually } from '@reelcraft/core/testing';
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
 * Waits until no job is waiting, retrying or running. A test that asserts "nothing else happened" after queueing
 * work asserts after this, not after a sleep. (A job delayed into the future counts as waiting.)
 */
export async function waitForQueueIdle(t: Pick<TestApp, 'core'>, timeoutMs = 60_000): Promise<void> {
  await eventually(async () => {
    const { queued, active } = await t.core.queue.counts();
    return queued === 0 && active === 0 ? true : undefined;
  }, timeoutMs);
}
