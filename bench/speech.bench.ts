/**
 * bench:speech — the built-in voice and the recording alignment, the two speech steps a talking video waits for:
 * eSpeak synthesis of a ~3 minute script (ten paragraphs, with their pauses), and the DTW alignment of a 30 s script
 * to a "recording" of it read faster than the voice (mono AAC 48 kHz, as uploads are stored). Prints one JSON line.
 * Targets on a 2-core machine (they were limits inside the integration tests until issue 30): synthesis ≤ 60 s
 * (measured ~1.5–3 s), alignment ≤ 10 s (measured ~1 s for 25 s of audio).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alignSpeechDetailed, synthesizeSpeech } from '@reelcraft/media';
import { encodeAsRecording } from './recording.ts';

const SYNTHESIS_TARGET_MS = 60_000;
const ALIGNMENT_TARGET_MS = 10_000;
const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-bench-speech-'));
try {
  const paragraph =
    'Most people think growing an audience is about luck. It is not. It is about showing up every single day with something useful, even when nobody is watching yet. Pick one topic, post at the same time every day, and talk to one person, not to a crowd.';
  const synthesisStarted = performance.now();
  const long = await synthesizeSpeech({
    text: Array.from({ length: 10 }, () => paragraph).join('\n\n'),
    language: 'en',
    outputPath: path.join(dir, 'long.wav'),
  });
  const synthesisMs = performance.now() - synthesisStarted;

  const script = [
    'Here is the plan for the week. On Monday we film three short clips in the kitchen, with natural light from the window.',
    'On Tuesday we cut them, add captions and pick music that fits. Wednesday is for replies: answer every comment before noon.',
    'Thursday we post the best clip at seven in the evening, when most of our followers are online.',
    'Friday we look at the numbers together and decide what to keep, what to change, and what to drop next week.',
  ].join(' ');
  const readingWav = path.join(dir, 'reading.wav');
  const reading = await synthesizeSpeech({ text: script, language: 'en', outputPath: readingWav, rate: 1.3 });
  const recording = path.join(dir, 'reading.m4a');
  await encodeAsRecording(readingWav, recording, 'adelay=700,apad', reading.durationSeconds + 1.5);
  const alignmentStarted = performance.now();
  const aligned = await alignSpeechDetailed({ audioPath: recording, text: script, language: 'en' });
  const alignmentMs = performance.now() - alignmentStarted;

  console.log(
    JSON.stringify({
      bench: 'speech',
      synthesis_audio_seconds: Number(long.durationSeconds.toFixed(1)),
      synthesis_ms: Math.round(synthesisMs),
      synthesis_target_ms: SYNTHESIS_TARGET_MS,
      alignment_audio_seconds: Number(reading.durationSeconds.toFixed(1)),
      alignment_method: aligned.method,
      alignment_ms: Math.round(alignmentMs),
      alignment_target_ms: ALIGNMENT_TARGET_MS,
      pass: synthesisMs <= SYNTHESIS_TARGET_MS && alignmentMs <= ALIGNMENT_TARGET_MS,
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
