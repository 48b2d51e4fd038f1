import {
  DEFAULT_MEME_SIZE,
  DEFAULT_VIDEO_ENCODING,
  type BuiltinBackgroundStyle,
  type CaptionLook,
  type CaptionWord,
  type FaceLandmarks,
  type MemeBackground,
  type PhotoFaceRegion,
  type RenderTalkingOptions,
  type SpeechTimeline,
} from '@reelcraft/media';

/**
 * The rendering port: every video core makes (memes, face memes, talking avatars and stories, a talking-head
 * service's clip in our frame, trend previews) is made through it. Inputs say what to show and hear, never the frame
 * size, rate or encoding: those come from the render profile the adapter was built with (RENDER_PROFILE).
 */
export interface Renderer {
  readonly profile: RenderProfile;
  /** A meme: a headline card and word captions over a background, with its sound. */
  meme(input: MemeRender): Promise<RenderedFiles>;
  /** A face meme: the user's face cut out as a sticker on a drawn backdrop, then rendered like a meme. */
  faceMeme(input: FaceMemeRender): Promise<RenderedFiles>;
  /** A talking avatar, or a story when the scenes include photos: the photo animated to the voice, with captions. */
  talking(input: TalkingRender): Promise<RenderedFiles>;
  /** A talking-head service's clip put into our frame with our captions and our voice. */
  reframeTalkingHead(input: ReframeRender): Promise<RenderedFiles>;
  /** A trend's short, silent card loop: the title as the headline, the hook as captions, over a drawn background. */
  trendPreview(input: TrendPreviewRender): Promise<RenderedFiles>;
}

/** Where the files go and how the caller follows the work; shared by every render. */
export interface RenderOutput {
  /** The MP4 (H.264/AAC, faststart). */
  outputPath: string;
  /** The JPEG thumbnail (a poster, for trend previews). */
  thumbnailPath: string;
  /** Scratch directory for intermediate files; a fresh temporary one when absent. */
  workDir?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface RenderedFiles {
  durationSeconds: number;
}

export interface MemeRender extends RenderOutput {
  background: MemeBackground;
  topText?: string;
  subtitleLines?: readonly string[];
  /** Timed words of the voice-over; take precedence over subtitleLines. */
  captionWords?: readonly CaptionWord[];
  audioPath?: string;
  durationSeconds?: number;
  /** Faces on an image background (photo pixels): the text keeps off them. */
  avoid?: readonly PhotoFaceRegion[];
  /** Over a photo: the headline on a card (default) or as classic top/bottom meme lettering. */
  headlineStyle?: 'card' | 'classic';
  captionLook?: CaptionLook;
}

export interface FaceMemeRender extends RenderOutput {
  /** The normalised photo `face` was detected in. */
  photo: Buffer;
  face: FaceLandmarks;
  seed: number;
  topText?: string;
  subtitleLines?: readonly string[];
  captionWords?: readonly CaptionWord[];
  audioPath?: string;
  durationSeconds?: number;
  captionLook?: CaptionLook;
}

/** What a talking avatar or story shows and says; the frame size, rate and encoding come from the render profile. */
export interface TalkingRender
  extends
    RenderOutput,
    Pick<RenderTalkingOptions, 'photo' | 'face' | 'audioPath' | 'timeline' | 'scenes' | 'language' | 'seed' | 'captionLook' | 'captionWords'> {}

export interface ReframeRender extends RenderOutput {
  /** What the service returned, any size and aspect. */
  videoPath: string;
  audioPath: string;
  timeline: SpeechTimeline;
  language: string;
  captionLook?: CaptionLook;
  /** The caption words when the creator edited them (fixes, emphasis); default: the timeline's words. */
  captionWords?: readonly CaptionWord[];
}

export interface TrendPreviewRender extends RenderOutput {
  title: string;
  /** Spoken in the captions word by word; empty for none. */
  hook: string;
  background: BuiltinBackgroundStyle;
  seed: number;
  durationSeconds: number;
}

/** RENDER_PROFILE's values (config.ts parses them; a name added there without a profile here fails to compile). */
export type RenderProfileName = 'full' | 'test';

/** x264/AAC settings of one kind of video (see @reelcraft/media's VideoEncoding). */
export interface RenderEncoding {
  preset: string;
  crf: number;
  audioBitrate: string;
}

export interface FrameFormat {
  width: number;
  height: number;
  fps: number;
  /** Width of the JPEG thumbnail or poster (the frame's aspect kept). */
  thumbnailWidth: number;
  encoding: RenderEncoding;
}

/** Frame sizes, rates and encodings of everything rendered. */
export interface RenderProfile {
  name: RenderProfileName;
  /** Memes, face memes, talking avatars and stories. */
  video: FrameFormat;
  /** Trend previews: small and light, a card plays them muted and looping. */
  trendPreview: FrameFormat;
}

/**
 * `full`: what users get. `test`: the same pipeline (stages, captions, sound and its loudness, storage) at a quarter of
 * the size and half the rate with x264's fastest preset, so tests prove everything but the pixels in a fraction of the
 * time. Config refuses `test` in production.
 */
export const RENDER_PROFILES: Record<RenderProfileName, RenderProfile> = {
  full: {
    name: 'full',
    // 720×1280 at 30 fps, x264 veryfast: media's own defaults.
    video: { ...DEFAULT_MEME_SIZE, thumbnailWidth: DEFAULT_MEME_SIZE.width / 2, encoding: { ...DEFAULT_VIDEO_ENCODING } },
    // A card shows it at ~300 px wide; the silent track costs next to nothing.
    trendPreview: { width: 360, height: 640, fps: 24, thumbnailWidth: 360, encoding: { preset: 'veryfast', crf: 30, audioBitrate: '32k' } },
  },
  test: {
    name: 'test',
    video: { width: 180, height: 320, fps: 15, thumbnailWidth: 90, encoding: { preset: 'ultrafast', crf: 23, audioBitrate: '128k' } },
    trendPreview: { width: 90, height: 160, fps: 12, thumbnailWidth: 90, encoding: { preset: 'ultrafast', crf: 30, audioBitrate: '32k' } },
  },
};
