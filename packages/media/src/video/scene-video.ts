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
import { pacingCuts } from './pacing.ts';
import { PHOTO_MOTIONS, photoPartFraming } from './photo-parts.ts';
import { createFramePlan, planFrame } from './scene-plan.ts';
import type { StoryGraphic } from './story-graphic.ts';
import { contentBox, graphicStyleLines, mergeAssEvents, prepareGraphicScene, storyPalettes } from './story-graphics/index.ts';
import { buildTalkingCaptionsDocument, type SceneTitle } from './talking-captions.ts';
import { createColumnTables } from './bilinear.ts';
import { chooseTransitions, isCutBased, sceneShown, TRANSITION_SECONDS, TransitionRenderer, zoomFrame, type TransitionKind } from './transitions.ts';

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
  /**
   * 'varied' (default): a quick transition per scene boundary (crossfade, push, zoom-through, wipe), chosen from the
   * seed, never the same twice in a row; 'crossfade': crossfades only.
   */
  transitions?: 'varied' | 'crossfade';
  /** Length of every transition, seconds (default: each kind's own, 0.3–0.36 s; 0 for hard cuts). */
  crossfadeSeconds?: number;
  /** Makes palettes, transitions and photo moves differ between videos and repeat for the same video (default 1). */
  seed?: number;
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
  /** Where the picture changes: every scene boundary and every pacing cut or staged reveal, seconds, ascending. */
  changes: number[];
  /** The transition at each boundary between drawn scenes (photo scenes cut for pacing count as several). */
  transitions: Array<{ at: number; kind: TransitionKind }>;
}

type Drawable = { span: { start: number; end: number }; draw: (frameIndex: number, time: number, target: Uint8Array, target32: Uint32Array) => void };

/** One stretch of the video drawn by one drawer: a whole scene, or one part of a photo scene cut for pacing. */
interface Segment {
  scene: Scene;
  /** Index of the scene in start order. */
  index: number;
  start: number;
  end: number;
  part: number;
}

/** A talking head's punch-in (a closer framing after a hard cut, as editors do to pace a talking video). */
const PUNCH_IN_ZOOM = 1.25;

/**
 * Cuts long photo scenes into parts (pacing) and, in a story (more than one scene), long avatar scenes into a
 * punch-in; graphic scenes stay whole (they stage their own reveals). A video that is one avatar scene is left alone.
 */
function segmentsOf(scenes: readonly Scene[], durationSeconds: number): Segment[] {
  return scenes.flatMap((scene, index): Segment[] => {
    const paced = scene.kind === 'photo' || (scene.kind === 'avatar' && scenes.length > 1);
    if (!paced) return [{ scene, index, start: scene.start, end: scene.end, part: 0 }];
    // What is on screen lasts until the next scene starts (or the video ends): that is the length to pace.
    const shownUntil = Math.min(durationSeconds, scenes[index + 1]?.start ?? durationSeconds);
    const cuts = pacingCuts(scene.start, Math.max(scene.start, shownUntil));
    const bounds = [scene.start, ...cuts, scene.end];
    return cuts.length === 0
      ? [{ scene, index, start: scene.start, end: scene.end, part: 0 }]
      : bounds.slice(0, -1).map((start, part) => ({ scene, index, start, end: bounds[part + 1]!, part }));
  });
}

/**
 * Renders a storytelling video: avatar scenes drawn by their own callback, photo scenes with a Ken Burns move (a long
 * one cut into closer framings), scenes made by code (StoryGraphic), quick varied transitions between scenes,
 * titles and word-highlight captions, in one FFmpeg run. A video with a single avatar scene costs only the avatar's
 * drawing: no copies, no blending.
 */
export async function renderSceneVideo(options: SceneVideoOptions): Promise<SceneVideoResult> {
  const width = options.width ?? 720;
  const height = options.height ?? 1280;
  const fps = options.fps ?? 30;
  const seed = options.seed ?? 1;
  const { durationSeconds, signal } = options;
  if (!(durationSeconds > 0) || !Number.isFinite(durationSeconds)) throw new RangeError(`invalid duration: ${durationSeconds}`);
  if (options.scenes.length === 0) throw new RangeError('a scene video needs at least one scene');
  for (const scene of options.scenes) {
    if (!(scene.end > scene.start)) throw new RangeError(`scene ends before it starts: ${scene.start}..${scene.end}`);
  }
  signal?.throwIfAborted();
  const scenes = [...options.scenes].sort((a, b) => a.start - b.start);
  const titleSeconds = options.titleSeconds ?? 2.5;
  const segments = segmentsOf(scenes, durationSeconds);

  const titles: SceneTitle[] = scenes.flatMap((scene) =>
    scene.kind === 'photo' && scene.title?.trim() ? [{ text: scene.title, start: scene.start, end: Math.min(scene.end, scene.start + titleSeconds) }] : [],
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
  // Graphic scenes keep their content out of the caption block, which continues over them.
  const box = contentBox(width, height, captions.captionBox);
  const graphicCount = scenes.filter((s) => s.kind === 'graphic').length;
  const palettes = storyPalettes(seed, graphicCount);
  const graphicEvents: string[] = [];
  const changes = new Set<number>(segments.slice(1).map((s) => s.start));

  // A long graphic scene's staged reveals cut its background to another look: sharp changes between boundaries.
  const stagesOf = (scene: Scene, index: number): number[] => {
    if (scene.kind !== 'graphic') return [];
    const shownUntil = Math.min(durationSeconds, scenes[index + 1]?.start ?? durationSeconds);
    return pacingCuts(scene.start, Math.max(scene.start, shownUntil)).map((t) => t - scene.start);
  };
  const sharpMoments = scenes.flatMap((scene, index) => stagesOf(scene, index).map((t) => scene.start + t));
  // A punch-in on the talking head is a hard cut, as an editor would make it.
  const hardCuts = new Set(segments.slice(1).flatMap((s, i) => (s.scene.kind === 'avatar' && s.part > 0 ? [i] : [])));
  const kinds: TransitionKind[] =
    options.transitions === 'crossfade'
      ? segments.slice(1).map((s) => (s.scene.kind === 'avatar' && s.part > 0 ? 'cut' : 'crossfade'))
      : chooseTransitions(
          segments.slice(1).map((s) => s.start),
          seed,
          durationSeconds,
          { sharpMoments, hardCuts },
        );
  const durations = kinds.map((kind) =>
    kind === 'cut' ? 0 : (options.crossfadeSeconds ?? (options.transitions === 'crossfade' ? 0.35 : TRANSITION_SECONDS[kind])),
  );
  sharpMoments.forEach((t) => changes.add(t));

  const views = new WeakMap<Uint8Array, Uint32Array>();
  const view = (bytes: Uint8Array): Uint32Array => {
    let v = views.get(bytes);
    if (!v) {
      v = pixels32(bytes);
      views.set(bytes, v);
    }
    return v;
  };

  // Everything that depends only on a photo or a graphic is computed here, once (resizes, blurs, layouts, emoji).
  let graphicIndex = 0;
  let photoIndex = 0;
  const drawables: Drawable[] = await Promise.all(
    segments.map(async ({ scene, index, start, end, part }): Promise<Drawable> => {
      const span = { start, end };
      if (scene.kind === 'avatar') {
        if (part % 2 === 0) return { span, draw: (i, t, target) => scene.draw(i, t, target) };
        // The punch-in zooms about the chin's height, so the face grows upward and the captions below stay clear.
        const tables = createColumnTables(width);
        let whole: Uint8Array | undefined;
        const at = { cx: width / 2, cy: options.faceBottomY ?? height * 0.5 };
        return {
          span,
          draw: (i, t, target, target32) => {
            whole ??= new Uint8Array(target.byteLength);
            scene.draw(i, t, whole);
            zoomFrame(view(whole), target32, width, height, PUNCH_IN_ZOOM, tables, at);
          },
        };
      }
      if (scene.kind === 'graphic') {
        const stageTimes = stagesOf(scene, index);
        const k = graphicIndex++;
        const prepared = await prepareGraphicScene(scene.graphic, {
          width,
          height,
          start,
          end,
          box,
          palette: palettes[k]!,
          language: options.language ?? 'en',
          seed: seed * 31 + k * 7919,
          stageTimes,
        });
        graphicEvents.push(...prepared.events);
        return { span, draw: (_i, t, _target, target32) => prepared.draw(t, target32) };
      }
      const motion = scene.motion ?? PHOTO_MOTIONS[Math.abs(Math.floor(seed) + photoIndex++) % PHOTO_MOTIONS.length];
      const framing = photoPartFraming(part, scene.image, { width, height }, { motion, focus: scene.focus });
      const drawer = new PhotoDrawer(await preparePhoto(scene.image, { width, height, ...framing }));
      const length = end - start;
      return { span, draw: (_i, t, _target, target32) => drawer.draw((t - start) / length, target32) };
    }),
  );
  signal?.throwIfAborted();
  const assText = mergeAssEvents(captions.text, graphicCount > 0 ? graphicStyleLines() : [], graphicEvents);

  const frameCount = Math.max(1, Math.round(durationSeconds * fps));
  const spans = drawables.map((d) => d.span);
  const plan = createFramePlan();
  // The incoming scene of a transition is drawn here; allocated only if some frame needs it.
  let scratch: Uint8Array | undefined;
  const transitions = new TransitionRenderer(width, height);

  const drawFrame = (index: number, target: Uint8Array): void => {
    const time = index / fps;
    planFrame(spans, time, durations, plan);
    const target32 = view(target);
    const kind = plan.b === null ? null : (kinds[plan.a] ?? 'crossfade');
    if (kind !== null && plan.b !== null && isCutBased(kind)) {
      // A cut-based transition shows one scene at a time: draw only that one, then move the camera.
      drawables[sceneShown(plan.t) === 'a' ? plan.a : plan.b]!.draw(index, time, target, target32);
      transitions.applyCamera(kind, target32, plan.t);
      return;
    }
    drawables[plan.a]!.draw(index, time, target, target32);
    if (plan.b === null || kind === null) return;
    scratch ??= new Uint8Array(target.byteLength);
    const scratch32 = view(scratch);
    drawables[plan.b]!.draw(index, time, scratch, scratch32);
    if (kind === 'crossfade') blendFrames(target32, scratch32, plan.t, target32);
    else transitions.apply(kind, target32, scratch32, plan.t, target32);
  };

  const firstWord = captions.pages[0]?.[0];
  const thumbAt = firstWord ? Math.min(durationSeconds - 1 / fps, (firstWord.start + firstWord.end) / 2) : Math.min(1, durationSeconds / 2);
  const work = await makeWorkDir('scenes');
  try {
    const assPath = path.join(work, 'captions.ass');
    await writeFile(assPath, assText, 'utf8');
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
    const inVideo = [...changes].filter((t) => t > 0 && t < durationSeconds).sort((a, b) => a - b);
    return { ...result, width, height, fps, changes: inVideo, transitions: kinds.map((kind, i) => ({ at: segments[i + 1]!.start, kind })) };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
