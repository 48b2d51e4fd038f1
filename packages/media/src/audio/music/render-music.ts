import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arrange } from './compose.ts';
import { highpassStereo, lowpassStereo, MUSIC_SAMPLE_RATE, reverb, seededRandom, StereoBuffer } from './dsp.ts';
import { bass, crackle, drum, keys, sustained } from './instruments.ts';
import { findMusicTrack, type TrackRecipe } from './tracks.ts';
import { encodeWav } from './wav.ts';

/** Bump when the synthesis changes, so cached renders of the old sound are not reused. */
export const MUSIC_ENGINE_VERSION = 1;
export const MUSIC_MIN_SECONDS = 2;
export const MUSIC_MAX_SECONDS = 600;

/** Mix levels of the parts (before the master is scaled), tuned by ear and by the spectrum. */
const LEVEL = { drum: 0.7, bass: 0.5, harmony: { pad: 0.16, strings: 0.18, stab: 0.16, ep: 0.28, piano: 0.24, pluck: 0.3, marimba: 0.3 }, lead: 0.26 } as const;

/** Renders a built-in track to exactly `seconds` of 48 kHz stereo, peaking at -3 dBFS, with a fade at both ends. */
export function renderMusic(trackId: string, seconds: number): StereoBuffer {
  const recipe = findMusicTrack(trackId);
  if (!recipe) throw new RangeError(`unknown music track: ${trackId}`);
  if (!(seconds >= MUSIC_MIN_SECONDS && seconds <= MUSIC_MAX_SECONDS)) throw new RangeError(`music length out of range: ${seconds}`);
  return synthesize(recipe, seconds);
}

function synthesize(recipe: TrackRecipe, seconds: number): StereoBuffer {
  const sr = MUSIC_SAMPLE_RATE;
  const length = Math.round(seconds * sr);
  const dry = new StereoBuffer(length);
  const send = new StereoBuffer(length);
  const rng = seededRandom(recipe.seed * 31 + 7);
  const arrangement = arrange(recipe, seconds);

  for (const event of arrangement.events) {
    const start = Math.round(event.time * sr);
    if (start >= length) continue;
    switch (event.kind) {
      case 'drum': {
        const samples = drum(event.drum, sr, rng, event.tone ?? 1);
        const gain = event.velocity * LEVEL.drum;
        dry.addMono(samples, start, gain, event.pan ?? 0);
        if (event.drum !== 'kick') send.addMono(samples, start, gain * 0.5, event.pan ?? 0);
        break;
      }
      case 'bass':
        dry.addMono(bass(event.note, event.seconds, recipe.bass.style, sr), start, event.velocity * LEVEL.bass, 0);
        break;
      case 'harmony': {
        const instrument = event.instrument;
        const samples =
          instrument === 'pad' || instrument === 'strings' || instrument === 'stab'
            ? sustained(event.note, event.seconds, instrument, sr, rng)
            : keys(event.note, event.seconds, instrument, sr, rng);
        const gain = event.velocity * LEVEL.harmony[instrument];
        dry.addMono(samples, start, gain, event.pan);
        send.addMono(samples, start, gain, event.pan);
        break;
      }
      case 'lead': {
        const instrument = recipe.lead.instrument;
        const samples =
          instrument === 'lead' || instrument === 'soft_lead' || instrument === 'strings'
            ? sustained(event.note, event.seconds, instrument, sr, rng)
            : keys(event.note, event.seconds, instrument, sr, rng);
        const gain = event.velocity * LEVEL.lead * (instrument === 'lead' ? 0.6 : 1);
        dry.addMono(samples, start, gain, 0.1);
        send.addMono(samples, start, gain * 1.3, 0.1);
        break;
      }
    }
  }
  if (recipe.lofi) dry.addMono(crackle(seconds, sr, rng), 0, 0.5, 0);

  const wet = reverb(send, sr, recipe.reverb);
  dry.addStereo(wet, recipe.reverb.send * 2.2);
  highpassStereo(dry, sr, 30);
  if (recipe.lofi) lowpassStereo(dry, sr, 3800);

  // Fades: 10 ms in (no click), and out over the ringing final chord.
  const fadeIn = Math.round(0.01 * sr);
  const fadeOutSeconds = Math.min(1.5, Math.max(0.6, seconds * 0.12));
  const fadeOut = Math.round(fadeOutSeconds * sr);
  let peak = 0;
  for (let i = 0; i < length; i++) {
    let g = 1;
    if (i < fadeIn) g = i / fadeIn;
    const fromEnd = length - 1 - i;
    if (fromEnd < fadeOut) g *= 0.5 - 0.5 * Math.cos((Math.PI * fromEnd) / fadeOut);
    dry.left[i]! *= g;
    dry.right[i]! *= g;
    peak = Math.max(peak, Math.abs(dry.left[i]!), Math.abs(dry.right[i]!));
  }
  const target = 10 ** (-3 / 20);
  if (peak > 0) {
    const scale = target / peak;
    for (let i = 0; i < length; i++) {
      dry.left[i]! *= scale;
      dry.right[i]! *= scale;
    }
  }
  return dry;
}

export interface MusicFileOptions {
  /** Where rendered tracks are kept (default `<tmpdir>/reelcraft-music-cache`). */
  cacheDir?: string;
}

export function defaultMusicCacheDir(): string {
  return path.join(tmpdir(), 'reelcraft-music-cache');
}

/**
 * A built-in track rendered to a 48 kHz stereo 16-bit WAV of `seconds` (rounded to 10 ms), from the cache when it
 * was made before. Written under a temporary name and renamed, so concurrent renders never see half a file.
 */
export async function musicTrackFile(trackId: string, seconds: number, options: MusicFileOptions = {}): Promise<string> {
  const recipe = findMusicTrack(trackId);
  if (!recipe) throw new RangeError(`unknown music track: ${trackId}`);
  const centis = Math.round(seconds * 100);
  const dir = options.cacheDir ?? defaultMusicCacheDir();
  const file = path.join(dir, `${recipe.id}-v${MUSIC_ENGINE_VERSION}-${centis}.wav`);
  try {
    if ((await stat(file)).size > 44) return file;
  } catch {
    // not cached yet
  }
  await mkdir(dir, { recursive: true });
  const wav = encodeWav(renderMusic(recipe.id, centis / 100), MUSIC_SAMPLE_RATE);
  const part = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(part, wav);
    await rename(part, file);
  } finally {
    await rm(part, { force: true });
  }
  return file;
}
