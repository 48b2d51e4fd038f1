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
import { runInWorker } from '../worker/run-in-worker.ts';

const SAMPLE_RATE = 16_000;
const HOP = 0.01;
/** Recordings are capped at 10 minutes when stored; decode a little past that and no more. */
const MAX_DECODE_SECONDS = 615;
/**
 * Plausible speaking rates, syllables per second of voiced time. Real speech is ~3–7; below 1.5 the recording is too
 * long to be a reading of this script (another take, mostly noise), and a timed part of the script faster than 12 is
 * DTW forcing nonsense onto it. A recording much shorter than the script is fine: it is a reading of its start.
 */
const MIN_SYLLABLES_PER_SECOND = 1.5;
const MAX_SYLLABLES_PER_SECOND = 12;
/**
 * When nothing can be aligned, how fast we assume the reader spoke (syllables per second of voiced time, as our
 * syllable counter counts them): a script that fits the voiced time at FAST is taken as read in full; a longer one
 * was read only in part, as far as TYPICAL reaches. Estimates from reading rates of the four languages (Spanish and
 * Portuguese pack more, shorter syllables into a second).
 */
const TYPICAL_SYLLABLES_PER_SECOND: Record<SpeechLanguage, number> = { en: 5, ru: 5.5, pt: 6, es: 6.5 };
const FAST_FACTOR = 1.4;

export interface AlignSpeechOptions {
  audioPath: string;
  text: string;
  language: SpeechLanguage;
  /**
   * The audio is known to speak the whole text (a text-to-speech service's answer), so every word is timed. Otherwise
   * (a person's recording) it may cover only the start of the text, and only what it covers is timed.
   */
  wholeText?: boolean;
  signal?: AbortSignal;
}

export type AlignmentMethod = 'dtw' | 'heuristic';

/**
 * Times the script against the user's own recording. Our DTW aligner (eSpeak reads the script, MFCCs of both are
 * warped onto each other, leading and trailing silence cropped, the end left open so a recording of only the first
 * part of the script times that part; see dtw-align.ts) gives word and phone times; when the recording is too long to
 * be a reading of the script, or the aligner fails or returns nonsense, an energy/syllable heuristic answers instead,
 * so speech-like audio always gets a timeline. Either way the timeline holds only the words that were (or, for the
 * heuristic, plausibly could have been) said, and `coverage` says how many of the script's words that is.
 * Silent audio → MediaInputError('AUDIO_EMPTY'); unreadable → 'AUDIO_UNDECODABLE'.
 */
export async function alignSpeech(options: AlignSpeechOptions): Promise<SpeechTimeline> {
  return (await alignSpeechDetailed(options)).timeline;
}

/** alignSpeech, also telling which method produced the timeline (for logs and tests). */
export function alignSpeechDetailed(options: AlignSpeechOptions): Promise<AlignedSpeech> {
  const { signal, ...plain } = options;
  return runInWorker('alignSpeech', plain, { signal });
}

export interface AlignedSpeech {
  timeline: SpeechTimeline;
  method: AlignmentMethod;
  reason?: string;
}

/** alignSpeechDetailed on the calling thread (MFCCs and DTW are pure CPU): for worker threads (worker-tasks.ts). */
export async function alignSpeechInThread(options: AlignSpeechOptions): Promise<AlignedSpeech> {
  const { audioPath, text, language, signal, wholeText = false } = options;
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

  const scriptWords = countScriptWords(text);
  const covered = (timeline: SpeechTimeline): SpeechTimeline => ({
    ...timeline,
    coverage: { readWords: Math.min(scriptWords, countScriptWords(timeline.words.map((w) => w.text).join(' '))), scriptWords },
  });
  const voiced = runs.reduce((sum, r) => sum + (r.end - r.start), 0);
  const syllables = syllablesOf(text, language);
  const heard = wholeText ? text : plausiblyReadPart(text, language, voiced);
  const fallback = (reason: string) => ({ timeline: covered(heuristicAlign(pcm, SAMPLE_RATE, heard, language)), method: 'heuristic' as const, reason });
  if (syllables / voiced < MIN_SYLLABLES_PER_SECOND) {
    return fallback(`implausible length: ${syllables} syllables in ${voiced.toFixed(1)} s of speech`);
  }

  let words: TimedWord[];
  try {
    words = await dtwAlign({ pcm, sampleRate: SAMPLE_RATE, runs, text, language, wholeText, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    return fallback(`aligner failed: ${(error as Error).message}`);
  }
  const problem = implausibleAlignment(words, durationSeconds) ?? implausibleRate(words, language, voiced);
  if (problem) return fallback(problem);
  return { timeline: covered({ words: words.map((w) => ({ ...w, end: Math.min(w.end, durationSeconds) })), durationSeconds }), method: 'dtw' };
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

/** The words DTW says were read, said in the voiced time at a rate no one speaks: the warping went astray. */
function implausibleRate(words: readonly TimedWord[], language: SpeechLanguage, voiced: number): string | null {
  const syllables = syllablesOf(words.map((w) => w.text).join(' '), language);
  const rate = syllables / voiced;
  if (rate > MAX_SYLLABLES_PER_SECOND || rate < MIN_SYLLABLES_PER_SECOND)
    return `implausible rate: ${syllables} syllables read in ${voiced.toFixed(1)} s of speech`;
  return null;
}

/** Words of a script: its tokens with a letter or digit to say ("—" and emoji alone are not words). */
export function countScriptWords(text: string): number {
  return scriptTokens(text).filter((t) => hasSpeakableText(t.text)).length;
}

function syllablesOf(text: string, language: SpeechLanguage): number {
  return scriptTokens(text).reduce((sum, t) => sum + countSyllables(t.text, language), 0);
}

/**
 * Without an alignment, the part of the script the recording can hold: all of it when it fits the voiced time at a
 * fast but real rate; otherwise the start, as many words as fit at a typical rate (at least one). Never more words
 * than could have been said, so captions do not run through a script the recording does not contain.
 */
export function plausiblyReadPart(text: string, language: SpeechLanguage, voicedSeconds: number): string {
  const typical = TYPICAL_SYLLABLES_PER_SECOND[language];
  const tokens = scriptTokens(text);
  const counts = tokens.map((t) => countSyllables(t.text, language));
  if (counts.reduce((a, b) => a + b, 0) <= voicedSeconds * typical * FAST_FACTOR) return text;
  const budget = voicedSeconds * typical;
  let used = 0;
  let end = 0;
  for (let k = 0; k < tokens.length; k++) {
    const count = counts[k]!;
    // A word is in when at least half of it fits.
    if (used > 0 && used + count / 2 > budget) break;
    used += count;
    end = tokens[k]!.end;
  }
  return text.slice(0, end);
}
