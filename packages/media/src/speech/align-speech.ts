import { FfmpegError, MediaInputError } from '../errors.ts';
import { decodePcm } from './decode-pcm.ts';
import { dtwAlign } from './dtw-align.ts';
import { frameLevelsDb } from './frame-energy.ts';
import { heuristicAlign } from './heuristic-align.ts';
import type { SpeechLanguage } from './languages.ts';
import { hasSpeakableText, scriptTokens } from './script-text.ts';
import { detectSpeechRuns } from './speech-runs.ts';
import { countSyllables } from './syllables.ts';
import type { SpeechTimeline, TimedWord } from './timeline.ts';

const SAMPLE_RATE = 16_000;
const HOP = 0.01;
/** Recordings are capped at 10 minutes when stored; decode a little past that and no more. */
const MAX_DECODE_SECONDS = 615;
/**
 * Plausible speaking rates, syllables per second of voiced time. Real speech is ~3–7; outside 1.5–12 the recording is
 * not a reading of this script (another take, mostly silence, a fragment) and DTW would force nonsense onto it.
 */
const MIN_SYLLABLES_PER_SECOND = 1.5;
const MAX_SYLLABLES_PER_SECOND = 12;

export interface AlignSpeechOptions {
  audioPath: string;
  text: string;
  language: SpeechLanguage;
  signal?: AbortSignal;
}

export type AlignmentMethod = 'dtw' | 'heuristic';

/**
 * Times the script against the user's own recording. Our DTW aligner (eSpeak reads the script, MFCCs of both are
 * warped onto each other, leading and trailing silence cropped; see dtw-align.ts) gives word and phone times; when the recording's length is not
 * plausible for the script, or the aligner fails or returns nonsense, an energy/syllable heuristic answers instead, so
 * speech-like audio always gets a timeline. Silent audio → MediaInputError('AUDIO_EMPTY'); unreadable →
 * 'AUDIO_UNDECODABLE'.
 */
export async function alignSpeech(options: AlignSpeechOptions): Promise<SpeechTimeline> {
  return (await alignSpeechDetailed(options)).timeline;
}

/** alignSpeech, also telling which method produced the timeline (for logs and tests). */
export async function alignSpeechDetailed(options: AlignSpeechOptions): Promise<{ timeline: SpeechTimeline; method: AlignmentMethod; reason?: string }> {
  const { audioPath, text, language, signal } = options;
  if (!hasSpeakableText(text)) throw new RangeError('the text has nothing to say');
  let pcm: Float32Array;
  try {
    pcm = await decodePcm(audioPath, SAMPLE_RATE, { signal, maxSeconds: MAX_DECODE_SECONDS });
  } catch (error) {
    if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', 'the recording cannot be decoded', { cause: error });
    throw error;
  }
  const durationSeconds = pcm.length / SAMPLE_RATE;
  const runs = detectSpeechRuns(frameLevelsDb(pcm, SAMPLE_RATE, HOP), { hopSeconds: HOP });
  if (runs.length === 0) throw new MediaInputError('AUDIO_EMPTY', 'the recording is silent');

  const voiced = runs.reduce((sum, r) => sum + (r.end - r.start), 0);
  const syllables = scriptTokens(text).reduce((sum, t) => sum + countSyllables(t.text, language), 0);
  const rate = syllables / voiced;
  const fallback = (reason: string) => ({ timeline: heuristicAlign(pcm, SAMPLE_RATE, text, language), method: 'heuristic' as const, reason });
  if (rate < MIN_SYLLABLES_PER_SECOND || rate > MAX_SYLLABLES_PER_SECOND) {
    return fallback(`implausible length: ${syllables} syllables in ${voiced.toFixed(1)} s of speech`);
  }

  let words: TimedWord[];
  try {
    words = await dtwAlign({ pcm, sampleRate: SAMPLE_RATE, runs, text, language, signal });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return fallback(`aligner failed: ${(error as Error).message}`);
  }
  const problem = implausibleAlignment(words, durationSeconds);
  if (problem) return fallback(problem);
  return { timeline: { words: words.map((w) => ({ ...w, end: Math.min(w.end, durationSeconds) })), durationSeconds }, method: 'dtw' };
}

/** Why a DTW result cannot be right (null when it looks sane): words missing, past the end, or piled up. */
export function implausibleAlignment(words: readonly TimedWord[], durationSeconds: number): string | null {
  if (words.length === 0) return 'the aligner returned no words';
  if (words.some((w) => !Number.isFinite(w.start) || !Number.isFinite(w.end) || w.start > durationSeconds + 0.05)) return 'word times outside the recording';
  // DTW that lost its way squeezes many words into (almost) no time at one end.
  const squeezed = words.filter((w) => w.end - w.start < 0.03).length;
  if (squeezed > Math.max(2, words.length * 0.25)) return `${squeezed} of ${words.length} words have no duration`;
  return null;
}
