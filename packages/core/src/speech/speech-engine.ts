import type { Config } from '../config/config.ts';
import type { Logger } from '../logging/logger.ts';
import { createExternalTts, TtsCallError } from './external-tts.ts';
import { alignSpeech, speakableText, synthesizeSpeech, type SpeechLanguage, type SpeechTimeline } from './media-speech.ts';

export type SpeechProvider = 'builtin' | 'external';

export interface SpokenAudio {
  timeline: SpeechTimeline;
  durationSeconds: number;
  /** Who made the voice: our eSpeak voices, or the configured text-to-speech service. */
  provider: SpeechProvider;
}

/** The product's voice: speaks scripts (external provider when configured, else built-in) and times recordings. */
export interface SpeechEngine {
  /**
   * Speaks `text` into a WAV at outputPath, with word timings. Never fails because the provider is down; aborting
   * `signal` (the job's deadline) stops it and rejects with the signal's reason.
   */
  speak(text: string, language: SpeechLanguage, outputPath: string, options?: { signal?: AbortSignal }): Promise<SpokenAudio>;
  /** Times the script against the user's own recording of it. */
  align(audioPath: string, text: string, language: SpeechLanguage, options?: { signal?: AbortSignal }): Promise<SpeechTimeline>;
}

export type SpeechConfig = Pick<Config, 'TTS_BASE_URL' | 'TTS_API_KEY' | 'TTS_MODEL' | 'TTS_VOICE' | 'TTS_TIMEOUT_SECONDS'>;

/** What the engine calls; tests and benchmarks may swap them. */
export interface SpeechEngineDeps {
  synthesize?: typeof synthesizeSpeech;
  align?: typeof alignSpeech;
  fetch?: typeof fetch;
}

/**
 * Built-in voice = media's eSpeak synthesis. External voice (TTS_BASE_URL set) = an OpenAI-compatible
 * /audio/speech call, transcoded to WAV and then timed with the aligner, since such providers return no timings.
 * Any external failure — HTTP error, timeout, non-audio, an answer the aligner finds silent — is logged and the
 * built-in voice answers instead.
 */
export function createSpeechEngine(config: SpeechConfig, logger: Pick<Logger, 'warn'>, deps: SpeechEngineDeps = {}): SpeechEngine {
  const synthesize = deps.synthesize ?? synthesizeSpeech;
  const align = deps.align ?? alignSpeech;
  const external = config.TTS_BASE_URL
    ? createExternalTts(
        {
          baseUrl: config.TTS_BASE_URL,
          apiKey: config.TTS_API_KEY,
          model: config.TTS_MODEL,
          voice: config.TTS_VOICE,
          timeoutMs: config.TTS_TIMEOUT_SECONDS * 1000,
        },
        deps.fetch,
      )
    : undefined;

  async function builtin(text: string, language: SpeechLanguage, outputPath: string, signal: AbortSignal | undefined): Promise<SpokenAudio> {
    const { timeline, durationSeconds } = await synthesize({ text, language, outputPath, ...(signal ? { signal } : {}) });
    return { timeline, durationSeconds, provider: 'builtin' };
  }

  return {
    async speak(text, language, outputPath, options = {}) {
      const { signal } = options;
      if (!external) return builtin(text, language, outputPath, signal);
      const started = Date.now();
      try {
        // Emoji and the # / @ of hashtags are shown, never read out (a service would say "rocket" for 🚀).
        const spoken = speakableText(text)
          .replace(/[ \t]{2,}/g, ' ')
          .replace(/ +([,.!?:;…])/g, '$1')
          .trim();
        const durationSeconds = await external.speak(spoken, outputPath, signal);
        // The service spoke the whole text: time every word (no search for where a reading stopped).
        const timeline = await align({ audioPath: outputPath, text, language, wholeText: true, ...(signal ? { signal } : {}) });
        return { timeline, durationSeconds, provider: 'external' };
      } catch (error) {
        // The caller gave up: no fallback voice, just stop.
        if (signal?.aborted) throw signal.reason;
        logger.warn(
          {
            err: error,
            kind: error instanceof TtsCallError ? error.kind : 'failed',
            status: error instanceof TtsCallError ? error.status : undefined,
            endpoint: external.endpoint,
            ms: Date.now() - started,
          },
          'text-to-speech provider failed; speaking with the built-in voice',
        );
        return builtin(text, language, outputPath, signal);
      }
    },
    align(audioPath, text, language, options = {}) {
      return align({ audioPath, text, language, ...(options.signal ? { signal: options.signal } : {}) });
    },
  };
}
