export { MUSIC_MOODS, MUSIC_TRACKS, MUSIC_TRACK_IDS, findMusicTrack, type MusicMood, type TrackRecipe } from './tracks.ts';
export {
  renderMusic,
  musicTrackFile,
  defaultMusicCacheDir,
  MUSIC_ENGINE_VERSION,
  MUSIC_MIN_SECONDS,
  MUSIC_MAX_SECONDS,
  type MusicFileOptions,
} from './render-music.ts';
export { arrange, fitTempo, degreeToMidi, type Arrangement, type NoteEvent } from './compose.ts';
export { encodeWav } from './wav.ts';
export { MUSIC_SAMPLE_RATE } from './dsp.ts';
