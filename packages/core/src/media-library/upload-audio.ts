import { randomUUID } from 'node:crypto';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, AUDIO_MAX_BYTES } from '@reelcraft/contract';
import { makeWorkDir, normalizeAudio } from '@reelcraft/media';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { mediaErrorToAppError } from './upload-image.ts';
import { insertUserAudio, type UserAudioRow } from './user-media.repository.ts';

/**
 * Stores a voice recording: checked by content (webm/opus, ogg, mp4/aac, wav, mp3), transcoded to one normalised
 * format with FFmpeg, duration measured. Temporary files are always removed; a failure stores nothing.
 */
export async function uploadUserAudio(core: Core, user: UserRow, data: Buffer): Promise<UserAudioRow> {
  if (data.length > AUDIO_MAX_BYTES) throw new AppError('AUDIO_TOO_LARGE', { max_mb: AUDIO_MAX_BYTES / (1024 * 1024) });
  if (data.length === 0) throw new AppError('AUDIO_EMPTY');
  const work = await makeWorkDir('audio');
  const id = randomUUID();
  const storageKey = `users/${user.id}/audio/${id}.m4a`;
  try {
    const input = path.join(work, 'upload.bin');
    const output = path.join(work, 'voice.m4a');
    await writeFile(input, data);
    let durationSeconds: number;
    try {
      ({ durationSeconds } = await normalizeAudio(input, output, { maxBytes: AUDIO_MAX_BYTES }));
    } catch (error) {
      throw mediaErrorToAppError(error, { max_mb: AUDIO_MAX_BYTES / (1024 * 1024) });
    }
    await core.storage.putFile(storageKey, output);
    try {
      return await insertUserAudio(core.db, { id, userId: user.id, storageKey, durationSeconds, bytes: (await stat(output)).size });
    } catch (error) {
      await core.storage.delete(storageKey).catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
