/**
 * `npm run media-samples [-- <output folder>] [-- --only avatar,story]`: renders every content type the way a creator
 * gets it, for review (issue 33, item 7). The product's core and job runner start in this process in demo mode (the
 * fake Instagram, the built-in voice, RENDER_PROFILE=full, BILLING=off, a fresh temporary DATA_DIR); one signed-up
 * user uploads sample photos and asks, through the Hono app (`app.request`, the same routes the web app calls), in
 * English and Russian, for: a talking avatar with the built-in voice and with a "recording" (the draft read by the
 * built-in voice at 0.8× speed, uploaded as the user's audio), a story from three photos, a meme with a photo, a meme
 * without one, a face meme, and a short avatar per caption preset (when the contract has `caption_look`).
 *
 * Each MP4 lands in the output folder (default /tmp/reelcraft-samples) with, beside it, a folder of frames every 2 s (PNG)
 * and contact sheets; one JSON line per video is printed: type, language, duration, scene changes
 * (select='gt(scene,0.2)'), the longest gap between them, integrated loudness (ebur128) and the contact sheets.
 * Fields the contract does not have yet (several story photos, caption looks) are left out, so it runs on any main.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTION_PRESETS, generateSuggestionRequestSchema, storytellingFormSchema } from '@reelcraft/contract';
import { closeCore, createCore, createLogger, loadConfig } from '@reelcraft/core';
import { demoInstagramEnv, startFakeInstagram } from '@reelcraft/fakes';
import { sampleFacePhoto, sampleGroupPhoto, sampleNoFacePhoto, synthesizeSpeech, type SpeechLanguage } from '@reelcraft/media';
import { buildApp } from '../apps/server/src/http/app.ts';
import { registerJobs } from '../apps/server/src/jobs/index.ts';
import { inspectVideo } from './media-samples/inspect-video.ts';
import { sampleStreetPhoto } from './media-samples/sample-photos.ts';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? new Set((args[onlyIndex + 1] ?? '').split(',')) : undefined;
const outDir = path.resolve(args.find((arg, index) => !arg.startsWith('--') && !(onlyIndex >= 0 && index === onlyIndex + 1)) ?? '/tmp/reelcraft-samples');
const LANGUAGES: SpeechLanguage[] = ['en', 'ru'];
/** A hang guard, not a speed check: a 90 s story at full size on a loaded 2-core machine takes minutes. */
const WAIT_MS = 20 * 60_000;

const started = performance.now();
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'reelcraft-media-samples-'));
const fake = await startFakeInstagram();
Object.assign(process.env, demoInstagramEnv(fake, { withSession: true }), {
  DATA_DIR: dataDir,
  NODE_ENV: 'development',
  DEV_OUTBOX: 'true',
  RENDER_PROFILE: 'full',
  BILLING: 'off',
  DAILY_GENERATION_LIMIT: '1000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
});
const config = loadConfig();
const core = await createCore(config, { logger: createLogger(config.LOG_LEVEL, { role: 'media-samples' }), supervise: true });
await registerJobs(core);
const app = buildApp({ core, role: 'all', version: 'media-samples', webDistDir: config.WEB_DIST_DIR });

type Json = Record<string, unknown>;
type Suggestion = { id: string; type: string; status: string; video_url: string | null; error: { code: string; message?: string } | null; result: Json | null };
type FormValue = string | string[] | { data: Buffer; name: string };

let token = '';
const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function call<T>(method: string, url: string, body?: unknown, expected = [200, 201, 202]): Promise<T> {
  const response = await app.request(url, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...auth() },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!expected.includes(response.status)) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function postForm<T>(url: string, fields: Record<string, FormValue>): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else form.append(key, new Blob([new Uint8Array(value.data)]), value.name);
  }
  const response = await app.request(url, { method: 'POST', body: form, headers: { 'accept-language': 'en', ...auth() } });
  if (response.status >= 300) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Fields of today's contract, so requests carry only what this version of the server accepts. */
const generateFields = new Set(Object.keys(generateSuggestionRequestSchema.shape));
const storyFields = new Set(Object.keys(storytellingFormSchema.shape));

async function uploadPhoto(data: Buffer, purpose: 'avatar' | 'general', name: string): Promise<string> {
  const image = await postForm<{ id: string; face_status?: string }>('/api/users/images', { image: { data, name }, purpose });
  return image.id;
}

async function uploadRecording(text: string, language: SpeechLanguage): Promise<string> {
  const file = path.join(dataDir, `recording-${language}.wav`);
  // A stand-in for the creator's voice: the same script read by the built-in voice, slower than it would speak.
  await synthesizeSpeech({ text, language, outputPath: file, rate: 0.8 });
  const audio = await postForm<{ id: string }>('/api/users/audio', { audio: { data: await readFile(file), name: `take-${language}.wav` } });
  return audio.id;
}

interface Job {
  name: string;
  type: string;
  language: string;
  preset?: string;
  start: () => Promise<Suggestion>;
}

async function waitFor(id: string): Promise<Suggestion> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const item = await call<Suggestion>('GET', `/api/suggestions/${id}`);
    if (item.status !== 'creating') return item;
    if (Date.now() > deadline) throw new Error(`suggestion ${id} still creating after ${WAIT_MS / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function save(item: Suggestion, name: string): Promise<string> {
  if (!item.video_url) throw new Error(`${name}: ready without a video`);
  const response = await app.request(item.video_url);
  if (response.status !== 200) throw new Error(`${name}: the video link answered ${response.status}`);
  const file = path.join(outDir, `${name}.mp4`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return file;
}

let failures = 0;
try {
  token = (await call<{ access_token: string }>('POST', '/api/users/web', { email: 'samples@example.com', password: 'samples-password-123', language: 'en' }))
    .access_token;

  // A smiling portrait for the avatar and the story, another face for the face meme, three people for the photo
  // meme (text must keep off all of them), and two photos without a face drawn by code for the story.
  const smiling = await sampleFacePhoto(3, 0);
  const avatarId = await uploadPhoto(smiling, 'avatar', 'smiling.jpg');
  const groupId = await uploadPhoto(await sampleGroupPhoto(), 'general', 'friends.jpg');
  const landscapeId = await uploadPhoto(await sampleNoFacePhoto(), 'general', 'hills.jpg');
  const streetId = await uploadPhoto(await sampleStreetPhoto(), 'general', 'street.jpg');
  const faceMemePhoto = await sampleFacePhoto(6, 1);

  const jobs: Job[] = [];
  const withLook = (preset: string) => (generateFields.has('caption_look') ? { caption_look: { preset } } : {});
  for (const language of LANGUAGES) {
    jobs.push({
      name: `avatar-voice-${language}`,
      type: 'avatar',
      language,
      start: () => call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: avatarId, language }),
    });
    jobs.push({
      name: `avatar-recording-${language}`,
      type: 'avatar',
      language,
      start: async () => {
        const draft = await call<{ result: Json; read_aloud: string }>('POST', '/api/suggestions/draft', { type: 'avatar', language });
        const audioId = await uploadRecording(draft.read_aloud, language);
        return call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: avatarId, language, audio_id: audioId, script: draft.result });
      },
    });
    jobs.push({
      name: `story-${language}`,
      type: 'storytelling',
      language,
      start: () =>
        postForm('/api/suggestions/generate-storytelling', {
          image_id: avatarId,
          language,
          user_input: '',
          // Several photos once the contract takes them; today the story shows the one photo.
          ...(storyFields.has('image_ids') ? { image_ids: [avatarId, landscapeId, streetId] } : {}),
        }),
    });
    jobs.push({
      name: `meme-photo-${language}`,
      type: 'meme',
      language,
      start: () => call('POST', '/api/suggestions/generate', { type: 'meme', image_id: groupId, language }),
    });
    jobs.push({ name: `meme-nophoto-${language}`, type: 'meme', language, start: () => call('POST', '/api/suggestions/generate', { type: 'meme', language }) });
    jobs.push({
      name: `face-meme-${language}`,
      type: 'face_meme',
      language,
      start: () => postForm('/api/suggestions/generate-face-meme', { image: { data: faceMemePhoto, name: 'face.jpg' }, language }),
    });
    if (generateFields.has('caption_look')) {
      for (const preset of CAPTION_PRESETS) {
        jobs.push({
          name: `caption-${preset}-${language}`,
          type: 'avatar',
          language,
          preset,
          start: async () => {
            // Two beats are enough to see a caption style, and keep twelve extra renders short.
            const draft = await call<{ result: Json & { beats: Json[] } }>('POST', '/api/suggestions/draft', { type: 'avatar', language });
            const script = { ...draft.result, beats: draft.result.beats.slice(0, 2) };
            return call('POST', '/api/suggestions/generate', { type: 'avatar', image_id: avatarId, language, script, ...withLook(preset) });
          },
        });
      }
    }
  }
  if (!generateFields.has('caption_look')) console.error('media-samples: this contract has no caption_look yet: no per-preset avatars');
  const selected = jobs.filter((job) => !only || [...only].some((word) => job.name.includes(word)));

  // Everything is asked for first, as a creator with several tabs would; the job runner renders them in turn.
  const queued: Array<{ job: Job; id: string; asked: number } | { job: Job; error: string }> = [];
  for (const job of selected) {
    try {
      queued.push({ job, id: (await job.start()).id, asked: performance.now() });
    } catch (error) {
      queued.push({ job, error: error instanceof Error ? error.message : String(error) });
    }
  }
  for (const entry of queued) {
    const { job } = entry;
    const base = { type: job.type, language: job.language, ...(job.preset ? { preset: job.preset } : {}), name: job.name };
    try {
      if ('error' in entry) throw new Error(entry.error);
      const item = await waitFor(entry.id);
      if (item.status !== 'ready') throw new Error(`${item.status}: ${item.error?.code ?? ''} ${item.error?.message ?? ''}`);
      const file = await save(item, job.name);
      const report = await inspectVideo(file, outDir, job.name);
      console.log(JSON.stringify({ ...base, ok: true, file, ...report, ready_after_s: Math.round((performance.now() - entry.asked) / 1000) }));
    } catch (error) {
      failures += 1;
      console.log(JSON.stringify({ ...base, ok: false, error: error instanceof Error ? error.message : String(error) }));
    }
  }
  console.error(`media-samples: ${selected.length - failures}/${selected.length} videos in ${outDir}, ${Math.round((performance.now() - started) / 1000)} s`);
} finally {
  await closeCore(core, 10_000).catch(() => undefined);
  await fake.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures > 0 ? 1 : 0);
