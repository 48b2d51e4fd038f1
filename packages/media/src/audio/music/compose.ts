// Turns a track recipe and a length into timed notes: tempo stretched so whole beats fit, an optional one-bar intro,
// a groove of drums, bass, chords and a seeded melody (a two-bar motif that follows the chords), a fill, and a
// final tonic chord two beats before the end that rings out under the fade.
import { type Rng, seededRandom } from './dsp.ts';
import type { DrumKind } from './instruments.ts';
import type { ScaleName, TrackRecipe } from './tracks.ts';

const SCALES: Record<ScaleName, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
};

export type NoteEvent =
  | { kind: 'drum'; drum: DrumKind; time: number; velocity: number; tone?: number; pan?: number }
  | { kind: 'bass'; note: number; time: number; seconds: number; velocity: number }
  | { kind: 'harmony'; instrument: TrackRecipe['harmony'][number]['instrument']; note: number; time: number; seconds: number; velocity: number; pan: number }
  | { kind: 'lead'; note: number; time: number; seconds: number; velocity: number };

export interface Arrangement {
  bpm: number;
  beats: number;
  beatSeconds: number;
  /** When the final chord lands (seconds). */
  endingAt: number;
  events: NoteEvent[];
}

/** MIDI note of scale degree `degree` (may be negative or past 6) above `root`. */
export function degreeToMidi(root: number, scale: ScaleName, degree: number): number {
  const steps = SCALES[scale];
  const octave = Math.floor(degree / 7);
  const index = ((degree % 7) + 7) % 7;
  return root + 12 * octave + steps[index]!;
}

/** Whole beats (an even number, at least 4) that fit `seconds` closest to the recipe's tempo, and the tempo that makes them fit exactly. */
export function fitTempo(bpm: number, seconds: number): { beats: number; bpm: number } {
  const nominal = seconds / (60 / bpm);
  const beats = Math.max(4, 2 * Math.round(nominal / 2));
  return { beats, bpm: (beats * 60) / seconds };
}

const DRUMS: Record<TrackRecipe['drums'], Partial<Record<DrumKind, string>>> = {
  // 16 steps per bar: x = hit, o = soft hit, . = rest.
  four: { kick: 'x...x...x...x...', clap: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.', open_hat: '..x...x...x...x.' },
  backbeat: { kick: 'x.....x...x.....', snare: '....o.......o...', hat: 'o.o.o.o.o.o.o.oo', shaker: '..o...o...o...o.' },
  boombap: { kick: 'x......x..x.....', snare: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.' },
  bounce: { kick: 'x.......x.......', snare: '....o.......o...', block: '..x...x...x..xx.', shaker: 'o.o.o.o.o.o.o.o.' },
  epic: { kick: 'x.......x.....x.', snare: '........x.......', tom: '..........o...x.', hat: '....o.......o...' },
  build: { kick: 'x.......x.......', snare: '....o.......x...', hat: 'o.o.o.o.o.o.o.o.', shaker: 'oooooooooooooooo' },
  drive: { kick: 'x...x...x...x...', clap: '....x.......x...', hat: 'oooooooooooooooo', open_hat: '..x...x...x...x.' },
};

const DRUM_LEVEL: Record<DrumKind, number> = {
  kick: 1,
  snare: 0.55,
  clap: 0.55,
  hat: 0.18,
  open_hat: 0.14,
  tom: 0.6,
  crash: 0.35,
  rim: 0.35,
  shaker: 0.11,
  block: 0.32,
};

const DRUM_PAN: Partial<Record<DrumKind, number>> = { hat: 0.3, open_hat: 0.3, shaker: -0.35, block: -0.2, tom: -0.15, rim: 0.2 };

export function arrange(recipe: TrackRecipe, seconds: number): Arrangement {
  const rng = seededRandom(recipe.seed * 7919 + 1);
  const { beats, bpm } = fitTempo(recipe.bpm, seconds);
  const beatSeconds = 60 / bpm;
  const step = beatSeconds / 4;
  const bars = Math.ceil(beats / 4);
  const endBeat = beats - 2;
  const endingAt = endBeat * beatSeconds;
  const introBars = bars >= 6 ? 1 : 0;
  const events: NoteEvent[] = [];
  const human = (): number => (rng() - 0.5) * 0.006;
  const timeOf = (bar: number, s: number): number => {
    const swung = s % 4 === 2 ? recipe.swing * step : 0;
    return (bar * 16 + s) * step + swung;
  };
  const before = (bar: number, s: number): boolean => bar * 16 + s < endBeat * 4;

  const chordDegree = (bar: number): number => recipe.progression[Math.floor(bar / recipe.chordBars) % recipe.progression.length]!;
  const chordNotes = (degree: number): number[] => {
    const tones = [0, 2, 4, ...(recipe.sevenths ? [6] : [])].map((d) => degreeToMidi(recipe.root, recipe.scale, degree + d));
    // Close voicing in one window around middle C: each chord lands near the last, which is what voice leading needs.
    return tones.map((note) => {
      let n = note;
      while (n < 55) n += 12;
      while (n >= 67) n -= 12;
      return n;
    });
  };

  // Drums.
  const pattern = DRUMS[recipe.drums];
  for (let bar = introBars; bar < bars; bar++) {
    const lastFull = bar === Math.floor((endBeat - 1) / 4);
    for (const [drum, line] of Object.entries(pattern) as [DrumKind, string][]) {
      if (recipe.drums === 'build' && drum === 'kick' && bar >= Math.max(2, bars / 2)) {
        // The inspiring track builds: four on the floor in its second half.
        for (const s of [0, 4, 8, 12]) if (before(bar, s)) events.push({ kind: 'drum', drum, time: timeOf(bar, s) + human(), velocity: 0.95 });
        continue;
      }
      for (let s = 0; s < 16; s++) {
        const hit = line[s];
        if (hit === '.' || !before(bar, s)) continue;
        // The last bar before the ending gets a fill on its final beat instead of the pattern.
        if (lastFull && bar * 16 + s >= endBeat * 4 - 4 && drum !== 'kick') continue;
        const velocity = (hit === 'x' ? 1 : 0.6) * (0.9 + rng() * 0.2) * DRUM_LEVEL[drum];
        events.push({ kind: 'drum', drum, time: timeOf(bar, s) + human(), velocity, pan: DRUM_PAN[drum] ?? 0 });
      }
    }
  }
  // Intro: a soft shaker or hats so the first bar is not empty of rhythm.
  for (let bar = 0; bar < introBars; bar++) {
    for (let s = 0; s < 16; s += 2) events.push({ kind: 'drum', drum: 'hat', time: timeOf(bar, s) + human(), velocity: DRUM_LEVEL.hat * 0.6, pan: 0.3 });
  }
  // Fill into the ending and the crash on the first full bar.
  const fillDrum: DrumKind = recipe.drums === 'epic' ? 'tom' : recipe.drums === 'bounce' ? 'block' : 'snare';
  for (let s = 0; s < 4; s++) {
    const t = (endBeat - 1) * beatSeconds + s * step;
    if (t >= 0)
      events.push({ kind: 'drum', drum: fillDrum, time: t, velocity: DRUM_LEVEL[fillDrum] * (0.55 + s * 0.15), tone: fillDrum === 'tom' ? 1.4 - s * 0.15 : 1 });
  }
  if (introBars > 0) events.push({ kind: 'drum', drum: 'crash', time: timeOf(introBars, 0), velocity: DRUM_LEVEL.crash, pan: -0.2 });
  events.push({ kind: 'drum', drum: 'crash', time: endingAt, velocity: DRUM_LEVEL.crash * 1.2, pan: 0.2 });
  events.push({ kind: 'drum', drum: 'kick', time: endingAt, velocity: 1 });

  // Bass: in the octave below C3, whatever the recipe's root.
  const bassRoot = recipe.root >= 45 ? recipe.root - 12 : recipe.root;
  for (let bar = introBars; bar < bars; bar++) {
    const chordRoot = degreeToMidi(bassRoot, recipe.scale, chordDegree(bar));
    const rootNote = chordRoot - (chordRoot - bassRoot >= 7 ? 12 : 0);
    const fifth = rootNote + 7;
    const notes: [number, number, number][] = []; // step, length in steps, note
    switch (recipe.bass.pattern) {
      case 'eighths':
        for (let s = 0; s < 16; s += 2) notes.push([s, 1.6, rootNote]);
        break;
      case 'offbeat':
        for (let s = 2; s < 16; s += 4) notes.push([s, 1.8, rootNote]);
        break;
      case 'sustain':
        notes.push([0, 15.5, rootNote]);
        break;
      case 'oompah':
        notes.push([0, 1.5, rootNote], [4, 1.5, fifth - 12], [8, 1.5, rootNote], [12, 1.5, fifth - 12]);
        break;
      case 'lofi':
        notes.push([0, 6, rootNote], [7, 2, rootNote], [10, 5, fifth - 12]);
        break;
      case 'chill':
        notes.push([0, 7, rootNote], [10, 3, fifth - 12], [14, 2, rootNote + 12]);
        break;
      case 'pulse':
        for (let s = 0; s < 16; s += 4) notes.push([s, 3.5, rootNote]);
        break;
    }
    for (const [s, length, note] of notes) {
      if (!before(bar, s)) continue;
      const start = timeOf(bar, s);
      events.push({ kind: 'bass', note, time: start, seconds: Math.min(length * step, endingAt - start), velocity: 0.9 + rng() * 0.1 });
    }
  }
  events.push({ kind: 'bass', note: bassRoot, time: endingAt, seconds: 2 * beatSeconds, velocity: 1 });

  // Harmony.
  for (let bar = 0; bar < bars; bar++) {
    const chord = chordNotes(chordDegree(bar));
    for (const layer of recipe.harmony) {
      const add = (s: number, length: number, notes: readonly number[], velocity: number): void => {
        if (!before(bar, s)) return;
        const start = timeOf(bar, s);
        const secondsHeld = Math.min(length * step, endingAt - start);
        notes.forEach((note, i) =>
          events.push({
            kind: 'harmony',
            instrument: layer.instrument,
            note,
            time: start + human(),
            seconds: secondsHeld,
            velocity,
            pan: (i - (notes.length - 1) / 2) * 0.25,
          }),
        );
      };
      const chordStart = bar % recipe.chordBars === 0;
      switch (layer.pattern) {
        case 'pad':
        case 'strings':
          if (chordStart) add(0, 16 * recipe.chordBars, chord, 0.5);
          break;
        case 'ep':
          add(0, 6, chord, 0.55);
          add(6, 8, chord, 0.4);
          break;
        case 'stabs':
          if (bar < introBars) break;
          for (const s of [2, 6, 10, 14]) add(s, 1.2, chord, 0.42);
          break;
        case 'pizz':
          for (const s of [4, 12]) add(s, 1, chord, 0.45);
          if (bar >= introBars) add(14, 1, [chord[0]! + 12], 0.35);
          break;
        case 'arp': {
          const arp = [...chord, chord[0]! + 12, chord[1]! + 12, ...chord.slice(1).reverse()];
          for (let s = 0; s < 16; s += 2) add(s, 2.5, [arp[(s / 2) % arp.length]!], 0.42);
          break;
        }
      }
    }
  }
  for (const layer of recipe.harmony) {
    const ending = chordNotes(0);
    const sustain = layer.pattern === 'stabs' || layer.pattern === 'pizz' ? 0.5 : 2;
    ending.forEach((note, i) =>
      events.push({ kind: 'harmony', instrument: layer.instrument, note, time: endingAt, seconds: sustain * beatSeconds, velocity: 0.5, pan: (i - 1) * 0.25 }),
    );
  }

  // Melody: a two-bar rhythm and contour, repeated over the chords, with a breath at the end of each phrase.
  const leadRng = seededRandom(recipe.seed * 104_729 + 3);
  const grid = recipe.lead.grid;
  const stepsPerBar = grid === 16 ? 16 : 8;
  const motifLength = stepsPerBar * 2;
  const motif = makeMotif(leadRng, motifLength, recipe.lead.density, stepsPerBar);
  const leadRoot = recipe.root + 12 * recipe.lead.octave;
  let degree = 4;
  const leadStart = introBars;
  const leadSteps: { bar: number; s: number; length: number; move: number; strong: boolean; phrase: number }[] = [];
  for (let bar = leadStart; bar < bars; bar++) {
    const phrase = Math.floor((bar - leadStart) / 2);
    const variation = phrase % 4 === 3;
    for (let i = 0; i < stepsPerBar; i++) {
      const index = ((bar - leadStart) % 2) * stepsPerBar + i;
      const cell = motif[index]!;
      if (!cell.on) continue;
      if (variation && leadRng() < 0.3) continue;
      const s = (i * 16) / stepsPerBar;
      leadSteps.push({ bar, s, length: cell.length * (16 / stepsPerBar), move: variation ? -cell.move : cell.move, strong: s % 8 === 0, phrase });
    }
  }
  for (const note of leadSteps) {
    if (!before(note.bar, note.s)) continue;
    const chordDeg = chordDegree(note.bar);
    degree += note.move;
    if (degree > 9) degree -= 2 * (degree - 9);
    if (degree < 0) degree = -degree;
    if (note.strong) degree = nearestChordTone(degree, chordDeg);
    const start = timeOf(note.bar, note.s);
    events.push({
      kind: 'lead',
      note: degreeToMidi(leadRoot, recipe.scale, degree),
      time: start + human(),
      seconds: Math.min(note.length * step, endingAt - start),
      velocity: (note.strong ? 0.95 : 0.75) * (0.9 + leadRng() * 0.15),
    });
  }
  events.push({ kind: 'lead', note: degreeToMidi(leadRoot, recipe.scale, degree >= 4 ? 7 : 0), time: endingAt, seconds: 2 * beatSeconds, velocity: 0.85 });

  return { bpm, beats, beatSeconds, endingAt, events };
}

interface MotifCell {
  on: boolean;
  /** Steps (in the grid) the note lasts. */
  length: number;
  /** Scale steps from the previous note. */
  move: number;
}

function makeMotif(rng: Rng, length: number, density: number, stepsPerBar: number): MotifCell[] {
  const cells: MotifCell[] = Array.from({ length }, (_, i) => {
    const strong = i % (stepsPerBar / 2) === 0;
    const on = i === 0 || (strong ? rng() < 0.85 : rng() < density);
    const moves = [-2, -1, -1, 1, 1, 2, 0, 3, -3];
    return { on, length: 1, move: moves[Math.floor(rng() * moves.length)]! };
  });
  // A breath: the last quarter of the second bar stays empty.
  for (let i = length - Math.max(2, stepsPerBar / 4); i < length; i++) cells[i]!.on = false;
  // Each note lasts until the next one (at most a half bar).
  for (let i = 0; i < length; i++) {
    if (!cells[i]!.on) continue;
    let j = i + 1;
    while (j < length && !cells[j]!.on && j - i < stepsPerBar / 2) j++;
    cells[i]!.length = j - i;
  }
  return cells;
}

function nearestChordTone(degree: number, chordDegree: number): number {
  for (const delta of [0, 1, -1, 2, -2, 3, -3]) {
    const candidate = degree + delta;
    const relative = (((candidate - chordDegree) % 7) + 7) % 7;
    if (relative === 0 || relative === 2 || relative === 4) return candidate;
  }
  return degree;
}
