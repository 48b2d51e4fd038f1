export { measureLoudness, parseLoudnormReport, type LoudnormReport } from './loudnorm.ts';
export { mixSoundtrack, TARGET_LUFS, MIX_TRUE_PEAK_DB, type MixSoundtrackOptions, type MixedSoundtrack, type SoundtrackMusic } from './mix-soundtrack.ts';
