import { type Core, deliverEmail } from '@reelcraft/core';

/** Worker side of `send-email`: the payload is already validated by the queue; the job id makes delivery idempotent. */
export async function registerSendEmailJob(core: Core): Promise<void> {
  await core.queue.work('send-email', (payload, run) => deliverEmail(core, payload, run));
}
