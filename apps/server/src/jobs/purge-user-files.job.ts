import { type Core, forgetOwnJobPayload, purgeUserObjects } from '@reelcraft/core';

/** The nil UUID: what a finished purge job says it was for (the deleted account's id is forgotten). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Worker side of `purge-user-files`: deletes every stored object of a deleted account (again; it is idempotent), then
 * forgets whose they were (docs/personal-data.md): pg-boss keeps a finished job's payload for days.
 */
export async function registerPurgeUserFilesJob(core: Core): Promise<void> {
  await core.queue.work('purge-user-files', async (payload, run) => {
    await purgeUserObjects(core.storage, payload.user_id, payload.keys);
    await forgetOwnJobPayload(core, run.id, { user_id: NOBODY, keys: [] });
  });
}
