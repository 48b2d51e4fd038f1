import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@reelcraft/contract';
import { normalizeLanguage } from '@reelcraft/i18n';
import {
  captionWordsFromTimeline,
  loadRgbaImage,
  makeWorkDir,
  type RgbaImage,
  type ScriptCoverage,
  type SpeechTimeline,
  type TalkingScene,
  timelineWordOfToken,
} from '@reelcraft/media';
import type { Core } from '../context.ts';
import { readStoredBuffer, usableFaceOf } from '../media-library/photo-face.ts';
import { findUserAudio, findUserImage, listUserImages } from '../media-library/user-media.repository.ts';
import { signMediaLink } from '../storage/media-links.ts';
import type { WriterResult } from '../writer/writer.schema.ts';
import { spokenLines } from './draft-script.ts';
import { applyCaptionEdits, captionEditsOf, captionLookOf, hasCaptionEdits, renderedCaptions } from './caption-edits.ts';
import { type RenderedVideo, storeRenderedVideo } from './render-meme-video.ts';
import type { SuggestionRow } from './suggestions.repository.ts';
import { throttledProgress } from './throttled-progress.ts';
import { chosenStoryPhotoIds } from './story-photos.ts';
import { planStoryScenes } from './story-scenes.ts';

type Progress = (percent: number, stage: string) => Promise<void>;

/** A story asked for with one photo through the old API: that photo, then the user's latest others. */
const STORY_EXTRA_PHOTOS = 3;
const PHOTO_MAX_SIDE = 1600;

/** A rendered talking video; `recording` when the voice is the user's recording: how much of the script it covers. */
export type RenderedTalkingVideo = RenderedVideo & { recording?: ScriptCoverage };

/**
 * A talking avatar (type 'avatar') or a story (type 'storytelling'): the voice (the user's recording aligned to the
 * script, or text-to-speech), then the user's photo animated to it — by the external talking-head service when one
 * is configured (avatars only; any failure falls back), otherwise by our own animator — with captions throughout.
 * A recording of only part of the script gives a video of that part: captions show what was said, story scenes
 * whose words were not read are left out, the video ends with the recording, and `recording` says how much was read.
 */
export async function renderTalkingVideo(
  core: Core,
  row: SuggestionRow,
  result: WriterResult,
  progress: Progress,
  signal?: AbortSignal,
): Promise<RenderedTalkingVideo> {
  const aborting = signal ? { signal } : {};
  const imageId = typeof row.request.image_id === 'string' ? row.request.image_id : '';
  const image = await findUserImage(core.db, row.userId, imageId);
  if (!image) throw new AppError('NOT_FOUND', { field: 'image_id' });
  const face = await usableFaceOf(core, image);
  const language = normalizeLanguage(row.language);
  const seed = createHash('sha256').update(row.id).digest().readUInt32LE(0);
  const lines = spokenLines(result);
  const text = lines.join('\n\n');
  const log = core.logger.child({ suggestion: row.id, type: row.type });
  const work = await makeWorkDir('talking');
  try {
    await progress(10, 'voice');
    const photoPath = path.join(work, 'photo.jpg');
    await core.storage.downloadTo(image.storageKey, photoPath);

    // The voice: what the user recorded reading the script, timed against it; otherwise a synthesized voice.
    let audioPath: string;
    let timeline: SpeechTimeline;
    let coverage: ScriptCoverage | undefined;
    const audioId = typeof row.request.audio_id === 'string' ? row.request.audio_id : undefined;
    const recording = audioId ? await findUserAudio(core.db, row.userId, audioId) : undefined;
    if (recording) {
      audioPath = path.join(work, 'voice.m4a');
      await core.storage.downloadTo(recording.storageKey, audioPath);
      timeline = await core.speech.align(audioPath, text, language, aborting);
      if (timeline.coverage) {
        coverage = { readWords: timeline.coverage.readWords, scriptWords: timeline.coverage.scriptWords };
        if (coverage.readWords < coverage.scriptWords) log.info(coverage, 'the recording covers part of the script');
      }
    } else {
      audioPath = path.join(work, 'voice.wav');
      ({ timeline } = await core.speech.speak(text, language, audioPath, aborting));
    }
    signal?.throwIfAborted();
    await progress(20, 'animating');
    // The captions: the words the voice speaks, with the creator's fixes and emphasis (the audio stays as spoken).
    const look = captionLookOf(row.request);
    const edits = captionEditsOf(row.request);
    const captionWords = applyCaptionEdits(captionWordsFromTimeline(timeline), edits);
    const captions = renderedCaptions(captionWords, look);
    const captionInput = { ...(hasCaptionEdits(edits) ? { captionWords } : {}), ...(look ? { captionLook: look } : {}) };

    const outputPath = path.join(work, 'video.mp4');
    const thumbnailPath = path.join(work, 'video.jpg');
    const onProgress = throttledProgress((fraction) => progress(20 + fraction * 75, 'animating'), 0.03);

    if (row.type === 'avatar' && core.talkingHead) {
      try {
        const external = path.join(work, 'external.mp4');
        const expiresAt = new Date(core.now().getTime() + talkingHeadLinkSeconds(core.config) * 1000);
        const link = (key: string) => core.publicUrl + signMediaLink(core.jwtKey, { storageKey: key, expiresAt });
        const voiceKey = `users/${row.userId}/suggestions/${row.id}/voice-${Date.now().toString(36)}${path.extname(audioPath)}`;
        await core.storage.putFile(voiceKey, audioPath);
        try {
          await core.talkingHead.render({ photoUrl: link(image.storageKey), audioUrl: link(voiceKey), outputPath: external, ...aborting });
        } finally {
          await core.storage.delete(voiceKey).catch(() => undefined);
        }
        const rendered = await core.renderer.reframeTalkingHead({
          videoPath: external,
          audioPath,
          timeline,
          language,
          outputPath,
          thumbnailPath,
          ...captionInput,
          onProgress: onProgress.report,
          ...aborting,
        });
        await onProgress.flush();
        await progress(96, 'storing');
        return withCoverage(
          { ...(await storeRenderedVideo(core, row, 'avatar', outputPath, thumbnailPath, rendered.durationSeconds, signal)), captions },
          coverage,
        );
      } catch (error) {
        // Out of time (or no longer ours): stop, do not start the built-in animator as a fallback.
        if (signal?.aborted) throw signal.reason;
        log.warn({ err: error }, 'talking-head service failed; rendering with the built-in animator');
      }
    }

    const photo = await loadRgbaImage(photoPath, PHOTO_MAX_SIDE);
    const scenes = row.type === 'storytelling' ? await storyScenes(core, row, result, image, photo, timeline) : [{ kind: 'avatar' as const, fromWord: 0 }];
    const rendered = await core.renderer.talking({
      photo,
      face: scaleFace(face, photo),
      audioPath,
      timeline,
      scenes,
      language,
      seed,
      ...captionInput,
      outputPath,
      thumbnailPath,
      onProgress: onProgress.report,
      ...aborting,
    });
    await onProgress.flush();
    await progress(96, 'storing');
    return withCoverage(
      {
        ...(await storeRenderedVideo(core, row, row.type === 'storytelling' ? 'story' : 'avatar', outputPath, thumbnailPath, rendered.durationSeconds, signal)),
        captions,
      },
      coverage,
    );
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function withCoverage(video: RenderedVideo, coverage: ScriptCoverage | undefined): RenderedTalkingVideo {
  return coverage ? { ...video, recording: coverage } : video;
}

/**
 * How long the links handed to the talking-head service live. The service fetches the photo and the voice while it
 * works, which is at most TALKING_HEAD_TIMEOUT_SECONDS (we stop waiting and delete the voice then); and no link of
 * ours outlives MEDIA_LINK_TTL_SECONDS, the operator's bound on every signed link.
 */
export function talkingHeadLinkSeconds(config: Pick<Core['config'], 'MEDIA_LINK_TTL_SECONDS' | 'TALKING_HEAD_TIMEOUT_SECONDS'>): number {
  return Math.min(config.MEDIA_LINK_TTL_SECONDS, config.TALKING_HEAD_TIMEOUT_SECONDS);
}

/**
 * A story's scenes (content/story-scenes.ts) with its photos: exactly the photos the creator chose, in their order;
 * a story asked for with `image_id` alone (the API before issue 33) shows that photo and the user's latest others.
 * A photo that cannot be read is left out, and the story goes on with the rest.
 */
async function storyScenes(
  core: Core,
  row: SuggestionRow,
  result: WriterResult,
  image: { id: string },
  photo: RgbaImage,
  timeline: SpeechTimeline,
): Promise<TalkingScene[]> {
  const chosen = chosenStoryPhotoIds(row.request);
  const ids =
    chosen.length > 0
      ? chosen
      : [
          image.id,
          ...(await listUserImages(core.db, row.userId, 0, STORY_EXTRA_PHOTOS + 1)).items
            .map((item) => item.id)
            .filter((id) => id !== image.id)
            .slice(0, STORY_EXTRA_PHOTOS),
        ];
  const photos: RgbaImage[] = [];
  let speakingPhoto: number | undefined;
  for (const id of ids) {
    if (id === image.id) {
      speakingPhoto = photos.length;
      photos.push(photo);
      continue;
    }
    const stored = await findUserImage(core.db, row.userId, id);
    if (!stored) continue;
    try {
      photos.push(await loadRgbaImage(await readStoredBuffer(core, stored.storageKey), PHOTO_MAX_SIDE));
    } catch (error) {
      core.logger.warn({ err: error, image: id }, 'a story photo could not be read; skipped');
    }
  }
  if (photos.length === 0) photos.push(photo);
  const wordAt = timelineWordOfToken(timeline);
  const plan = planStoryScenes({
    beats: result.beats,
    photoCount: photos.length,
    ...(speakingPhoto !== undefined ? { speakingPhoto } : {}),
    tokenStart: (token) => timeline.words[wordAt(token)]?.start,
    endSeconds: timeline.words.at(-1)?.end ?? timeline.durationSeconds,
  });
  return plan.map((scene): TalkingScene => {
    if (scene.kind !== 'photo') return scene;
    return { kind: 'photo', fromWord: scene.fromWord, image: photos[scene.photo] ?? photo, ...(scene.title ? { title: scene.title } : {}) };
  });
}

/** Landmarks were found on the stored JPEG; the animator gets the photo possibly downscaled. */
function scaleFace<T extends { imageWidth: number; imageHeight: number; box: [number, number, number, number]; mesh: Array<[number, number, number]> }>(
  face: T,
  photo: RgbaImage,
): T {
  const s = photo.width / face.imageWidth;
  if (Math.abs(s - 1) < 1e-6) return face;
  return {
    ...face,
    imageWidth: photo.width,
    imageHeight: photo.height,
    box: face.box.map((v) => v * s) as [number, number, number, number],
    mesh: face.mesh.map(([x, y, z]) => [x * s, y * s, z * s] as [number, number, number]),
  };
}
