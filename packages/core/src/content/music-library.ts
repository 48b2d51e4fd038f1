import { rm } from 'node:fs/promises';
import path from 'node:path';
import { type BuiltinTrackId, type MusicLibrary, type UserMusic } from '@reelcraft/contract';
import { makeWorkDir, mixSoundtrack, MUSIC_ENGINE_VERSION, MUSIC_TRACKS, runFfmpeg } from '@reelcraft/media';
import type { UserRow } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { listUserMusic, type UserAudioRow } from '../media-library/user-media.repository.ts';
import { signMediaLink } from '../storage/media-links.ts';

/** Long enough to hear the groove and the ending. */
export const MUSIC_PREVIEW_SECONDS = 12;

/** Shared by every user (not under users/), versioned with the synthesiser so a new sound gets new previews. */
export function musicPreviewKey(trackId: string): string {
  return `public/music/previews/${trackId}-v${MUSIC_ENGINE_VERSION}.m4a`;
}

const pending = new Map<string, Promise<void>>();

/**
 * Makes sure the preview of a built-in track is in storage: rendered once (12 s, mixed to -14 LUFS like the videos,
 * AAC), then kept. Concurrent callers in this process share one render; two processes at worst render it twice and
 * store the same bytes.
 */
export async function ensureMusicPreview(core: Core, trackId: string): Promise<string> {
  const key = musicPreviewKey(trackId);
  if (await core.storage.stat(key)) return key;
  let job = pending.get(key);
  if (!job) {
    job = renderPreview(core, trackId, key).finally(() => pending.delete(key));
    pending.set(key, job);
  }
  await job;
  return key;
}

async function renderPreview(core: Core, trackId: string, key: string): Promise<void> {
  const work = await makeWorkDir('music-preview');
  try {
    const wav = path.join(work, 'preview.wav');
    const m4a = path.join(work, 'preview.m4a');
    await mixSoundtrack({ durationSeconds: MUSIC_PREVIEW_SECONDS, music: { kind: 'builtin', trackId }, outputPath: wav });
    await runFfmpeg(['-i', wav, '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-f', 'mp4', m4a]);
    await core.storage.putFile(key, m4a);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function linkFor(core: Core, storageKey: string): string {
  return signMediaLink(core.jwtKey, { storageKey, expiresAt: new Date(core.now().getTime() + core.config.MEDIA_LINK_TTL_SECONDS * 1000) });
}

export function toUserMusicDto(core: Core, row: UserAudioRow): UserMusic {
  return {
    id: row.id,
    title: row.title ?? '',
    duration_seconds: row.durationSeconds,
    bytes: row.bytes,
    url: linkFor(core, row.storageKey),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Where a built-in track's preview plays from: a public route that renders it on first use (about a second, in a
 * worker thread) and then redirects to the stored file. The version busts caches when the synthesiser changes.
 */
export function musicPreviewPath(trackId: BuiltinTrackId): string {
  return `/api/public/music/previews/${trackId}?v=${MUSIC_ENGINE_VERSION}`;
}

/** A signed link to the stored preview of a built-in track, rendering it first when it is not stored yet. */
export async function musicPreviewLink(core: Core, trackId: BuiltinTrackId): Promise<string> {
  return linkFor(core, await ensureMusicPreview(core, trackId));
}

/**
 * The track picker's list: the built-in tracks (mood, tempo, a preview link each) and the user's own uploads.
 * Answers at once: previews are rendered when first played, not when the list is asked for.
 */
export async function musicLibrary(core: Core, user: UserRow): Promise<MusicLibrary> {
  const uploads = await listUserMusic(core.db, user.id);
  return {
    builtin: MUSIC_TRACKS.map((track) => ({
      id: track.id as BuiltinTrackId,
      mood: track.mood,
      bpm: track.bpm,
      preview_url: musicPreviewPath(track.id as BuiltinTrackId),
    })),
    uploads: uploads.map((row) => toUserMusicDto(core, row)),
  };
}
