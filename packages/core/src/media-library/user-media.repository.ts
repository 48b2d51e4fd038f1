import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { isUuid } from '../db/ids.ts';
import { userAudio, type UserAudioRow, userImages, type UserImageRow } from '../db/schema.ts';

export type { UserAudioRow, UserImageRow };

export async function insertUserImage(db: Database, row: typeof userImages.$inferInsert): Promise<UserImageRow> {
  const [inserted] = await db.insert(userImages).values(row).returning();
  if (!inserted) throw new Error('image row not inserted');
  return inserted;
}

/** Stores the face found in a photo (detection runs once per photo). */
export async function updateUserImageFace(db: Database, id: string, values: { faceStatus: string; face: Record<string, unknown> | null }): Promise<void> {
  await db.update(userImages).set(values).where(eq(userImages.id, id));
}

export async function findUserImage(db: Database, userId: string, id: string): Promise<UserImageRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.id, id), eq(userImages.userId, userId)))
    .limit(1);
  return row;
}

export async function listUserImages(db: Database, userId: string, offset: number, limit: number) {
  const [items, [total]] = await Promise.all([
    db.select().from(userImages).where(eq(userImages.userId, userId)).orderBy(desc(userImages.createdAt), desc(userImages.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(userImages).where(eq(userImages.userId, userId)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertUserAudio(db: Database, row: typeof userAudio.$inferInsert): Promise<UserAudioRow> {
  const [inserted] = await db.insert(userAudio).values(row).returning();
  if (!inserted) throw new Error('audio row not inserted');
  return inserted;
}

export async function findUserAudio(db: Database, userId: string, id: string): Promise<UserAudioRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(userAudio)
    .where(and(eq(userAudio.id, id), eq(userAudio.userId, userId), eq(userAudio.kind, 'recording')))
    .limit(1);
  return row;
}

/** The user's recordings (music tracks have their own list). */
export async function listUserAudio(db: Database, userId: string, offset: number, limit: number) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(userAudio)
      .where(and(eq(userAudio.userId, userId), eq(userAudio.kind, 'recording')))
      .orderBy(desc(userAudio.createdAt), desc(userAudio.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ n: count() })
      .from(userAudio)
      .where(and(eq(userAudio.userId, userId), eq(userAudio.kind, 'recording'))),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The user's own music tracks (user_audio kind 'music'), newest first; at most `limit`. */
export async function listUserMusic(db: Database, userId: string, limit = 50): Promise<UserAudioRow[]> {
  return db
    .select()
    .from(userAudio)
    .where(and(eq(userAudio.userId, userId), eq(userAudio.kind, 'music')))
    .orderBy(desc(userAudio.createdAt), desc(userAudio.id))
    .limit(limit);
}

export async function countUserMusic(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userAudio)
    .where(and(eq(userAudio.userId, userId), eq(userAudio.kind, 'music')));
  return row?.n ?? 0;
}

/** One of the user's music tracks, or undefined (also for someone else's id, a recording's id, or not a uuid). */
export async function findUserMusic(db: Database, userId: string, id: string): Promise<UserAudioRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(userAudio)
    .where(and(eq(userAudio.id, id), eq(userAudio.userId, userId), eq(userAudio.kind, 'music')))
    .limit(1);
  return row;
}

/** Deletes one of the user's music tracks; returns the deleted row (its storage key is the caller's to delete). */
export async function deleteUserMusic(db: Database, userId: string, id: string): Promise<UserAudioRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(userAudio)
    .where(and(eq(userAudio.id, id), eq(userAudio.userId, userId), eq(userAudio.kind, 'music')))
    .returning();
  return row;
}
