import { z } from 'zod';
import { safeText } from './common.ts';

/** Moods of the built-in music (the track names and moods are translated in the web catalog, `web.music.*`). */
export const MUSIC_MOODS = ['upbeat', 'chill', 'funny', 'dramatic', 'inspiring', 'lofi', 'energetic'] as const;
export const musicMoodSchema = z.enum(MUSIC_MOODS);
export type MusicMood = z.infer<typeof musicMoodSchema>;

/** The built-in tracks (made by code in @reelcraft/media; a core test checks the two lists agree). */
export const BUILTIN_TRACK_IDS = ['sunny-steps', 'slow-tide', 'rubber-duck', 'storm-front', 'first-light', 'dusty-tape', 'neon-rush', 'tiptoe-caper'] as const;
export const builtinTrackIdSchema = z.enum(BUILTIN_TRACK_IDS);
export type BuiltinTrackId = z.infer<typeof builtinTrackIdSchema>;

/** An uploaded music file: mp3, m4a, wav or ogg, up to 15 MB and 10 minutes. */
export const MUSIC_MAX_BYTES = 15 * 1024 * 1024;
export const MUSIC_TITLE_MAX = 120;

/**
 * The music under a meme: 'auto' (default) picks a built-in track whose mood suits the meme's text; 'builtin' names
 * one; 'upload' is one of the user's own tracks (POST /users/music).
 */
export const musicChoiceSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('auto') }),
    z.object({ kind: z.literal('builtin'), track_id: builtinTrackIdSchema }),
    z.object({ kind: z.literal('upload'), audio_id: z.uuid() }),
  ])
  .meta({ id: 'MusicChoice' });
export type MusicChoice = z.infer<typeof musicChoiceSchema>;

/** What a rendered video's sound was made of (kept in the suggestion's result as `sound`). */
export const usedSoundSchema = z
  .object({
    music: z
      .object({
        kind: z.enum(['builtin', 'upload']),
        /** The built-in track id, or the user's audio id. */
        id: z.string(),
        /** The uploaded file's name; built-in tracks are named by id in the reader's language. */
        title: z.string().nullable(),
        mood: musicMoodSchema.nullable(),
        /** True when 'auto' chose it. */
        auto: z.boolean(),
      })
      .nullable(),
    voice_over: z.boolean(),
    /** Integrated loudness of the mix, LUFS. */
    lufs: z.number().nullable(),
  })
  .meta({ id: 'UsedSound' });
export type UsedSound = z.infer<typeof usedSoundSchema>;

export const builtinTrackSchema = z
  .object({
    id: builtinTrackIdSchema,
    mood: musicMoodSchema,
    bpm: z.number().int(),
    /** A ~12 s preview (AAC): a public path that redirects to the stored file, rendering it on first use. */
    preview_url: z.string(),
  })
  .meta({ id: 'BuiltinTrack' });

export const userMusicSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    duration_seconds: z.number(),
    bytes: z.number().int(),
    url: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'UserMusic' });
export type UserMusic = z.infer<typeof userMusicSchema>;

export const musicLibrarySchema = z.object({ builtin: z.array(builtinTrackSchema), uploads: z.array(userMusicSchema) }).meta({ id: 'MusicLibrary' });
export type MusicLibrary = z.infer<typeof musicLibrarySchema>;

/** POST /users/music (multipart): `audio` file and an optional `title` (defaults to the file's name). */
export const musicUploadFormSchema = z.object({ title: safeText().trim().max(MUSIC_TITLE_MAX).optional() });
