export { startFakeTts, type FakeTts, type FakeTtsMode, type FakeTtsOptions, type FakeTtsRequest } from './fake-tts.ts';
export { speechLikePcm, encodeWav, FAKE_TTS_SAMPLE_RATE } from './speech-like-wav.ts';
