import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RgbaImage } from '../avatar/animator-api.ts';
import type { CaptionWord } from '../captions/ass.ts';
import type { CaptionLook } from '../captions/caption-look.ts';
import type { VideoEncoding } from '../meme/meme-args.ts';
import { makeWorkDir } from '../temp/work-dir.ts';
import { blendFrames, pixels32 } from './bilinear.ts';
import { renderFrameStream, type FrameStreamResult } from './frame-stream.ts';
import { PhotoDrawer, preparePhoto, type PhotoMotion } from './ken-burns.ts';
import { createFramePlan, planFrame } from './scene-plan.ts';
import type { StoryGraphic } from './story-graphic.ts';
import { buildTalkingCaptionsDocument, type SceneTitle } from './talking-captions.ts';

export type Scene =
  | {
      kind: 'avatar';
      start: number;
      end: number;
      /** Writes the whole RGBA frame; timeSeconds is the video time (it may lie just outside start..end during a crossfade). */
      draw: (frameIndex: number, timeSeconds: number, target: Uint8Array) => void;
    }
  | {
      kind: 'photo';
      start: number;
      end: number;
      image: RgbaImage;
      /** Shown as a title card during the scene's first seconds. */
      title?: string;
      motion?: PhotoMotion;
      /** The subject as fractions of the photo, kept in view (default: centre, a little high). */
      focus?: { x: number; y: number };
    }
  | {
      /** A scene made by code (kinetic text, a list, a counter, a chart, an emoji): see StoryGraphic. */
      kind: 'graphic';
      start: number;
      end: number;
      graphic: StoryGraphic;
    };

export interface SceneVideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  durationSeconds: number;
  /** The narration; padded with silence or cut to durationSeconds. Without it the video has a silent track. */
  audioPath?: string;
  words: readonly CaptionWord[];
  scenes: readonly Scene[];
  outputPath: string;
  thumbnailPath?: string;
  /** Thumbnail width in pixels (the frame's aspect kept), default 360 like the meme's. */
  thumbnailWidth?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Caption language (case rules), default 'en'. */
  language?: string;
  /** Lowest point of the avatar's face in output pixels; captions stay below it. */
  faceBottomY?: number;
  /** Top of the avatar's face in output pixels; captions placed "top" or "middle" keep off the face. */
  faceTopY?: number;
  /** Crossfade between consecutive scenes, seconds (default 0.35; 0 for hard cuts). */
  crossfadeSeconds?: number;
  /** How long a photo scene's title stays (default 2.5 s, never past the scene). */
  titleSeconds?: number;
  encoding?: Partial<VideoEncoding>;
  ffmpegPath?: string;
  /** The creator's caption preset, position and highlight colour (default DEFAULT_CAPTION_LOOK). */
  captionLook?: CaptionLook;
}

export interface SceneVideoResult extends FrameStreamResult {
  width: number;
  height: number;
  fps: number;
}

type Drawable = { span: { start: number; end: number }; draw: (frameIndex: number, time: number, target: Uint8Array, target32: Uint32Array) => void };

/**
 * Renders a storytelling video: avatar scenes drawn by their own callback, photo scenes with a Ken Burns move,
 * crossfades between scenes, titles and word-highlight captions, in one FFmpeg run. A video with a single avatar
 * scene costs only the avatar's drawing: no copies, no blending.
 */
export async function renderSceneVideo(options: SceneVideoOptions): Promise<SceneVideoResult> {
  const width = options.width ?? 720;
  const height = options.height ?? 1280;
  const fps = options.fps ?? 30;
  const { durationSeconds, signal } = options;
  if (!(durationSeconds > 0) || !Number.isFinite(durationSeconds)) throw new RangeError(`invalid duration: ${durationSeconds}`);
  if (options.scenes.length === 0) throw new RangeError('a scene video needs at least one scene');
  for (const scene of options.scenes) {
    if (!(scene.end > scene.start)) throw new RangeError(`scene ends before it starts: ${scene.start}..${scene.end}`);
  }
  signal?.throwIfAborted();
  const scenes = [...options.scenes].sort((a, b) => a.start - b.start);
  const crossfade = options.crossfadeSeconds ?? 0.35;
  const titleSeconds = options.titleSeconds ?? 2.5;

  // Everything that depends only on a photo is computed here, once (resizes, blurred background).
  const drawables: Drawable[] = await Promise.all(
    scenes.map(async (scene): Promise<Drawable> => {
      const span = { start: scene.start, end: scene.end };
      if (scene.kind === 'avatar') return { span, draw: (i, t, target) => scene.draw(i, t, target) };
      // Placeholder until the graphic scene renderer lands (issue 33): a plain dark card, its text as a title.
      if (scene.kind === 'graphic') return { span, draw: (_i, _t, _target, target32) => target32.fill(0xff2a1a14) };
      const drawer = new PhotoDrawer(await preparePhoto(scene.image, { width, height, motion: scene.motion, focus: scene.focus }));
      const length = scene.end - scene.start;
      return { span, draw: (_i, t, _target, target32) => drawer.draw((t - scene.start) / length, target32) };
    }),
  );
  signal?.throwIfAborted();

  const titles: SceneTitle[] = scenes.flatMap((scene) =>
    scene.kind === 'photo' && scene.title?.trim()
      ? [{ text: scene.title, start: scene.start, end: Math.min(scene.end, scene.start + titleSeconds) }]
      : scene.kind === 'graphic' && scene.graphic.type === 'phrase'
        ? [{ text: scene.graphic.text, start: scene.start, end: scene.end }]
        : [],
  );
  const captions = buildTalkingCaptionsDocument({
    width,
    height,
    words: options.words,
    titles,
    faceBottomY: options.faceBottomY,
    ...(options.faceTopY !== undefined ? { faceTopY: options.faceTopY } : {}),
    ...(options.captionLook ? { look: options.captionLook } : {}),
    language: options.language ?? 'en',
  });

  const frameCount = Math.max(1, Math.round(durationSeconds * fps));
  const spans = drawables.map((d) => d.span);
  const plan = createFramePlan();
  const views = new WeakMap<Uint8Array, Uint32Array>();
  const view = (bytes: Uint8Array): Uint32Array => {
    let v = views.get(bytes);
    if (!v) {
      v = pixels32(bytes);
      views.set(bytes, v);
    }
    return v;
  };
  // The second scene of a crossfade is drawn here; allocated only if some frame needs it.
  let scratch: Uint8Array | undefined;

  const drawFrame = (index: number, target: Uint8Array): void => {
    const time = index / fps;
    planFrame(spans, time, crossfade, plan);
    const target32 = view(target);
    drawables[plan.a]!.draw(index, time, target, target32);
    if (plan.b === null) return;
    scratch ??= new Uint8Array(target.byteLength);
    const scratch32 = view(scratch);
    drawables[plan.b]!.draw(index, time, scratch, scratch32);
    blendFrames(target32, scratch32, plan.t, target32);
  };

  const firstWord = captions.pages[0]?.[0];
  const thumbAt = firstWord ? Math.min(durationSeconds - 1 / fps, (firstWord.start + firstWord.end) / 2) : Math.min(1, durationSeconds / 2);
  const work = await makeWorkDir('scenes');
  try {
    const assPath = path.join(work, 'captions.ass');
    await writeFile(assPath, captions.text, 'utf8');
    const result = await renderFrameStream({
      width,
      height,
      fps,
      frameCount,
      drawFrame,
      audioPath: options.audioPath,
      assPath,
      outputPath: options.outputPath,
      thumbnail: options.thumbnailPath ? { path: options.thumbnailPath, atSeconds: Math.max(0, thumbAt), width: options.thumbnailWidth ?? 360 } : undefined,
      encoding: options.encoding,
      onProgress: options.onProgress,
      signal,
      ffmpegPath: options.ffmpegPath,
    });
    return { ...result, width, height, fps };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
