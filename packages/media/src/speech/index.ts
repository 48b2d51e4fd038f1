// Speech: built-in text-to-speech with word/phone timings, timing a script against a recording, and the mouth
// motion derived from both (loudness envelope, IPA → viseme, per-frame mouth track).
export type { SpeechTimeline, TimedWord, TimedPhone, ScriptCoverage } from './timeline.ts';
export { speechLanguages, isSpeechLanguage, ESPEAK_VOICES, type SpeechLanguage, type EspeakVoiceChoice } from './languages.ts';
export { synthesizeSpeech, MAX_SPEECH_TEXT_CHARS, type SynthesizeSpeechOptions, type SynthesizedSpeech } from './synthesize-speech.ts';
export { alignSpeech, alignSpeechDetailed, countScriptWords, type AlignSpeechOptions, type AlignmentMethod } from './align-speech.ts';
export { heuristicAlign } from './heuristic-align.ts';
export { decodePcm, type DecodePcmOptions } from './decode-pcm.ts';
export { writePcmWav, SPEECH_WAV_SAMPLE_RATE, type WritePcmWavOptions } from './write-wav.ts';
export { loudnessEnvelope } from './loudness-envelope.ts';
export { visemeForPhone, visemeSegments, isBilabialClosure, REST_POSE, DEFAULT_SPEECH_POSE } from './visemes.ts';
export { mouthTrack, type MouthTrackOptions } from './mouth-track.ts';
export { mapSpokenWordsToScript, scriptTokens, speakableText, type ScriptToken, type SpokenWord } from './script-text.ts';
