import { type Core, sendPasswordResetLink } from '@reelcraft/core';

/** Worker side of `request-password-reset`: the lookup happens here, away from the anonymous request's timing. */
export async function registerRequestPasswordResetJob(core: Core): Promise<void> {
  await core.queue.work('request-password-reset', (payload) => sendPasswordResetLink(core, payload.email));
}
