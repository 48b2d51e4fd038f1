import { describe, expect, it, vi } from 'vitest';
import { abortableSleep, backoffDelay, withRetry } from './retry.js';

const noWait = { sleep: async () => {}, random: () => 0 };

describe('withRetry', () => {
  it('returns the first success and tells the attempt number', async () => {
    const task = vi.fn(async (attempt: number) => {
      if (attempt < 3) throw new Error(`fail ${attempt}`);
      return 'ok';
    });
    await expect(withRetry(task, { attempts: 5, baseDelayMs: 10, ...noWait })).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('throws the last failure once the attempts are spent', async () => {
    let n = 0;
    await expect(
      withRetry(
        async () => {
          throw new Error(`fail ${++n}`);
        },
        { attempts: 3, baseDelayMs: 1, ...noWait },
      ),
    ).rejects.toThrow('fail 3');
  });

  it('does not retry a failure the predicate refuses', async () => {
    const task = vi.fn(async () => {
      throw new Error('refused');
    });
    await expect(withRetry(task, { attempts: 5, baseDelayMs: 1, shouldRetry: () => false, ...noWait })).rejects.toThrow('refused');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits with exponential backoff, jitter and a ceiling, or what the failure asks for', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number): Promise<void> => {
      waits.push(ms);
    };
    await expect(
      withRetry(
        async () => {
          throw new Error('x');
        },
        { attempts: 5, baseDelayMs: 100, maxDelayMs: 300, jitter: 0.5, random: () => 0.5, sleep },
      ),
    ).rejects.toThrow();
    expect(waits).toEqual([125, 250, 375, 375]);
    waits.length = 0;
    await expect(
      withRetry(
        async () => {
          throw new Error('x');
        },
        { attempts: 2, baseDelayMs: 100, delayFor: () => 7000, sleep },
      ),
    ).rejects.toThrow();
    expect(waits).toEqual([7000]);
  });

  it('an abort stops the wait and rejects with the reason, without another attempt', async () => {
    const controller = new AbortController();
    const task = vi.fn(async () => {
      throw new Error('x');
    });
    const run = withRetry(task, { attempts: 5, baseDelayMs: 60_000, signal: controller.signal });
    await Promise.resolve();
    controller.abort(new Error('stopped'));
    await expect(run).rejects.toThrow('stopped');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('refuses a non-positive number of attempts', async () => {
    await expect(withRetry(async () => 1, { attempts: 0, baseDelayMs: 1 })).rejects.toThrow(RangeError);
  });
});

describe('backoffDelay and abortableSleep', () => {
  it('doubles by default', () => {
    expect([1, 2, 3].map((a) => backoffDelay(a, { baseDelayMs: 50 }))).toEqual([50, 100, 200]);
  });
  it('an already aborted signal rejects at once', async () => {
    await expect(abortableSleep(10_000, AbortSignal.abort(new Error('gone')))).rejects.toThrow('gone');
  });
});
