import { MediaInputError } from '../errors.ts';
import { speakWithEspeak } from './espeak-synth.ts';
import type { SpeechLanguage } from './languages.ts';
import { hasSpeakableText, mapSpokenWordsToScript } from './script-text.ts';
import type { SpeechTimeline } from './timeline.ts';
import { runInWorker } from '../worker/run-in-worker.ts';
import { writePcmWav } from './write-wav.ts';

/** ~3 minutes of speech is about 3,500 characters in Russian; leave room, but refuse a pasted book. */
export const MAX_SPEECH_TEXT_CHARS = 8_000;

export interface SynthesizeSpeechOptions {
  text: string;
  language: SpeechLanguage;
  /** Where the WAV (mono, 16-bit PCM, 24 kHz) is written. */
  outputPath: string;
  /** Speaking rate relative to the language's natural default (1); clamped to 0.5..2. */
  rate?: number;
  /** Checked between sentences; aborting stops the synthesis and rejects with the signal's reason. */
  signal?: AbortSignal;
}

export interface SynthesizedSpeech {
  timeline: SpeechTimeline;
  durationSeconds: number;
}

/**
 * Speaks `text` with the built-in eSpeak voice for the language and writes a WAV. Word timings come from eSpeak's
 * own events (exact, not estimated); each word's text is the script's token as written, punctuation included.
 */
export function synthesizeSpeech(options: SynthesizeSpeechOptions): Promise<SynthesizedSpeech> {
  const { signal, ...plain } = options;
  return runInWorker('synthesizeSpeech', plain, { signal });
}

/** synthesizeSpeech on the calling thread (eSpeak's WASM runs synchronously): for worker threads (worker-tasks.ts). */
export async function synthesizeSpeechInThread(options: SynthesizeSpeechOptions): Promise<SynthesizedSpeech> {
  const { text, language, outputPath, signal } = options;
  if (text.length > MAX_SPEECH_TEXT_CHARS) throw new MediaInputError('TEXT_TOO_LONG', `${text.length} characters`);
  if (!hasSpeakableText(text)) throw new RangeError('the text has nothing to say');
  signal?.throwIfAborted();

  const speech = await speakWithEspeak(text, language, { rate: options.rate, signal });
  const durationSeconds = speech.samples.length / speech.sampleRate;
  const words = mapSpokenWordsToScript(text, speech.words);
  if (words.length === 0) throw new Error('eSpeak produced no words for a text with letters in it');

  await writePcmWav(speech.samples, speech.sampleRate, outputPath, { signal });
  return { timeline: { words: words.map((w) => ({ ...w, end: Math.min(w.end, durationSeconds) })), durationSeconds }, durationSeconds };
}
