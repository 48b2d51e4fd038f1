export { createSpeechEngine, type SpeechEngine, type SpeechConfig, type SpeechEngineDeps, type SpeechProvider, type SpokenAudio } from './speech-engine.ts';
export {
  createExternalTts,
  splitForTts,
  looksLikeAudio,
  TtsCallError,
  MAX_TTS_INPUT_CHARS,
  type ExternalTtsConfig,
  type TtsFailureKind,
} from './external-tts.ts';
