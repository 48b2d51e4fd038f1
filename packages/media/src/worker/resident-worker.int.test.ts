import { afterEach, describe, expect, it } from 'vitest';
import { MediaInputError } from '../errors.ts';
import { measureEventLoopStall } from '../testing/event-loop-stall.ts';
import { ResidentWorker } from './resident-worker.ts';
import type { ResidentTestTasks } from './testing/resident-test-tasks.ts';

const open: ResidentWorker<ResidentTestTasks>[] = [];
function residentWorker(options: { idleMs?: number; timeoutMs?: number } = {}): ResidentWorker<ResidentTestTasks> {
  const worker = new ResidentWorker<ResidentTestTasks>({
    tasksModule: new URL('./testing/resident-test-tasks.ts', import.meta.url),
    exportName: 'residentTestTasks',
    label: 'test thread',
    ...options,
  });
  open.push(worker);
  return worker;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((worker) => worker.close()));
});

describe('a resident worker thread', () => {
  it('keeps one thread, and what it loaded, between calls', async () => {
    const worker = residentWorker();
    expect(await worker.run('count', undefined)).toBe(1);
    expect(await worker.run('count', undefined)).toBe(2);
    expect(await worker.run('echo', { text: 'photo', bytes: Buffer.from('abc') })).toEqual({ text: 'PHOTO', length: 3 });
    expect(worker.started).toBe(1);
  }, 30_000);

  it('runs one call at a time, in the order they came, and the event loop keeps running meanwhile', async () => {
    const worker = residentWorker();
    await worker.run('count', undefined);
    const { wallMs, maxStallMs } = await measureEventLoopStall(async () => {
      const answers = await Promise.all([worker.run('spin', 150), worker.run('count', undefined), worker.run('spin', 150), worker.run('count', undefined)]);
      expect(answers).toEqual([true, 2, true, 3]);
    });
    // 300 ms of busy CPU, all of it in the other thread.
    expect(wallMs).toBeGreaterThanOrEqual(300);
    expect(maxStallMs).toBeLessThan(wallMs / 4);
  }, 30_000);

  it('rejects the call a crash interrupts with a clear error, and the next call starts a fresh thread', async () => {
    const worker = residentWorker();
    expect(await worker.run('count', undefined)).toBe(1);
    await expect(worker.run('crash', undefined)).rejects.toThrow(/test thread stopped \(thread exit code 7\) before answering/);
    // The new thread starts from scratch: its counter is back at one.
    expect(await worker.run('count', undefined)).toBe(1);
    expect(worker.started).toBe(2);
  }, 30_000);

  it('brings errors back as our classes, and keeps the thread', async () => {
    const worker = residentWorker();
    const failing = worker.run('badInput', undefined);
    await expect(failing).rejects.toBeInstanceOf(MediaInputError);
    await expect(failing).rejects.toMatchObject({ code: 'IMAGE_UNDECODABLE' });
    await expect(worker.run('nope' as 'count', undefined)).rejects.toThrow(/unknown resident task: nope/);
    expect(await worker.run('count', undefined)).toBe(1);
    expect(worker.started).toBe(1);
  }, 30_000);

  it('stops a running call when its signal aborts, and drops a waiting one that aborts', async () => {
    const worker = residentWorker();
    const reason = new Error('the job was cancelled');
    const controller = new AbortController();
    const running = worker.run('spin', 20_000, { signal: controller.signal });
    const waiting = new AbortController();
    const queued = worker.run('count', undefined, { signal: waiting.signal });
    waiting.abort(new Error('not needed any more'));
    await expect(queued).rejects.toThrow('not needed any more');
    setTimeout(() => controller.abort(reason), 100);
    await expect(running).rejects.toBe(reason);
    // The spinning thread was ended (it would have run 20 s); the next call gets a new one.
    expect(await worker.run('count', undefined)).toBe(1);
    expect(worker.started).toBe(2);
    await expect(worker.run('count', undefined, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  }, 30_000);

  it('ends a call that overruns, and a thread left idle', async () => {
    // Generous against a loaded machine's thread start, short next to the 20 s of work it cuts off.
    const overrun = residentWorker({ timeoutMs: 1_500 });
    await expect(overrun.run('spin', 20_000)).rejects.toThrow(/test thread took longer than 1.5 s and was stopped/);
    expect(await overrun.run('count', undefined)).toBe(1);

    const idle = residentWorker({ idleMs: 50 });
    expect(await idle.run('count', undefined)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await idle.run('count', undefined)).toBe(1);
    expect(idle.started).toBe(2);
  }, 30_000);
});
