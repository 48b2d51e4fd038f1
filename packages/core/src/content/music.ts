import { createHash } from 'node:crypto';
import path from 'node:path';
import { AppError, BUILTIN_TRACK_IDS, type BuiltinTrackId, type MusicChoice, musicChoiceSchema, type MusicMood, type UsedSound } from '@reelcraft/contract';
import { type CaptionWord, findMusicTrack, mixSoundtrack, MUSIC_TRACKS, type SoundtrackMusic } from '@reelcraft/media';
import { normalizeLanguage } from '@reelcraft/i18n';
import type { Core } from '../context.ts';
import { findUserMusic } from '../media-library/user-media.repository.ts';

/**
 * Words that point at a mood, in the four languages (lower case, matched as word starts). The first mood with a hit
 * wins in this order; memes without any are 'funny' or 'upbeat' (chosen from the id, so a re-render keeps its track).
 */
const MOOD_WORDS: readonly [MusicMood, readonly string[]][] = [
  [
    'dramatic',
    [
      'drama',
      'tragic',
      'trágic',
      'tragé',
      'betray',
      'disaster',
      'desastr',
      'nightmare',
      'pesadel',
      'fear',
      'miedo',
      'medo',
      'horror',
      'villain',
      'deadline',
      'plot twist',
      'драм',
      'трагед',
      'кошмар',
      'ужас',
      'предал',
      'дедлайн',
      'страх',
      'катастроф',
    ],
  ],
  [
    'inspiring',
    [
      'dream',
      'sueño',
      'sonho',
      'goal',
      'meta ',
      'success',
      'éxito',
      'sucesso',
      'never give up',
      'motivat',
      'inspir',
      'achiev',
      'lograr',
      'conquist',
      'progress',
      'progres',
      'мечт',
      'цель',
      'успех',
      'мотивац',
      'вдохнов',
      'достиг',
      'прогресс',
    ],
  ],
  [
    'chill',
    [
      'relax',
      'calm',
      'calma',
      'chill',
      'sunday',
      'domingo',
      'weekend',
      'fin de semana',
      'fim de semana',
      'vacation',
      'vacaciones',
      'férias',
      'beach',
      'playa',
      'praia',
      'tea ',
      'cozy',
      'отдых',
      'спокой',
      'выходн',
      'отпуск',
      'пляж',
      'уют',
    ],
  ],
  [
    'lofi',
    [
      'study',
      'estudi',
      'estud',
      'homework',
      'deberes',
      'rain',
      'lluvia',
      'chuva',
      'coffee',
      'café',
      'late night',
      'madrugada',
      'night',
      'noche',
      'noite',
      'учеб',
      'учить',
      'дождь',
      'кофе',
      'ночь',
      'ночью',
    ],
  ],
  [
    'energetic',
    [
      'workout',
      'gym',
      'entren',
      'treino',
      'run ',
      'running',
      'correr',
      'sprint',
      'hustle',
      'party',
      'fiesta',
      'festa',
      'rush',
      'speed',
      'тренир',
      'спортзал',
      'зал ',
      'бег',
      'вечеринк',
      'скорост',
    ],
  ],
  [
    'upbeat',
    [
      'happy',
      'feliz',
      'friday',
      'viernes',
      'sexta',
      'birthday',
      'cumpleaños',
      'aniversário',
      'summer',
      'verano',
      'verão',
      'win',
      'ganar',
      'ganhar',
      'счаст',
      'пятниц',
      'день рожд',
      'лето',
      'победа',
      'радост',
    ],
  ],
];

/** The mood a meme's text suggests, or null when nothing in it points anywhere. */
export function moodFromText(text: string): MusicMood | null {
  // Letters and digits only, one space between words: ' word' then matches the start of a word, 'word ' a whole one.
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  for (const [mood, words] of MOOD_WORDS) {
    if (words.some((word) => lower.includes(` ${word}`))) return mood;
  }
  return null;
}

/** The built-in track for 'auto': the text's mood (funny or upbeat when it says nothing), one of that mood's tracks by the seed. */
export function autoTrackFor(text: string, seed: string): BuiltinTrackId {
  const hash = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const mood = moodFromText(text) ?? (hash % 3 === 0 ? 'upbeat' : 'funny');
  const candidates = MUSIC_TRACKS.filter((track) => track.mood === mood);
  const track = candidates[hash % Math.max(1, candidates.length)] ?? MUSIC_TRACKS[0]!;
  return track.id as BuiltinTrackId;
}

/** The music choice a suggestion's request holds (absent or unreadable = auto). */
export function musicChoiceOf(request: Record<string, unknown>): MusicChoice {
  const parsed = musicChoiceSchema.safeParse(request.music);
  return parsed.success ? parsed.data : { kind: 'auto' };
}

/** Refuses (404) a request naming a music upload the user does not own. */
export async function assertMusicChoiceUsable(core: Core, userId: string, choice: MusicChoice | undefined): Promise<void> {
  if (choice?.kind === 'upload' && !(await findUserMusic(core.db, userId, choice.audio_id))) throw new AppError('NOT_FOUND', { field: 'music' });
}

export interface MemeSoundInput {
  suggestionId: string;
  userId: string;
  request: Record<string, unknown>;
  /** What the mood is read from (headline and lines). */
  text: string;
  durationSeconds: number;
  /** A voice already rendered (the voice-over), placed at voiceOffsetSeconds. */
  voicePath?: string;
  voiceOffsetSeconds?: number;
  workDir: string;
  signal?: AbortSignal;
}

/**
 * Mixes a meme's soundtrack into `<workDir>/soundtrack.wav`: the chosen music (the user's own track, a built-in one,
 * or one picked for the text's mood) under the voice-over if any, at -14 LUFS. A user track deleted since the request
 * falls back to the automatic choice rather than failing the render.
 */
export async function mixMemeSound(core: Core, input: MemeSoundInput): Promise<{ audioPath: string; sound: UsedSound }> {
  const choice = musicChoiceOf(input.request);
  let music: SoundtrackMusic;
  let used: NonNullable<UsedSound['music']>;
  const upload = choice.kind === 'upload' ? await findUserMusic(core.db, input.userId, choice.audio_id) : undefined;
  if (upload) {
    const file = path.join(input.workDir, `music${path.extname(upload.storageKey) || '.m4a'}`);
    await core.storage.downloadTo(upload.storageKey, file);
    music = { kind: 'file', path: file };
    used = { kind: 'upload', id: upload.id, title: upload.title ?? null, mood: null, auto: false };
  } else {
    const trackId = choice.kind === 'builtin' ? choice.track_id : autoTrackFor(input.text, input.suggestionId);
    music = { kind: 'builtin', trackId };
    used = { kind: 'builtin', id: trackId, title: null, mood: (findMusicTrack(trackId)?.mood ?? null) as MusicMood | null, auto: choice.kind !== 'builtin' };
  }
  const audioPath = path.join(input.workDir, 'soundtrack.wav');
  const mixed = await mixSoundtrack({
    durationSeconds: input.durationSeconds,
    music,
    outputPath: audioPath,
    ...(input.voicePath ? { voicePath: input.voicePath, voiceOffsetSeconds: input.voiceOffsetSeconds ?? 0 } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return { audioPath, sound: { music: used, voice_over: Boolean(input.voicePath), lufs: Math.round(mixed.lufs * 10) / 10 } };
}

/** Whether the built-in lists of contract and media agree (a test holds them together). */
export function builtinTrackIdsAgree(): boolean {
  const media = MUSIC_TRACKS.map((track) => track.id).sort();
  return JSON.stringify(media) === JSON.stringify([...BUILTIN_TRACK_IDS].sort());
}

/** Seconds of music before the voice-over starts, and after it ends. */
const VOICE_LEAD_SECONDS = 0.4;
const VOICE_TAIL_SECONDS = 1.2;
/** A voice-over may stretch a meme past MEME_MAX_SECONDS, up to this. */
export const VOICE_OVER_MAX_SECONDS = 30;

export interface PreparedMemeSound {
  audioPath: string;
  durationSeconds: number;
  /** With a voice-over: the captions timed to it (each subtitle line its own phrase). */
  captionWords?: CaptionWord[];
  sound: UsedSound;
}

/**
 * Everything a meme needs to sound: the voice-over of its subtitle lines when asked (the speech engine, in the meme's
 * language; the video grows to fit it), then the music mixed under it. The render gets one WAV and the duration.
 */
export async function prepareMemeSound(
  core: Core,
  input: {
    suggestionId: string;
    userId: string;
    request: Record<string, unknown>;
    language: string;
    topText: string;
    subtitleLines: readonly string[];
    durationSeconds: number;
    workDir: string;
    signal?: AbortSignal;
  },
): Promise<PreparedMemeSound> {
  const aborting = input.signal ? { signal: input.signal } : {};
  const lines = input.subtitleLines
    .map((line) =>
      line
        .replace(/[*_~]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  let durationSeconds = input.durationSeconds;
  let voicePath: string | undefined;
  let captionWords: CaptionWord[] | undefined;
  if (input.request.voice_over === true && lines.length > 0) {
    voicePath = path.join(input.workDir, 'voice-over.wav');
    const script = lines.map((line) => (/[.!?…:;]$/.test(line) ? line : `${line}.`)).join('\n');
    const spoken = await core.speech.speak(script, normalizeLanguage(input.language), voicePath, aborting);
    durationSeconds = Math.min(VOICE_OVER_MAX_SECONDS, Math.max(durationSeconds, VOICE_LEAD_SECONDS + spoken.durationSeconds + VOICE_TAIL_SECONDS));
    // The spoken words follow the script's words in order: end a phrase where a subtitle line ends.
    const lineEnds = new Set<number>();
    let count = 0;
    for (const line of lines) {
      count += line.split(/\s+/).filter(Boolean).length;
      lineEnds.add(count - 1);
    }
    const aligned = spoken.timeline.words.length === count;
    captionWords = spoken.timeline.words
      .map((word, index) => ({
        text: word.text,
        start: word.start + VOICE_LEAD_SECONDS,
        end: word.end + VOICE_LEAD_SECONDS,
        ...(aligned && lineEnds.has(index) ? { breakAfter: true } : {}),
      }))
      .filter((word) => word.start < durationSeconds);
  }
  const mixed = await mixMemeSound(core, {
    suggestionId: input.suggestionId,
    userId: input.userId,
    request: input.request,
    text: [input.topText, ...lines].join(' '),
    durationSeconds,
    workDir: input.workDir,
    ...(voicePath ? { voicePath, voiceOffsetSeconds: VOICE_LEAD_SECONDS } : {}),
    ...aborting,
  });
  return { audioPath: mixed.audioPath, durationSeconds, ...(captionWords?.length ? { captionWords } : {}), sound: mixed.sound };
}
