import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserAudio, UserImage } from '@reelcraft/contract';
import { resolveFfmpeg, sampleFacePhoto, synthesizeSpeech, type SpeechLanguage } from '@reelcraft/media';
import { expect } from 'vitest';
import { json, postForm } from './http.ts';
import type { TestApp } from './test-app.ts';

export interface PhotoOptions {
  /** The image bytes; a clear single-face portrait (sample photo 3) by default. */
  data?: Buffer;
  /** 'avatar' (the first-video photo, checked for one clear face) or 'general'. */
  purpose?: 'avatar' | 'general';
  name?: string;
  /** Accept-Language of the upload (refusal messages are translated). */
  language?: string;
}

/** POST /api/users/images as the app's upload form sends it; the raw answer (for refusals). */
export async function postPhoto(t: Pick<TestApp, 'app'>, token: string, options: PhotoOptions = {}): Promise<Response> {
  const data = options.data ?? (await sampleFacePhoto(3, 0));
  return postForm(t, '/api/users/images', { image: { data, name: options.name ?? 'me.jpg' }, purpose: options.purpose ?? 'avatar' }, token, {
    'accept-language': options.language ?? 'en',
  });
}

/** An uploaded photo (201 asserted): its stored record, with id, size, signed links and face status. */
export async function uploadPhoto(t: Pick<TestApp, 'app'>, token: string, options: PhotoOptions = {}): Promise<UserImage> {
  const response = await postPhoto(t, token, options);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<UserImage>(response);
}

export interface RecordingOptions {
  /** The words read aloud by the built-in synthesizer, as "the user's recording" (ignored when `data` is given). */
  text?: string;
  language?: SpeechLanguage;
  /** Speaking rate of the synthesized reading (1 = the voice's own). */
  rate?: number;
  /** A recording's bytes (webm, ogg, mp4, wav or mp3), uploaded as they are. */
  data?: Buffer;
  name?: string;
}

/**
 * An uploaded voice recording (201 asserted): the stored record, and for a synthesized one the length of the reading
 * as the synthesizer measured it.
 */
export async function uploadRecording(
  t: Pick<TestApp, 'app'>,
  token: string,
  options: RecordingOptions = {},
): Promise<UserAudio & { spokenSeconds: number | null }> {
  let data = options.data;
  let spokenSeconds: number | null = null;
  if (!data) {
    const dir = mkdtempSync(path.join(tmpdir(), 'reelcraft-recording-'));
    try {
      const output = path.join(dir, 'take.wav');
      const text = options.text ?? 'This is my own voice reading the script for the video.';
      const reading = await synthesizeSpeech({ text, language: options.language ?? 'en', outputPath: output, ...(options.rate ? { rate: options.rate } : {}) });
      spokenSeconds = reading.durationSeconds;
      data = readFileSync(output);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const response = await postForm(t, '/api/users/audio', { audio: { data, name: options.name ?? 'take.wav' } }, token, {
    'accept-language': options.language ?? 'en',
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return { ...(await json<UserAudio>(response)), spokenSeconds };
}

/** FFmpeg's EBU R128 meter on a file's sound: integrated loudness (LUFS) and true peak (dBFS). */
export function loudness(file: string): Promise<{ lufs: number; truePeak: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      resolveFfmpeg().ffmpeg,
      ['-hide_banner', '-nostats', '-i', file, '-map', '0:a:0', '-af', 'ebur128=peak=true', '-f', 'null', '-'],
      (error, _out, stderr) => {
        if (error) return reject(error);
        const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
        resolve({ lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]), truePeak: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]) });
      },
    );
  });
}
