import { randomUUID } from 'node:crypto';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, MUSIC_MAX_BYTES, MUSIC_TITLE_MAX } from '@reelcraft/contract';
import { makeWorkDir, MAX_AUDIO_SECONDS, normalizeAudio } from '@reelcraft/media';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { hitRateLimit } from '../rate-limit/rate-limits.repository.ts';
import { mediaErrorToAppError } from './upload-image.ts';
import { countUserMusic, deleteUserMusic, insertUserAudio, type UserAudioRow } from './user-media.repository.ts';

/** Uploads are decoded by FFmpeg, which costs; a person adds a few tracks, a script many. */
const MUSIC_UPLOAD_POLICY = { points: 20, windowSeconds: 60 * 60 };
/** Enough for anyone's favourites; the picker lists them all. */
export const MUSIC_TRACKS_PER_USER = 50;

/** A title from the uploaded file's name: no extension, no path, underscores as spaces, trimmed to the limit. */
export function musicTitleFrom(fileName: string | undefined, given: string | undefined): string {
  const fromName = (fileName ?? '')
    .split(/[\\/]/)
    .pop()
    ?.replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_]+/g, ' ')
    .trim();
  const title = (given?.trim() || fromName || 'My track').replace(/\s+/g, ' ');
  return Array.from(title).slice(0, MUSIC_TITLE_MAX).join('');
}

/**
 * Stores a user's own music track (user_audio kind 'music'): checked by content (mp3, m4a/aac, wav, ogg…), decoded
 * by the current-FFmpeg path the recordings use (the WASM sandbox when the system FFmpeg is old), transcoded to
 * stereo AAC. Per-user upload budget and a cap on how many tracks one keeps.
 */
export async function uploadUserMusic(core: Core, user: UserRow, data: Buffer, input: { fileName?: string; title?: string }): Promise<UserAudioRow> {
  if (data.length > MUSIC_MAX_BYTES) throw new AppError('AUDIO_TOO_LARGE', { max_mb: MUSIC_MAX_BYTES / (1024 * 1024) });
  if (data.length === 0) throw new AppError('AUDIO_EMPTY');
  const decision = await hitRateLimit(core.db, `musicUpload:user:${user.id}`, MUSIC_UPLOAD_POLICY, core.now());
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retry_after_seconds: decision.retryAfterSeconds });
  if ((await countUserMusic(core.db, user.id)) >= MUSIC_TRACKS_PER_USER) throw new AppError('MUSIC_LIMIT_REACHED', { max: MUSIC_TRACKS_PER_USER });

  const work = await makeWorkDir('music');
  const id = randomUUID();
  const storageKey = `users/${user.id}/music/${id}.m4a`;
  try {
    const source = path.join(work, 'upload.bin');
    const output = path.join(work, 'music.m4a');
    await writeFile(source, data);
    let durationSeconds: number;
    try {
      ({ durationSeconds } = await normalizeAudio(source, output, { maxBytes: MUSIC_MAX_BYTES, maxSeconds: MAX_AUDIO_SECONDS, channels: 2 }));
    } catch (error) {
      throw mediaErrorToAppError(error, { max_mb: MUSIC_MAX_BYTES / (1024 * 1024) });
    }
    await core.storage.putFile(storageKey, output);
    try {
      return await insertUserAudio(core.db, {
        id,
        userId: user.id,
        storageKey,
        durationSeconds,
        bytes: (await stat(output)).size,
        kind: 'music',
        title: musicTitleFrom(input.fileName, input.title),
      });
    } catch (error) {
      await core.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Deletes one of the user's tracks and its file; someone else's id (or a recording's) is NOT_FOUND. */
export async function deleteOwnMusic(core: Core, user: UserRow, id: string): Promise<void> {
  const row = await deleteUserMusic(core.db, user.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  await core.storage.delete(row.storageKey).catch((error: unknown) => core.logger.warn({ err: error }, 'could not delete a music file'));
}
