import type { CaptionLook } from '../captions/caption-look.ts';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { drawableText } from '../captions/emoji-text.ts';
import { stripUnsupportedGlyphs } from '../captions/glyphs.ts';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/image-limits.ts';
import { renderBuiltinBackground, type BuiltinBackgroundStyle } from '../backgrounds/builtin-backgrounds.ts';
import { assTime, buildAssDocument, TOP_TEXT_MAX_CHARS, type CaptionStyle, type CaptionWord } from '../captions/ass.ts';
import { wordTimingsFromText } from '../captions/word-timings.ts';
import { FfmpegError, MediaInputError } from '../errors.ts';
import { probe } from '../ffmpeg/probe.ts';
import { runFfmpeg } from '../ffmpeg/run-ffmpeg.ts';
import { fontsDir } from '../fonts/fonts.ts';
import { makeWorkDir } from '../temp/work-dir.ts';
import { regionsInFrame, focusOf, type PhotoFaceRegion } from './face-avoid.ts';
import { buildMemeArgs, MEME_KEN_BURNS_ZOOM, type MemeBackgroundInput, type VideoEncoding } from './meme-args.ts';
import { prepareImageBackground } from './prepare-background.ts';
import { classicLettering, headlineParts } from './classic-lettering.ts';
import { subjectBandOf, textAvoidRegions, type SubjectBand } from './photo-saliency.ts';
import { renderMemeTemplate } from './templates/render-template.ts';
import type { MemeTemplate } from './templates/template-spec.ts';
import type { AvoidRegion, MemeLayout, Rect, SafeArea } from '../captions/layout.ts';

export type MemeBackground =
  | { kind: 'image'; path: string; /** default 'kenburns' */ motion?: 'kenburns' | 'none' }
  | { kind: 'video'; path: string }
  | { kind: 'builtin'; style: BuiltinBackgroundStyle; seed: number }
  /** A meme template drawn by code (reaction faces, POV card, two panels, a post card); it carries the headline itself. */
  | { kind: 'template'; template: MemeTemplate; seed: number };

export interface RenderMemeOptions {
  background: MemeBackground;
  /** The meme's headline (≤ 512 characters), wrapped and sized to fit a card at the top of the safe area. */
  topText?: string;
  /** Timed words (from TTS); takes precedence over subtitleLines. */
  captionWords?: readonly CaptionWord[];
  /** Lines to caption when there are no timings: words are spread over the duration by length. */
  subtitleLines?: readonly string[];
  /** Audio bed (e.g. the TTS of the spoken lines). Without it the video gets a silent track, which players and Instagram need. */
  audioPath?: string;
  /** Defaults to the audio's length, else the captions' end plus a beat, else 8 s. */
  durationSeconds?: number;
  /** 720×1280 (9:16) by default. */
  width?: number;
  height?: number;
  fps?: number;
  outputPath: string;
  thumbnailPath: string;
  /** Thumbnail width in pixels (9:16 kept), default 360. */
  thumbnailWidth?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  activeColor?: string;
  captionStyle?: Partial<CaptionStyle>;
  safeArea?: Partial<SafeArea>;
  /**
   * Faces on an image background (photo pixels, see faceRegionOf): the crop keeps them in and the headline card and
   * captions keep off them, wherever the slow zoom takes them. Ignored for other backgrounds.
   */
  avoid?: readonly PhotoFaceRegion[];
  encoding?: Partial<VideoEncoding>;
  /**
   * How the headline is set over a photo: 'card' (default: a white card in the calmest band) or 'classic' (white
   * condensed capitals with a black outline, top and bottom). Templates draw their own headline.
   */
  headlineStyle?: 'card' | 'classic';
  /** The creator's caption preset, position and highlight colour (issue 33; default DEFAULT_CAPTION_LOOK). */
  captionLook?: CaptionLook;
  /** Scratch directory for intermediate files (a fresh temp dir by default; removed afterwards either way). */
  workDir?: string;
  /** Explicit binaries (e.g. from configuration); default resolveFfmpeg(). */
  ffmpegPath?: string;
  ffprobePath?: string;
}

export interface RenderMemeResult {
  durationSeconds: number;
  width: number;
  height: number;
  /** Size of the MP4 in bytes. */
  bytes: number;
  thumbnailBytes: number;
  /** Where the text went (frame pixels): the headline card (null without one), the captions' band, and how faces were avoided. */
  text: { card: Rect | null; captionBand: Rect; placement: MemeLayout['placement'] };
}

export const DEFAULT_MEME_SIZE = { width: 720, height: 1280, fps: 30 } as const;
const MAX_SECONDS = 600;

/** Renders a vertical meme video (H.264/AAC MP4 with faststart) and a JPEG thumbnail in one FFmpeg run. */
export async function renderMeme(options: RenderMemeOptions): Promise<RenderMemeResult> {
  const width = options.width ?? DEFAULT_MEME_SIZE.width;
  const height = options.height ?? DEFAULT_MEME_SIZE.height;
  const fps = options.fps ?? DEFAULT_MEME_SIZE.fps;
  if (width % 2 || height % 2 || width < 64 || height < 64) throw new RangeError(`frame size must be even and at least 64: ${width}x${height}`);
  if (!(fps > 0 && fps <= 60)) throw new RangeError(`fps out of range: ${fps}`);
  if (options.topText && Array.from(options.topText).length > TOP_TEXT_MAX_CHARS) {
    throw new MediaInputError('TEXT_TOO_LONG', `top text is longer than ${TOP_TEXT_MAX_CHARS} characters`);
  }
  const signal = options.signal;
  signal?.throwIfAborted();

  const work = options.workDir ?? (await makeWorkDir('meme'));
  if (options.workDir) await mkdir(work, { recursive: true });
  try {
    const durationSeconds = await resolveDuration(options);
    const timed = options.captionWords?.length
      ? [...options.captionWords]
      : options.subtitleLines?.length
        ? wordTimingsFromText(options.subtitleLines, durationSeconds)
        : [];
    // Emoji are drawn in colour by the captions (emoji Twemoji cannot draw are dropped there, never boxes).
    const words = timed.map((word) => ({ ...word, text: drawableText(word.text) })).filter((word) => word.text.length > 0);
    // A template draws the headline into its picture; the ASS document then carries only the captions.
    const templateDrawn = options.background.kind === 'template';
    const classic = options.headlineStyle === 'classic' && options.background.kind === 'image';
    const topText = options.topText && !templateDrawn && !classic ? drawableText(options.topText) || undefined : undefined;
    // Classic lettering is set in Oswald by libass, which has no emoji: those are dropped rather than drawn as boxes.
    const headline = options.topText && classic ? stripUnsupportedGlyphs(options.topText) || undefined : undefined;

    // The background first: where the faces land decides where the text goes.
    const {
      input: background,
      avoid,
      card,
      subject,
    } = await prepareBackground(options.background, work, width, height, signal, options.ffprobePath, options.avoid);
    const [ass] = await Promise.all([
      (async () => {
        const doc = buildAssDocument({
          avoid: textAvoidRegions(avoid, subject, { width, height }, options.safeArea, options.captionStyle?.fontPx),
          width,
          height,
          words,
          topText,
          durationSeconds,
          activeColor: options.activeColor,
          ...(options.captionLook ? { look: options.captionLook } : {}),
          style: options.captionStyle,
          safeArea: options.safeArea,
        });
        const file = path.join(work, 'captions.ass');
        const lettering = classic && headline ? classicLettering(headlineParts(headline), doc.layout, assTime(durationSeconds)) : undefined;
        await writeFile(file, lettering ? `${doc.text}${lettering.events.join('\n')}\n` : doc.text, 'utf8');
        return { file, doc, lettering };
      })(),
    ]);
    signal?.throwIfAborted();
    options.onProgress?.(0.05);

    // Show a frame where the first caption is on screen, so the thumbnail looks like the video.
    const firstPhrase = ass.doc.phrases[0];
    const thumbAt = firstPhrase?.[0] ? Math.min(durationSeconds - 1 / fps, (firstPhrase[0].start + firstPhrase[0].end) / 2) : Math.min(1, durationSeconds / 2);

    const args = buildMemeArgs({
      background,
      assPath: ass.file,
      fontsDir: fontsDir(),
      audioPath: options.audioPath,
      width,
      height,
      fps,
      durationSeconds,
      outputPath: options.outputPath,
      thumbnail: { path: options.thumbnailPath, atSeconds: Math.max(0, thumbAt), width: options.thumbnailWidth ?? 360 },
      encoding: options.encoding,
    });
    try {
      await runFfmpeg(args, {
        signal,
        ffmpegPath: options.ffmpegPath,
        durationSeconds,
        onProgress: options.onProgress ? (f) => options.onProgress?.(f >= 1 ? 1 : 0.05 + 0.95 * f) : undefined,
      });
    } catch (error) {
      await Promise.all([rm(options.outputPath, { force: true }), rm(options.thumbnailPath, { force: true })]);
      throw error;
    }
    const [video, thumb] = await Promise.all([stat(options.outputPath), stat(options.thumbnailPath)]);
    const layout = ass.doc.layout;
    return {
      durationSeconds,
      width,
      height,
      bytes: video.size,
      thumbnailBytes: thumb.size,
      text: { card: card ?? unionOf(ass.lettering?.rects) ?? ass.doc.topText?.card ?? null, captionBand: layout.captionBand, placement: layout.placement },
    };
  } finally {
    if (!options.workDir) await rm(work, { recursive: true, force: true });
  }
}

async function resolveDuration(options: RenderMemeOptions): Promise<number> {
  let seconds = options.durationSeconds;
  if (seconds === undefined && options.audioPath) {
    try {
      seconds = (await probe(options.audioPath, { signal: options.signal, ffprobePath: options.ffprobePath })).durationSeconds ?? undefined;
    } catch (error) {
      if (error instanceof FfmpegError) throw new MediaInputError('AUDIO_UNDECODABLE', 'the audio bed cannot be read', { cause: error });
      throw error;
    }
  }
  if (seconds === undefined && options.captionWords?.length) seconds = Math.max(...options.captionWords.map((w) => w.end)) + 0.6;
  seconds ??= 8;
  if (!Number.isFinite(seconds) || seconds <= 0) throw new RangeError(`invalid duration: ${seconds}`);
  return Math.min(MAX_SECONDS, Math.max(0.5, seconds));
}

async function prepareBackground(
  bg: MemeBackground,
  work: string,
  width: number,
  height: number,
  signal: AbortSignal | undefined,
  ffprobePath: string | undefined,
  faces: readonly PhotoFaceRegion[] | undefined,
): Promise<{ input: MemeBackgroundInput; avoid: AvoidRegion[]; card?: Rect; subject?: SubjectBand | undefined }> {
  switch (bg.kind) {
    case 'template': {
      const file = path.join(work, 'background.jpg');
      const still = await renderMemeTemplate(bg.template, { width, height, seed: bg.seed });
      await writeFile(file, still.jpeg);
      return { input: { kind: 'still', path: file, motion: 'none' }, avoid: [], card: still.text };
    }
    case 'builtin': {
      const file = path.join(work, 'background.jpg');
      await writeFile(file, await renderBuiltinBackground({ style: bg.style, seed: bg.seed, width, height }));
      return { input: { kind: 'still', path: file, motion: 'none' }, avoid: [] };
    }
    case 'image': {
      const motion = bg.motion ?? 'kenburns';
      const file = path.join(work, 'background.jpg');
      // A larger still gives zoompan sub-pixel room, so the slow zoom does not visibly step.
      const regions = faces ?? [];
      const source = regions.length ? await imageSize(bg.path) : undefined;
      const focus = source ? focusOf(regions, source.width, source.height) : undefined;
      const still = await prepareImageBackground(bg.path, file, { width, height, scale: motion === 'kenburns' ? 1.5 : 1 }, focus);
      const zoom = motion === 'kenburns' ? MEME_KEN_BURNS_ZOOM : 1;
      const avoid = regions.length ? regionsInFrame(regions, still, { width, height }, zoom) : [];
      // No faces: find the photo's subject (its busiest band), so the text keeps off it too.
      const subject = regions.length ? undefined : await subjectBandOf(file, { width, height }, zoom);
      return { input: { kind: 'still', path: file, motion }, avoid, subject };
    }
    case 'video': {
      try {
        const info = await probe(bg.path, { signal, ffprobePath });
        if (!info.streams.some((s) => s.codecType === 'video' && (s.width ?? 0) > 0))
          throw new MediaInputError('VIDEO_UNDECODABLE', 'the background has no video track');
      } catch (error) {
        if (error instanceof FfmpegError) throw new MediaInputError('VIDEO_UNDECODABLE', 'the background video cannot be read', { cause: error });
        throw error;
      }
      return { input: { kind: 'video', path: bg.path }, avoid: [] };
    }
  }
}

/** Width and height of a photo as shown (EXIF rotation applied); undefined when it cannot be read (prepare says why). */
async function imageSize(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

function unionOf(rects: readonly Rect[] | undefined): Rect | undefined {
  if (!rects?.length) return undefined;
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.width));
  const y1 = Math.max(...rects.map((r) => r.y + r.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
