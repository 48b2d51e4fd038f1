// Video pipeline: frames drawn in JS, piped raw into one FFmpeg run, with captions and scene composition.

export { renderFrameStream, type FrameStreamOptions, type FrameStreamResult } from './frame-stream.ts';
export { buildFrameStreamArgs, streamDurationSeconds, FRAME_PIXEL_FORMAT, type FrameStreamArgsInput } from './frame-stream-args.ts';
export {
  captionWordsFromTimeline,
  buildTalkingCaptions,
  buildTalkingCaptionsDocument,
  type CaptionsFromTimelineOptions,
  type SceneTitle,
  type TalkingCaptionsOptions,
  type TalkingCaptionsDocument,
} from './talking-captions.ts';
export { renderSceneVideo, type Scene, type SceneVideoOptions, type SceneVideoResult } from './scene-video.ts';
export type { StoryGraphic } from './story-graphic.ts';
export { loadRgbaImage } from './image-loading.ts';
export {
  preparePhoto,
  PhotoDrawer,
  frameWindow,
  framingMode,
  cameraAt,
  MAX_ZOOM,
  type PhotoMotion,
  type PreparedPhoto,
  type PhotoFramingOptions,
  type FrameWindow,
} from './ken-burns.ts';
export { planFrame, createFramePlan, type FramePlan, type SceneSpan } from './scene-plan.ts';
export { blendFrames, pixels32 } from './bilinear.ts';
