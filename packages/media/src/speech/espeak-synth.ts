import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { wordsFromEspeakEvents } from './espeak-events.ts';
import { withEspeak } from './espeak-runtime.ts';
import { ESPEAK_VOICES, type SpeechLanguage } from './languages.ts';
import { scriptTokens, speakableText, type SpokenWord } from './script-text.ts';

/** eSpeak's base rate: 150 words per minute is speed 1 in ESPEAK_VOICES. */
const BASE_WORDS_PER_MINUTE = 150;
/** Pauses after a sentence and after a paragraph: eSpeak's own (≈0.4 s / more) drag in a short video. */
export const SENTENCE_PAUSE_SECONDS = 0.3;
export const PARAGRAPH_PAUSE_SECONDS = 0.5;
/** Peak level of the result: -3 dBFS leaves headroom for AAC without sounding quiet. */
const TARGET_PEAK = 10 ** (-3 / 20);
const FADE_SECONDS = 0.005;

/** A stretch of the script spoken in one eSpeak call: one sentence, UTF-16 offsets into the script. */
export interface ScriptChunk {
  start: number;
  end: number;
  /** A line break follows: pause longer. */
  paragraphEnd: boolean;
}

/**
 * Splits a script into sentences: after . ! ? … (with closing quotes or brackets) followed by whitespace, and at every
 * line break. Each is spoken separately, so the pauses between them are ours and a long script can be stopped
 * between sentences.
 */
export function scriptChunks(script: string): ScriptChunk[] {
  const chunks: ScriptChunk[] = [];
  let start = 0;
  for (const match of script.matchAll(/(?<=[.!?…]["»”’')\]]*)\s+|\s*\n\s*/gu)) {
    const end = match.index;
    if (end > start) chunks.push({ start, end, paragraphEnd: match[0].includes('\n') });
    start = match.index + match[0].length;
  }
  if (start < script.length) chunks.push({ start, end: script.length, paragraphEnd: false });
  return chunks.filter((c) => /[\p{L}\p{N}]/u.test(script.slice(c.start, c.end)));
}

export interface EspeakSpeech {
  samples: Float32Array;
  sampleRate: number;
  /** One entry per script token that was spoken (tokenIndex set), in order. */
  words: SpokenWord[];
}

export interface SpeakOptions {
  /** Multiplier of the language's speed; clamped to 0.5..2. */
  rate?: number;
  /** Checked between sentences. */
  signal?: AbortSignal;
}

/**
 * Speaks a script with the built-in eSpeak voice of the language, sentence by sentence, and returns the samples with
 * each spoken token's times and phones from eSpeak's own events (exact, not estimated). Texts without letters or
 * digits give no samples and no words.
 */
export function speakWithEspeak(script: string, language: SpeechLanguage, options: SpeakOptions = {}): Promise<EspeakSpeech> {
  const { signal } = options;
  const rate = Math.min(2, Math.max(0.5, options.rate ?? 1));
  return withEspeak(async (espeak) => {
    const voice = ESPEAK_VOICES[language];
    // Klatt's glottal source is smoother than eSpeak's default sine-sum buzz (same phonemes and timing).
    if (espeak.set_voice(`${voice.voice}+klatt6`, '') !== 0) throw new Error(`eSpeak has no voice ${voice.voice}`);
    espeak.set_rate(Math.round(BASE_WORDS_PER_MINUTE * voice.speed * rate));
    espeak.set_pitch(50);
    espeak.set_range(50);
    const sampleRate = espeak.samplerate;
    const speakable = forEspeak(speakableText(script));
    const tokens = scriptTokens(script);
    const parts: Float32Array[] = [];
    let length = 0;
    const words: SpokenWord[] = [];
    for (const chunk of scriptChunks(script)) {
      signal?.throwIfAborted();
      const { samples, spoken } = speakChunk(espeak, speakable.slice(chunk.start, chunk.end), sampleRate);
      const offsetSeconds = length / sampleRate;
      let tokenIndex = 0;
      for (const word of spoken) {
        const at = chunk.start + word.offset;
        while (tokenIndex < tokens.length - 1 && tokens[tokenIndex]!.end <= at) tokenIndex++;
        const shifted = {
          start: word.start + offsetSeconds,
          end: word.end + offsetSeconds,
          phones: word.phones.map((p) => ({ ipa: p.ipa, start: p.start + offsetSeconds, end: p.end + offsetSeconds })),
        };
        const last = words.at(-1);
        // eSpeak may speak one written token as several words ("25.5%", "well-known"): one entry per token.
        if (last && last.tokenIndex === tokenIndex) {
          last.end = Math.max(last.end, shifted.end);
          last.phones.push(...shifted.phones);
        } else {
          words.push({ text: tokens[tokenIndex]!.text, tokenIndex, ...shifted });
        }
      }
      const pause = Math.round((chunk.paragraphEnd ? PARAGRAPH_PAUSE_SECONDS : SENTENCE_PAUSE_SECONDS) * sampleRate);
      parts.push(samples, new Float32Array(pause));
      length += samples.length + pause;
      await nextTurn(); // let an abort (or anything else waiting) in between sentences
    }
    signal?.throwIfAborted();
    const all = new Float32Array(length);
    let at = 0;
    for (const part of parts) {
      all.set(part, at);
      at += part.length;
    }
    normalizePeak(all);
    return { samples: all, sampleRate, words };
  }, signal);
}

/**
 * The script as eSpeak should read it, same length: "<" and ">" would start SSML-like tags that swallow the text after
 * them, so they are blanked.
 */
function forEspeak(text: string): string {
  return text.replace(/[<>]/g, ' ');
}

/** Speaks one sentence; the audio is cut where its last phone ends (eSpeak adds its own pause after it), with a short fade. */
function speakChunk(espeak: ESpeakNGWorker, text: string, sampleRate: number): { samples: Float32Array; spoken: ReturnType<typeof wordsFromEspeakEvents> } {
  const pieces: Int16Array[] = [];
  const events: Parameters<Parameters<ESpeakNGWorker['synthesize']>[1]>[1] = [];
  let total = 0;
  espeak.synthesize(text, (samples, chunkEvents) => {
    if (samples && samples.length > 0) {
      pieces.push(samples);
      total += samples.length;
    }
    events.push(...chunkEvents);
    return false;
  });
  const spoken = wordsFromEspeakEvents(events, text, total / sampleRate);
  const speechEnd = spoken.length ? Math.min(total, Math.ceil(spoken.at(-1)!.end * sampleRate)) : 0;
  const samples = new Float32Array(speechEnd);
  let at = 0;
  for (const piece of pieces) {
    for (let i = 0; i < piece.length && at < speechEnd; i++) samples[at++] = piece[i]! / 32768;
  }
  const fade = Math.min(samples.length, Math.round(FADE_SECONDS * sampleRate));
  for (let i = 0; i < fade; i++) samples[samples.length - 1 - i]! *= i / fade;
  return { samples, spoken };
}

function normalizePeak(samples: Float32Array): void {
  let peak = 0;
  for (const s of samples) peak = Math.max(peak, Math.abs(s));
  if (peak < 1e-6) return;
  const gain = TARGET_PEAK / peak;
  for (let i = 0; i < samples.length; i++) samples[i]! *= gain;
}
