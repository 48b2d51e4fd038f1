export { integratedLoudness, truePeakDb, limitTruePeak } from './loudness.ts';
export {
  mixSoundtrack,
  normalizeLoudness,
  duckingGain,
  TARGET_LUFS,
  MIX_TRUE_PEAK_DB,
  type MixSoundtrackOptions,
  type MixedSoundtrack,
  type SoundtrackMusic,
} from './mix-soundtrack.ts';
