import type { ObjectStorage } from './storage.ts';

/** The folder every object of one user is stored under (`users/<id>/images/…`, `…/audio/…`, `…/suggestions/…`). */
export function userStoragePrefix(userId: string): string {
  return `users/${userId}/`;
}

/**
 * Deletes everything stored for a user: the whole per-user folder, plus any recorded key outside it. Idempotent
 * (missing objects are fine), so the deletion job can simply run it again.
 */
export async function purgeUserObjects(storage: ObjectStorage, userId: string, keys: readonly string[]): Promise<void> {
  const prefix = userStoragePrefix(userId);
  await storage.deletePrefix(prefix);
  for (const key of keys) {
    if (!key.startsWith(prefix)) await storage.delete(key);
  }
}
