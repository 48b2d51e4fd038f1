import { describe, expect, it } from 'vitest';
import type { ContainerStatus, ContainerStatusCode } from './graph-types.ts';
import { waitForContainer } from './wait-for-container.ts';

function client(codes: ContainerStatusCode[], status?: string) {
  let polls = 0;
  return {
    get polls() {
      return polls;
    },
    containerStatus: async (_token: string, id: string): Promise<ContainerStatus> => {
      const code = codes[Math.min(polls++, codes.length - 1)]!;
      return { id, statusCode: code, status, subcode: status?.includes('2207026') ? 2207026 : undefined };
    },
  };
}

describe('waitForContainer', () => {
  it('polls with a growing, capped backoff until FINISHED', async () => {
    const waits: number[] = [];
    const stub = client(['IN_PROGRESS', 'IN_PROGRESS', 'IN_PROGRESS', 'FINISHED']);
    const status = await waitForContainer(stub, 't', 'c1', { firstDelayMs: 1000, maxDelayMs: 2000, sleep: async (ms) => void waits.push(ms) });
    expect(status.statusCode).toBe('FINISHED');
    expect(waits).toEqual([1000, 1500, 2000]);
  });

  it('fails with container_failed on ERROR (with the subcode) and on EXPIRED', async () => {
    await expect(waitForContainer(client(['ERROR'], 'Error: unsupported (2207026)'), 't', 'c', { sleep: async () => undefined })).rejects.toMatchObject({
      kind: 'container_failed',
      subcode: 2207026,
    });
    await expect(waitForContainer(client(['IN_PROGRESS', 'EXPIRED']), 't', 'c', { sleep: async () => undefined })).rejects.toMatchObject({
      kind: 'container_failed',
    });
  });

  it('gives up as not_ready once the waits reach maxWaitMs', async () => {
    const waits: number[] = [];
    const stub = client(['IN_PROGRESS']);
    await expect(waitForContainer(stub, 't', 'c', { maxWaitMs: 3000, firstDelayMs: 1000, sleep: async (ms) => void waits.push(ms) })).rejects.toMatchObject({
      kind: 'not_ready',
    });
    expect(waits).toEqual([1000, 1500, 500]);
  });

  it('stops at once when the signal aborts', async () => {
    const controller = new AbortController();
    const stub = client(['IN_PROGRESS']);
    const waiting = waitForContainer(stub, 't', 'c', { signal: controller.signal, firstDelayMs: 60_000 });
    controller.abort(new Error('shutdown'));
    await expect(waiting).rejects.toThrow('shutdown');
  });
});
