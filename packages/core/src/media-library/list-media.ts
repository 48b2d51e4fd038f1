import type { Core } from '../context.ts';
import { listUserAudio, listUserImages } from './user-media.repository.ts';

/** GET /api/users/images: one page of the user's own photos, newest first, and their total. */
export async function listOwnImages(core: Core, userId: string, offset: number, limit: number) {
  return listUserImages(core.db, userId, offset, limit);
}

/** GET /api/users/audio: one page of the user's own recordings, newest first, and their total. */
export async function listOwnAudio(core: Core, userId: string, offset: number, limit: number) {
  return listUserAudio(core.db, userId, offset, limit);
}
