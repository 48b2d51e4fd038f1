// @reelcraft/media: turns text, images and audio into files. It knows nothing of users, databases or HTTP.

export { FfmpegError, MediaInputError, isMediaInputError, mediaInputErrorCodes, type MediaInputErrorCode } from './errors.ts';

export { resolveFfmpeg, type FfmpegBinaries, type ResolveFfmpegOptions, type BinarySource } from './ffmpeg/resolve-ffmpeg.ts';
export {
  describeFfmpeg,
  parseFfmpegVersion,
  isCurrentFfmpeg,
  CURRENT_FFMPEG,
  type FfmpegInfo,
  type FfmpegBinaryInfo,
  type FfmpegVersion,
} from './ffmpeg/ffmpeg-version.ts';
export { SANDBOX_FFMPEG } from './audio/sandbox-decode.ts';
export { createSemaphore, type Semaphore } from './semaphore.ts';
export { makeWorkDir, makeWorkDirSync, removeDeadWorkDirs } from './temp/work-dir.ts';
export { runFfmpeg, globalFfmpegArgs, type RunFfmpegOptions, type RunFfmpegResult } from './ffmpeg/run-ffmpeg.ts';
export { probe, parseProbeJson, buildProbeArgs, type ProbeResult, type ProbeStream, type ProbeOptions } from './ffmpeg/probe.ts';
export { escapeFilterOptionValue, formatSeconds } from './ffmpeg/filter-escape.ts';

export { fontsDir, fontFace, type FontFace, type FontWeightName } from './fonts/fonts.ts';

export {
  buildAss,
  buildAssDocument,
  segmentPhrases,
  escapeAssText,
  assColor,
  assTime,
  DEFAULT_ACTIVE_COLOR,
  DEFAULT_CAPTION_STYLE,
  TOP_TEXT_MAX_CHARS,
  type AssDocument,
  type BuildAssOptions,
  type CaptionStyle,
  type CaptionWord,
} from './captions/ass.ts';
export {
  CAPTION_PRESETS,
  CAPTION_POSITIONS,
  DEFAULT_CAPTION_LOOK,
  type CaptionLook,
  type CaptionPosition,
  type CaptionPreset,
} from './captions/caption-look.ts';
export { computeMemeLayout, REELS_SAFE_AREA, rectsOverlap, type AvoidRegion, type MemeLayout, type Rect, type SafeArea } from './captions/layout.ts';
export { fitText, measureTextWidth, type FitTextOptions, type FittedText } from './captions/text-fit.ts';
export { wordTimingsFromText, type WordTimingOptions } from './captions/word-timings.ts';
export { stripUnsupportedGlyphs } from './captions/glyphs.ts';
export { PRESET_SPECS, contrastText, type PresetSpec } from './captions/caption-presets.ts';
export { drawableText } from './captions/emoji-text.ts';
export {
  emojiImage,
  emojiPng,
  hasEmoji,
  hasEmojiImage,
  listEmoji,
  splitEmoji,
  stripEmoji,
  twemojiSvgPath,
  type EmojiBitmap,
  type TextPiece,
} from './emoji/index.ts';

export { sniffType, type SniffedType } from './sniff.ts';
export { MAX_INPUT_PIXELS, imageDecodeSlots } from './images/image-limits.ts';
export { fitImageForInstagram, feedFrame, FEED_MIN_RATIO, FEED_MAX_RATIO, type InstagramImageShape, type FittedImage } from './images/fit-for-instagram.ts';
export { normalizeImage, type NormalizeImageOptions, type NormalizedImage, type EncodedImage, type AcceptedImageType } from './images/normalize-image.ts';
export {
  normalizeAudio,
  buildNormalizeAudioArgs,
  NORMALIZED_AUDIO,
  MAX_AUDIO_SECONDS,
  type NormalizeAudioOptions,
  type NormalizedAudio,
} from './audio/normalize-audio.ts';

export {
  renderBuiltinBackground,
  mulberry32,
  builtinBackgroundStyles,
  type BuiltinBackgroundStyle,
  type BuiltinBackgroundOptions,
} from './backgrounds/builtin-backgrounds.ts';

export { renderMeme, DEFAULT_MEME_SIZE, type RenderMemeOptions, type RenderMemeResult, type MemeBackground } from './meme/render-meme.ts';
export { buildMemeArgs, DEFAULT_VIDEO_ENCODING, type MemeArgsInput, type MemeBackgroundInput, type VideoEncoding } from './meme/meme-args.ts';
export { prepareImageBackground, type PreparedStill } from './meme/prepare-background.ts';
export { renderMemeTemplate, type MemeTemplateStill } from './meme/templates/render-template.ts';
export { MEME_TEMPLATE_LAYOUTS, MEME_REACTIONS, type MemeTemplate, type MemeTemplateLayout, type MemeReaction } from './meme/templates/template-spec.ts';
export { faceRegionOf, regionsInFrame, unionOverZoom, type PhotoFaceRegion } from './meme/face-avoid.ts';

export * from './face/index.ts';
export * from './speech/index.ts';
export * from './avatar/index.ts';
export * from './video/index.ts';
export * from './talking/index.ts';
export * from './audio/music/index.ts';
export * from './audio/mix/index.ts';
