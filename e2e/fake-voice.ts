import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the fake microphone's WAV lives: a temp directory made once when the config loads (the workers inherit the
 * variable), so the browser flags and the global setup agree on the path.
 */
export function fakeVoicePath(): string {
  process.env.REELCRAFT_E2E_MEDIA_DIR ??= mkdtempSync(path.join(tmpdir(), 'reelcraft-e2e-media-'));
  return path.join(process.env.REELCRAFT_E2E_MEDIA_DIR, 'fake-voice.wav');
}

/** Chromium flags: grant the microphone without a prompt and feed it the WAV once (then silence). */
export function fakeMicrophoneArgs(): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${fakeVoicePath()}%noloop`];
}
