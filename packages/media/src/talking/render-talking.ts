import { rm } from 'node:fs/promises';
import path from 'node:path';
import { mixSoundtrack } from '../audio/mix/mix-soundtrack.ts';
import { createTalkingPhoto } from '../avatar/talking-photo.ts';
import { blinkTrack, idleHeadTrack } from '../avatar/motion-tracks.ts';
import type { AvatarFrameState, RgbaImage } from '../avatar/animator-api.ts';
import type { FaceLandmarks } from '../face/face-landmarks.ts';
import { decodePcm } from '../speech/decode-pcm.ts';
import { loudnessEnvelope } from '../speech/loudness-envelope.ts';
import { mouthTrack } from '../speech/mouth-track.ts';
import { scriptTokens } from '../speech/script-text.ts';
import type { SpeechTimeline } from '../speech/timeline.ts';
import { captionWordsFromTimeline } from '../video/talking-captions.ts';
import { renderSceneVideo, type Scene, type SceneVideoResult } from '../video/scene-video.ts';
import { PHOTO_MOTIONS } from '../video/photo-parts.ts';
import type { StoryGraphic } from '../video/story-graphic.ts';
import type { CaptionLook } from '../captions/caption-look.ts';
import type { CaptionWord } from '../captions/ass.ts';
import type { VideoEncoding } from '../meme/meme-args.ts';
import { makeWorkDir } from '../temp/work-dir.ts';

/**
 * A stretch of a talking video, starting at a word of the script (`fromWord`: the index of a whitespace-separated
 * token of the script the timeline times): the avatar speaking, or a photo with a title. A scene starting at a word
 * the timeline does not hold (a recording that covers only the start of the script) is left out.
 */
export type TalkingScene =
  | { kind: 'avatar'; fromWord: number }
  | { kind: 'photo'; fromWord: number; image: RgbaImage; title?: string }
  /** A scene made by code for the beat (issue 33). */
  | { kind: 'graphic'; fromWord: number; graphic: StoryGraphic };

export interface RenderTalkingOptions {
  /** The photo with the face, and its landmarks in this image's pixels. */
  photo: RgbaImage;
  face: FaceLandmarks;
  /** The voice, and when each word is spoken in it. */
  audioPath: string;
  timeline: SpeechTimeline;
  /** Defaults to one avatar scene for the whole video. */
  scenes?: readonly TalkingScene[];
  language: string;
  /** Makes blinks and head motion differ between videos, and repeat for the same video. */
  seed: number;
  outputPath: string;
  thumbnailPath?: string;
  /** Default 360. */
  thumbnailWidth?: number;
  width?: number;
  height?: number;
  fps?: number;
  encoding?: Partial<VideoEncoding>;
  /** The creator's caption preset, position and highlight colour. */
  captionLook?: CaptionLook;
  /** The caption words, when the creator edited them (fixes, emphasis); default: the timeline's words. */
  captionWords?: readonly CaptionWord[];
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

const ENVELOPE_RATE = 16_000;
/** Seconds of stillness kept after the last word, so the video does not cut the final syllable. */
const TAIL_SECONDS = 0.4;

/**
 * The built-in talking avatar: the mouth follows the phones and the loudness of the voice (one frame early), the
 * eyes blink, the head drifts; story scenes cut to photos between avatar scenes. Captions throughout, one FFmpeg.
 */
export async function renderTalking(options: RenderTalkingOptions): Promise<Pick<SceneVideoResult, 'durationSeconds' | 'changes' | 'transitions'>> {
  const width = options.width ?? 720;
  const height = options.height ?? 1280;
  const fps = options.fps ?? 30;
  const { timeline } = options;
  const lastWordEnd = timeline.words.at(-1)?.end ?? 0;
  const durationSeconds = Math.max(timeline.durationSeconds, lastWordEnd + TAIL_SECONDS, 1);
  const frameCount = Math.max(1, Math.round(durationSeconds * fps));

  const pcm = await decodePcm(options.audioPath, ENVELOPE_RATE, options.signal ? { signal: options.signal } : {});
  const envelope = loudnessEnvelope(pcm, ENVELOPE_RATE, fps);
  const mouth = mouthTrack({ timeline, envelope, fps, frameCount, leadFrames: 1 });
  const blinks = blinkTrack({ durationSeconds, fps, seed: options.seed });
  const head = idleHeadTrack({ durationSeconds, fps, seed: options.seed, width });
  const talking = createTalkingPhoto(options.photo, options.face, { width, height });

  const state: AvatarFrameState = { mouth: { open: 0, width: 0 }, blink: 0, head: { dx: 0, dy: 0, roll: 0, zoom: 1 } };
  const drawAvatar = (frameIndex: number, _time: number, target: Uint8Array) => {
    const i = Math.min(frameCount - 1, Math.max(0, frameIndex));
    state.mouth = mouth[i] ?? state.mouth;
    state.blink = blinks[i] ?? 0;
    state.head = head[i] ?? state.head;
    talking.drawFrame(state, target);
  };

  const plan = options.scenes && options.scenes.length > 0 ? options.scenes : [{ kind: 'avatar' as const, fromWord: 0 }];
  const wordAt = timelineWordOfToken(timeline);
  const startOf = (scene: TalkingScene, index: number) => (index === 0 ? 0 : (timeline.words[wordAt(scene.fromWord)]?.start ?? durationSeconds));
  const scenes: Scene[] = [];
  let photoCount = 0;
  plan.forEach((scene, index) => {
    const start = startOf(scene, index);
    const next = plan[index + 1];
    const end = next ? startOf(next, index + 1) : durationSeconds;
    if (end <= start) return;
    if (scene.kind === 'avatar') scenes.push({ kind: 'avatar', start, end, draw: drawAvatar });
    else if (scene.kind === 'graphic') scenes.push({ kind: 'graphic', start, end, graphic: scene.graphic });
    else {
      scenes.push({
        kind: 'photo',
        start,
        end,
        image: scene.image,
        motion: PHOTO_MOTIONS[Math.abs(Math.floor(options.seed) + photoCount++) % PHOTO_MOTIONS.length] ?? 'zoom_in',
        ...(scene.title ? { title: scene.title } : {}),
      });
    }
  });

  const faceBottom = talking.faceBox.y + talking.faceBox.height;
  // The voice, normalised like every video's sound: -14 LUFS integrated, true peak under -1 dBTP.
  const soundDir = await makeWorkDir('talking-sound');
  const voicePath = path.join(soundDir, 'voice.wav');
  await mixSoundtrack({ durationSeconds, voicePath: options.audioPath, outputPath: voicePath, ...(options.signal ? { signal: options.signal } : {}) }).catch(
    async (error: unknown) => {
      await rm(soundDir, { recursive: true, force: true });
      throw error;
    },
  );
  const result = await renderSceneVideo({
    width,
    height,
    fps,
    durationSeconds,
    audioPath: voicePath,
    words: options.captionWords ?? captionWordsFromTimeline(timeline),
    scenes,
    outputPath: options.outputPath,
    language: options.language,
    seed: options.seed,
    faceBottomY: faceBottom,
    faceTopY: talking.faceBox.y,
    ...(options.thumbnailPath ? { thumbnailPath: options.thumbnailPath } : {}),
    ...(options.thumbnailWidth ? { thumbnailWidth: options.thumbnailWidth } : {}),
    ...(options.encoding ? { encoding: options.encoding } : {}),
    ...(options.captionLook ? { captionLook: options.captionLook } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  }).finally(() => rm(soundDir, { recursive: true, force: true }));
  return { durationSeconds: result.durationSeconds, changes: result.changes, transitions: result.transitions };
}

/**
 * Maps an index of the script's tokens to the timeline word holding it: a timeline word may carry several tokens (a
 * lone "—" or an emoji joins its neighbour). Past the timed words (never said): an index past the timeline.
 */
export function timelineWordOfToken(timeline: Pick<SpeechTimeline, 'words'>): (token: number) => number {
  const firstToken: number[] = [];
  let count = 0;
  for (const word of timeline.words) {
    firstToken.push(count);
    count += Math.max(1, scriptTokens(word.text).length);
  }
  return (token) => {
    if (token >= count) return timeline.words.length;
    let index = 0;
    while (index + 1 < firstToken.length && firstToken[index + 1]! <= token) index++;
    return index;
  };
}
