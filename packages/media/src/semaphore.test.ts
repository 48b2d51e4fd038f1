import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createSemaphore', () => {
  it('never runs more than the limit at once and runs every task in arrival order', async () => {
    const semaphore = createSemaphore(3);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        semaphore.run(async () => {
          started.push(i);
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(started).toEqual([...Array(16).keys()]);
    expect(semaphore.active).toBe(0);
  });

  it('frees the slot when a task fails, and an aborted waiter leaves the queue', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    let release!: () => void;
    const holder = semaphore.run(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const waiter = semaphore.run(async () => 'ran', controller.signal);
    expect(semaphore.waiting).toBe(1);
    controller.abort(new Error('gone'));
    await expect(waiter).rejects.toThrow('gone');
    expect(semaphore.waiting).toBe(0);
    release();
    await holder;
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });
});
