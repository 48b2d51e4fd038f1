import type { Subscription } from '@reelcraft/contract';
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { testUser } from '../../../test/fixtures.ts';
import { billingApi } from '../billing.api.ts';
import { useAccountCheck } from './use-account-check.ts';

const ACTIVE = { active: true } as Subscription;

type Answer = Awaited<ReturnType<typeof billingApi.confirmSubscription>> | ApiError;

/** POST /user/subscription/confirm answering from a script, one answer per call, the last one repeated. */
function confirmAnswers(answers: Answer[]) {
  let calls = 0;
  vi.spyOn(billingApi, 'confirmSubscription').mockImplementation(() => {
    const answer = answers[Math.min(calls, answers.length - 1)]!;
    calls += 1;
    return answer instanceof ApiError ? Promise.reject(answer) : Promise.resolve(answer);
  });
  return { calls: () => calls };
}

const notYet = { user: testUser(), subscription: null };
const active = { user: testUser({ stripe_subscription: 'sub_1' }), subscription: ACTIVE };
const unavailable = new ApiError('SERVICE_UNAVAILABLE', 503, 'down');

function renderCheck() {
  // The app's rule for queries (no retry) must not leak in: the check brings its own.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useAccountCheck(), { wrapper });
  act(() => hook.result.current.start());
  return hook;
}

/** Lets fake time pass (answers and TanStack Query's notifications land as it goes). */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  // TanStack Query batches its notifications on a 0 ms timer; in microtasks they land within each step of fake time.
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useAccountCheck', () => {
  it('polls until the subscription is active, then stops', async () => {
    const server = confirmAnswers([notYet, notYet, active]);
    const hook = renderCheck();
    await elapse(0);
    expect(hook.result.current.state.status).toBe('checking');
    expect(server.calls()).toBe(1);
    await elapse(500);
    expect(server.calls()).toBe(2);
    await elapse(1_000);
    expect(server.calls()).toBe(3);
    expect(hook.result.current.state).toEqual({ status: 'active', subscription: ACTIVE });
    await elapse(60_000);
    expect(server.calls()).toBe(3);
  });

  it('gives up after six checks (about 15 s) and starts over on "Try again"', async () => {
    const server = confirmAnswers([notYet]);
    const hook = renderCheck();
    await elapse(15_500);
    expect(server.calls()).toBe(6);
    expect(hook.result.current.state.status).toBe('failed');
    await elapse(60_000);
    expect(server.calls()).toBe(6);
    act(() => hook.result.current.start());
    await elapse(0);
    expect(server.calls()).toBe(7);
    expect(hook.result.current.state.status).toBe('checking');
  });

  it('counts a 503 as one of the six tries and goes on', async () => {
    const server = confirmAnswers([unavailable, unavailable, active]);
    const hook = renderCheck();
    await elapse(1_500);
    expect(server.calls()).toBe(3);
    expect(hook.result.current.state.status).toBe('active');
  });

  it('never retries a 4xx: the check fails at once', async () => {
    const server = confirmAnswers([new ApiError('NO_SUBSCRIPTION', 404, 'none')]);
    const hook = renderCheck();
    await elapse(20_000);
    expect(server.calls()).toBe(1);
    expect(hook.result.current.state.status).toBe('failed');
  });

  it('a server that stays unavailable is tried six times in all', async () => {
    const server = confirmAnswers([notYet, unavailable]);
    const hook = renderCheck();
    await elapse(60_000);
    expect(server.calls()).toBe(6);
    expect(hook.result.current.state.status).toBe('failed');
  });
});
