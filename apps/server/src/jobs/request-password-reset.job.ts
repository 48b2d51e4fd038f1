import { type Core, sendPasswordResetLink, sendRequestedMagicLink } from '@reelcraft/core';

/** Worker side of `request-password-reset`: the lookup happens here, away from the anonymous request's timing. */
export async function registerRequestPasswordResetJob(core: Core): Promise<void> {
  await core.queue.work('request-password-reset', (payload) => sendPasswordResetLink(core, payload.email));
}

/** Worker side of `request-magic-link`, for the same reason: the anonymous request never waits on the lookup. */
export async function registerRequestMagicLinkJob(core: Core): Promise<void> {
  await core.queue.work('request-magic-link', (payload) => sendRequestedMagicLink(core, payload.email));
}
