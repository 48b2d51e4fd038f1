import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { suggestions, userAudio, userImages } from '../db/schema.ts';

/**
 * Every storage key the database records for one user: photos and their thumbnails, recordings, rendered videos and
 * their thumbnails. New keys all live under `users/<id>/`, but a key is deleted by what the row says, so an object
 * stored under any other name is not left behind when the account goes.
 */
export async function listUserStorageKeys(db: Database, userId: string): Promise<string[]> {
  const [images, audio, videos] = await Promise.all([
    db.select({ a: userImages.storageKey, b: userImages.thumbnailKey }).from(userImages).where(eq(userImages.userId, userId)),
    db.select({ a: userAudio.storageKey }).from(userAudio).where(eq(userAudio.userId, userId)),
    db.select({ a: suggestions.videoKey, b: suggestions.thumbnailKey }).from(suggestions).where(eq(suggestions.userId, userId)),
  ]);
  const keys = new Set<string>();
  for (const row of [...images, ...audio, ...videos] as { a: string | null; b?: string | null }[]) {
    if (row.a) keys.add(row.a);
    if (row.b) keys.add(row.b);
  }
  return [...keys];
}
