import { type Core, purgeUserObjects } from '@reelcraft/core';

/** Worker side of `purge-user-files`: deletes every stored object of a deleted account (again; it is idempotent). */
export async function registerPurgeUserFilesJob(core: Core): Promise<void> {
  await core.queue.work('purge-user-files', async (payload) => {
    await purgeUserObjects(core.storage, payload.user_id, payload.keys);
  });
}
