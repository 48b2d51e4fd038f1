// The built-in music library: original tracks written as code (our own patterns and seeds, so they are ours to
// give away). Each entry is a recipe the composer turns into notes for any length; names are translated in the
// i18n catalogs under `content.music.track.<id>`.

export const MUSIC_MOODS = ['upbeat', 'chill', 'funny', 'dramatic', 'inspiring', 'lofi', 'energetic'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

export type ScaleName = 'major' | 'minor' | 'dorian';
export type DrumStyle = 'four' | 'backbeat' | 'boombap' | 'bounce' | 'epic' | 'build' | 'drive';
export type BassPattern = 'eighths' | 'offbeat' | 'sustain' | 'oompah' | 'lofi' | 'chill' | 'pulse';
export type HarmonyPattern = 'pad' | 'ep' | 'stabs' | 'arp' | 'pizz' | 'strings';

export interface TrackRecipe {
  id: string;
  mood: MusicMood;
  /** Nominal tempo; the composer stretches it a little so whole beats fit the video. */
  bpm: number;
  /** MIDI note of the tonic in the bass octave (e.g. 48 = C3). */
  root: number;
  scale: ScaleName;
  /** Scale degrees (0 = tonic) of the chords, one per `chordBars` bars; `sevenths` adds the seventh. */
  progression: readonly number[];
  chordBars: 1 | 2;
  sevenths: boolean;
  /** 0 = straight; 0.33 ≈ a triplet swing on the off-eighths. */
  swing: number;
  drums: DrumStyle;
  bass: { pattern: BassPattern; style: 'pluck' | 'sub' | 'square' | 'saw' };
  harmony: { pattern: HarmonyPattern; instrument: 'pad' | 'strings' | 'stab' | 'ep' | 'piano' | 'pluck' | 'marimba' }[];
  lead: { instrument: 'bell' | 'marimba' | 'pluck' | 'piano' | 'ep' | 'lead' | 'soft_lead' | 'strings'; octave: number; density: number; grid: 8 | 16 };
  /** Seeds the melody and the small timing/velocity variations. */
  seed: number;
  reverb: { room: number; damp: number; send: number };
  /** Lo-fi: tape low-pass and vinyl crackle. */
  lofi?: boolean;
}

export const MUSIC_TRACKS: readonly TrackRecipe[] = [
  {
    id: 'sunny-steps',
    mood: 'upbeat',
    bpm: 118,
    root: 48,
    scale: 'major',
    progression: [0, 4, 5, 3],
    chordBars: 1,
    sevenths: false,
    swing: 0,
    drums: 'four',
    bass: { pattern: 'eighths', style: 'pluck' },
    harmony: [
      { pattern: 'stabs', instrument: 'piano' },
      { pattern: 'pad', instrument: 'pad' },
    ],
    lead: { instrument: 'bell', octave: 2, density: 0.55, grid: 8 },
    seed: 11,
    reverb: { room: 0.5, damp: 0.4, send: 0.18 },
  },
  {
    id: 'slow-tide',
    mood: 'chill',
    bpm: 86,
    root: 41,
    scale: 'major',
    progression: [1, 4, 0, 5],
    chordBars: 1,
    sevenths: true,
    swing: 0.18,
    drums: 'backbeat',
    bass: { pattern: 'chill', style: 'sub' },
    harmony: [{ pattern: 'ep', instrument: 'ep' }],
    lead: { instrument: 'pluck', octave: 2, density: 0.4, grid: 8 },
    seed: 23,
    reverb: { room: 0.7, damp: 0.5, send: 0.25 },
  },
  {
    id: 'rubber-duck',
    mood: 'funny',
    bpm: 112,
    root: 43,
    scale: 'major',
    progression: [0, 3, 4, 0],
    chordBars: 1,
    sevenths: false,
    swing: 0.12,
    drums: 'bounce',
    bass: { pattern: 'oompah', style: 'square' },
    harmony: [{ pattern: 'pizz', instrument: 'pluck' }],
    lead: { instrument: 'marimba', octave: 2, density: 0.65, grid: 8 },
    seed: 37,
    reverb: { room: 0.35, damp: 0.5, send: 0.12 },
  },
  {
    id: 'storm-front',
    mood: 'dramatic',
    bpm: 84,
    root: 38,
    scale: 'minor',
    progression: [0, 5, 2, 6],
    chordBars: 1,
    sevenths: false,
    swing: 0,
    drums: 'epic',
    bass: { pattern: 'sustain', style: 'saw' },
    harmony: [{ pattern: 'strings', instrument: 'strings' }],
    lead: { instrument: 'piano', octave: 2, density: 0.45, grid: 8 },
    seed: 41,
    reverb: { room: 0.85, damp: 0.3, send: 0.32 },
  },
  {
    id: 'first-light',
    mood: 'inspiring',
    bpm: 100,
    root: 50,
    scale: 'major',
    progression: [0, 4, 5, 3],
    chordBars: 1,
    sevenths: false,
    swing: 0,
    drums: 'build',
    bass: { pattern: 'pulse', style: 'sub' },
    harmony: [
      { pattern: 'arp', instrument: 'piano' },
      { pattern: 'pad', instrument: 'pad' },
    ],
    lead: { instrument: 'bell', octave: 1, density: 0.35, grid: 8 },
    seed: 53,
    reverb: { room: 0.75, damp: 0.35, send: 0.28 },
  },
  {
    id: 'dusty-tape',
    mood: 'lofi',
    bpm: 76,
    root: 48,
    scale: 'major',
    progression: [3, 2, 1, 0],
    chordBars: 1,
    sevenths: true,
    swing: 0.3,
    drums: 'boombap',
    bass: { pattern: 'lofi', style: 'sub' },
    harmony: [{ pattern: 'ep', instrument: 'ep' }],
    lead: { instrument: 'ep', octave: 2, density: 0.3, grid: 8 },
    seed: 67,
    reverb: { room: 0.6, damp: 0.6, send: 0.2 },
    lofi: true,
  },
  {
    id: 'neon-rush',
    mood: 'energetic',
    bpm: 126,
    root: 45,
    scale: 'minor',
    progression: [0, 5, 2, 6],
    chordBars: 1,
    sevenths: false,
    swing: 0,
    drums: 'drive',
    bass: { pattern: 'offbeat', style: 'saw' },
    harmony: [{ pattern: 'stabs', instrument: 'stab' }],
    lead: { instrument: 'lead', octave: 2, density: 0.6, grid: 16 },
    seed: 79,
    reverb: { room: 0.5, damp: 0.45, send: 0.16 },
  },
  {
    id: 'tiptoe-caper',
    mood: 'funny',
    bpm: 96,
    root: 40,
    scale: 'minor',
    progression: [0, 3, 0, 4],
    chordBars: 1,
    sevenths: false,
    swing: 0.2,
    drums: 'bounce',
    bass: { pattern: 'oompah', style: 'pluck' },
    harmony: [{ pattern: 'pizz', instrument: 'marimba' }],
    lead: { instrument: 'pluck', octave: 2, density: 0.55, grid: 8 },
    seed: 97,
    reverb: { room: 0.3, damp: 0.5, send: 0.1 },
  },
];

export const MUSIC_TRACK_IDS = MUSIC_TRACKS.map((track) => track.id);

export function findMusicTrack(id: string): TrackRecipe | undefined {
  return MUSIC_TRACKS.find((track) => track.id === id);
}
