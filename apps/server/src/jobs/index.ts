import type { Core } from '@reelcraft/core';
import { registerSendEmailJob } from './send-email.job.ts';

/** Every job handler this program knows; the worker role registers them all. */
export async function registerJobs(core: Core): Promise<void> {
  await registerSendEmailJob(core);
}
