import type { SendEmailJob } from '@reelcraft/contract';
import type { Core } from '../context.ts';

/** E-mail is sent by a worker (retried with backoff), never inside the request that asked for it. */
export async function enqueueEmail(core: Core, job: SendEmailJob): Promise<void> {
  await core.queue.send('send-email', job);
}
