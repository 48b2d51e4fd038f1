import { frameLevelsDb } from './frame-energy.ts';
import { graphemePhones } from './grapheme-phones.ts';
import type { SpeechLanguage } from './languages.ts';
import { mapSpokenWordsToScript, scriptTokens, type SpokenWord } from './script-text.ts';
import { detectSpeechRuns, type TimeSpan } from './speech-runs.ts';
import { countSyllables } from './syllables.ts';
import type { SpeechTimeline } from './timeline.ts';

const HOP = 0.01;
const MIN_PAUSE_SECONDS = 0.25;
const MIN_WORD_SECONDS = 0.12;
/** Time every word costs besides its syllables (onsets, transitions), in syllables. */
const WORD_COST_SYLLABLES = 0.5;
const SNAP_SECONDS = 0.08;

interface Word {
  text: string;
  weight: number;
  /** How strong a break follows this word: 0 none, 0.3 comma/dash, 0.6 ; or :, 1 sentence end, 1.2 paragraph. */
  breakAfter: number;
}

/**
 * Times a script against a recording without a recogniser: energy VAD finds the speech runs and the
 * pauses between them; pauses are matched, in order, to the script's punctuation breaks where both are strong and sit
 * at similar relative positions (a small dynamic programme); words inside each stretch share its voiced time in
 * proportion to their syllables; boundaries snap to the nearest energy dip within ±80 ms. Phones are estimated
 * from letters. Good enough for 1–3-word caption pages; drifts on fast speech. Returns no words when nothing in the
 * recording sounds like speech.
 */
export function heuristicAlign(pcm: Float32Array, sampleRate: number, text: string, language: SpeechLanguage): SpeechTimeline {
  const durationSeconds = pcm.length / sampleRate;
  const levels = frameLevelsDb(pcm, sampleRate, HOP);
  const runs = detectSpeechRuns(levels, { hopSeconds: HOP });
  const words = readWords(text, language);
  if (runs.length === 0 || words.length === 0) return { words: [], durationSeconds };

  const pauses: TimeSpan[] = [];
  for (let i = 1; i < runs.length; i++) {
    if (runs[i]!.start - runs[i - 1]!.end >= MIN_PAUSE_SECONDS) pauses.push({ start: runs[i - 1]!.end, end: runs[i]!.start });
  }
  const matches = matchPausesToBreaks(pauses, runs, words);

  // Stretches of speech between matched pauses, each with its share of words.
  const spoken: SpokenWord[] = [];
  let firstWord = 0;
  let from = runs[0]!.start;
  for (const [pauseIndex, wordIndex] of [...matches, [-1, words.length - 1] as const]) {
    const to = pauseIndex >= 0 ? pauses[pauseIndex]!.start : runs.at(-1)!.end;
    const group = words.slice(firstWord, wordIndex + 1);
    spoken.push(...spreadWords(group, voicedParts(runs, from, to), levels, language));
    firstWord = wordIndex + 1;
    if (pauseIndex >= 0) from = pauses[pauseIndex]!.end;
  }
  return { words: mapSpokenWordsToScript(text, spoken), durationSeconds };
}

function readWords(text: string, language: SpeechLanguage): Word[] {
  const words: Word[] = [];
  const tokens = scriptTokens(text);
  tokens.forEach((token, i) => {
    const syllables = countSyllables(token.text, language);
    const strength = breakStrength(token.text) + (i < tokens.length - 1 && /\n/.test(text.slice(token.end, tokens[i + 1]!.start)) ? 1.2 : 0);
    if (syllables === 0) {
      // Punctuation-only tokens ("—") add their break to the word before.
      const last = words.at(-1);
      if (last) last.breakAfter = Math.max(last.breakAfter, strength);
      return;
    }
    words.push({ text: token.text, weight: syllables + WORD_COST_SYLLABLES, breakAfter: strength });
  });
  return words;
}

function breakStrength(token: string): number {
  if (/[.!?…]["»”')\]]*$/u.test(token)) return 1;
  if (/[;:]["»”')\]]*$/u.test(token)) return 0.6;
  if (/[,—–-]["»”')\]]*$/u.test(token) || /^[—–-]+$/u.test(token)) return 0.3;
  return 0;
}

/**
 * Pairs pauses with word breaks (pause i after word j), both in order, maximising Σ strength × pause weight minus a
 * penalty for the pause and the break sitting at different relative positions (speech-time fraction vs syllable
 * fraction). Returns [pauseIndex, wordIndex] pairs in order.
 */
export function matchPausesToBreaks(pauses: readonly TimeSpan[], runs: readonly TimeSpan[], words: readonly Word[]): [number, number][] {
  const totalSpeech = runs.reduce((sum, r) => sum + (r.end - r.start), 0);
  const pauseFraction = pauses.map((p) => runs.filter((r) => r.end <= p.start).reduce((sum, r) => sum + (r.end - r.start), 0) / totalSpeech);
  const totalWeight = words.reduce((sum, w) => sum + w.weight, 0);
  let running = 0;
  const breakFraction = words.map((w) => (running += w.weight) / totalWeight);
  const P = pauses.length;
  const W = words.length - 1; // the last word cannot precede a pause inside the speech
  const score = (i: number, j: number): number => {
    const strength = words[j]!.breakAfter;
    if (strength === 0) return 0;
    const p = pauses[i]!;
    return strength * Math.min(1, (p.end - p.start) / 0.6) - 3 * Math.abs(pauseFraction[i]! - breakFraction[j]!);
  };
  // best[i][j]: best total using the first i pauses and the first j words.
  const best = Array.from({ length: P + 1 }, () => new Float64Array(W + 1));
  for (let i = 1; i <= P; i++) {
    for (let j = 1; j <= W; j++) {
      const pair = score(i - 1, j - 1);
      best[i]![j] = Math.max(best[i - 1]![j]!, best[i]![j - 1]!, pair > 0 ? best[i - 1]![j - 1]! + pair : -Infinity);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = P, j = W; i > 0 && j > 0;) {
    const here = best[i]![j]!;
    if (here === best[i - 1]![j]) i--;
    else if (here === best[i]![j - 1]) j--;
    else {
      pairs.unshift([i - 1, j - 1]);
      i--;
      j--;
    }
  }
  return pairs;
}

/** The parts of [from, to] that are inside speech runs. */
function voicedParts(runs: readonly TimeSpan[], from: number, to: number): TimeSpan[] {
  const parts = runs.map((r) => ({ start: Math.max(r.start, from), end: Math.min(r.end, to) })).filter((p) => p.end > p.start);
  return parts.length ? parts : [{ start: from, end: Math.max(to, from + MIN_WORD_SECONDS) }];
}

/** Lays words end to end over the voiced time in proportion to weight (each at least MIN_WORD_SECONDS when room allows). */
function spreadWords(group: readonly Word[], parts: readonly TimeSpan[], levels: Float32Array, language: SpeechLanguage): SpokenWord[] {
  if (group.length === 0) return [];
  const voiced = parts.reduce((sum, p) => sum + (p.end - p.start), 0);
  const totalWeight = group.reduce((sum, w) => sum + w.weight, 0);
  const floor = Math.min(MIN_WORD_SECONDS, voiced / group.length);
  const spare = voiced - floor * group.length;
  // Voiced-time offset → clock time, skipping the short gaps between runs.
  const clock = (offset: number): number => {
    let left = offset;
    for (const p of parts) {
      if (left <= p.end - p.start) return p.start + left;
      left -= p.end - p.start;
    }
    return parts.at(-1)!.end;
  };
  const boundaries = [parts[0]!.start];
  let offset = 0;
  for (const word of group) {
    offset += floor + (spare * word.weight) / totalWeight;
    boundaries.push(clock(offset));
  }
  boundaries[boundaries.length - 1] = parts.at(-1)!.end;
  for (let b = 1; b < boundaries.length - 1; b++) {
    boundaries[b] = snapToDip(levels, boundaries[b]!, boundaries[b - 1]! + 0.05, boundaries[b + 1]! - 0.05);
  }
  return group.map((word, i) => {
    const start = boundaries[i]!;
    const end = boundaries[i + 1]!;
    return { text: word.text, start, end, phones: graphemePhones(word.text, language, start, end) };
  });
}

/** The quietest level frame within ±80 ms of `time` (and inside [min, max]); `time` itself if none qualifies. */
function snapToDip(levels: Float32Array, time: number, min: number, max: number): number {
  const lo = Math.max(Math.ceil(Math.max(time - SNAP_SECONDS, min) / HOP), 0);
  const hi = Math.min(Math.floor(Math.min(time + SNAP_SECONDS, max) / HOP), levels.length - 1);
  let bestFrame = -1;
  for (let k = lo; k <= hi; k++) if (bestFrame < 0 || levels[k]! < levels[bestFrame]!) bestFrame = k;
  return bestFrame >= 0 ? bestFrame * HOP : time;
}
