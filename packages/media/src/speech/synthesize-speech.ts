import type { SynthesisOptions } from 'echogarden';
import { MediaInputError } from '../errors.ts';
import { voiceListCacheDir, withEchogarden } from './echogarden-runtime.ts';
import { spokenWordsFromTimeline, type EchogardenEntry } from './echogarden-timeline.ts';
import { ESPEAK_VOICES, type SpeechLanguage } from './languages.ts';
import { hasSpeakableText, mapSpokenWordsToScript, speakableText } from './script-text.ts';
import type { SpeechTimeline } from './timeline.ts';
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

/** Pauses after a sentence and after a paragraph: eSpeak's defaults (0.75 s / 1 s) drag in a short video. */
const SENTENCE_PAUSE_SECONDS = 0.3;
const PARAGRAPH_PAUSE_SECONDS = 0.5;

/**
 * Speaks `text` with the built-in eSpeak voice for the language and writes a WAV. Word timings come from eSpeak's
 * own events (exact, not estimated); each word's text is the script's token as written, punctuation included.
 */
export async function synthesizeSpeech(options: SynthesizeSpeechOptions): Promise<SynthesizedSpeech> {
  const { text, language, outputPath, signal } = options;
  if (text.length > MAX_SPEECH_TEXT_CHARS) throw new MediaInputError('TEXT_TOO_LONG', `${text.length} characters`);
  if (!hasSpeakableText(text)) throw new RangeError('the text has nothing to say');
  const voice = ESPEAK_VOICES[language];
  const rate = Math.min(2, Math.max(0.5, options.rate ?? 1));
  signal?.throwIfAborted();

  const engineOptions = {
    engine: 'espeak',
    language: voice.language,
    voice: voice.voice,
    speed: voice.speed * rate,
    splitToSentences: true,
    sentenceEndPause: SENTENCE_PAUSE_SECONDS,
    segmentEndPause: PARAGRAPH_PAUSE_SECONDS,
    // Klatt's glottal source is smoother than eSpeak's default sine-sum "wavegen" buzz (same phonemes and timing).
    espeak: { useKlatt: true },
    postProcessing: { normalizeAudio: true, targetPeak: -3 },
    // Not part of the SynthesisOptions type, but synthesize passes its options on to requestVoiceList, which reads it.
    cache: { path: voiceListCacheDir() },
  };

  const result = await withEchogarden(
    (echogarden) =>
      echogarden.synthesize(speakableText(text), engineOptions as SynthesisOptions, undefined, async () => {
        signal?.throwIfAborted(); // called after every sentence: long texts stop promptly
      }),
    signal,
  );
  if (result.audio instanceof Uint8Array) throw new Error('echogarden returned encoded audio; expected raw samples');
  const samples = result.audio.audioChannels[0] ?? new Float32Array(0);
  const durationSeconds = samples.length / result.audio.sampleRate;
  const words = mapSpokenWordsToScript(text, spokenWordsFromTimeline(result.timeline as EchogardenEntry[]));
  if (words.length === 0) throw new Error('eSpeak produced no words for a text with letters in it');

  await writePcmWav(samples, result.audio.sampleRate, outputPath, { signal });
  return { timeline: { words: words.map((w) => ({ ...w, end: Math.min(w.end, durationSeconds) })), durationSeconds }, durationSeconds };
}
