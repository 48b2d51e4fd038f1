import { abortableSleep } from '../../retry/retry.ts';
import { GraphApiError } from './graph-error.ts';
import type { InstagramGraphClient } from './graph-client.ts';
import type { ContainerStatus } from './graph-types.ts';

export interface WaitForContainerOptions {
  signal?: AbortSignal;
  /** Give up (kind `not_ready`) once the waits between polls add up to this. Default 5 min. */
  maxWaitMs?: number;
  /** Wait before the second poll; each later wait is 1.5 times longer. Default 2 s. */
  firstDelayMs?: number;
  /** Longest wait between two polls. Default 30 s. */
  maxDelayMs?: number;
  /** Test seam: how to wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/**
 * Polls a container until Instagram has processed it: resolves with the FINISHED status; throws GraphApiError
 * `container_failed` on ERROR or EXPIRED (with the subcode Instagram named, if any) and `not_ready` when `maxWaitMs`
 * of waiting passed. The budget counts the waits, not the requests, so a slow network does not eat it.
 */
export async function waitForContainer(
  client: Pick<InstagramGraphClient, 'containerStatus'>,
  token: string,
  containerId: string,
  options: WaitForContainerOptions = {},
): Promise<ContainerStatus> {
  const sleep = options.sleep ?? abortableSleep;
  const maxWaitMs = options.maxWaitMs ?? 300_000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  let delay = options.firstDelayMs ?? 2_000;
  let waited = 0;
  for (;;) {
    const status = await client.containerStatus(token, containerId, options.signal);
    switch (status.statusCode) {
      case 'FINISHED':
        return status;
      case 'ERROR':
      case 'EXPIRED':
        throw new GraphApiError(`container ${containerId} ended ${status.statusCode}${status.status ? `: ${status.status}` : ''}`, {
          kind: 'container_failed',
          subcode: status.subcode,
        });
      case 'PUBLISHED':
        // Someone (an earlier attempt of the same job) already published it: publishing again would be refused.
        throw new GraphApiError(`container ${containerId} is already published`, { kind: 'container_failed' });
      case 'IN_PROGRESS':
        break;
    }
    if (waited >= maxWaitMs)
      throw new GraphApiError(`container ${containerId} still in progress after ${Math.round(waited / 1000)} s`, { kind: 'not_ready', retryable: true });
    const step = Math.min(delay, maxDelayMs, maxWaitMs - waited);
    await sleep(step, options.signal);
    waited += step;
    delay = Math.min(delay * 1.5, maxDelayMs);
  }
}
