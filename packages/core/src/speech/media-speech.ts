// The media package's speech functions, in one place. media/src/index.ts does not re-export speech/ yet; once it
// does, replace this relative path with '@reelcraft/media' (nothing else in core/speech needs to change).
export { alignSpeech, decodePcm, speakableText, synthesizeSpeech, writePcmWav, type SpeechLanguage, type SpeechTimeline } from '@reelcraft/media';
