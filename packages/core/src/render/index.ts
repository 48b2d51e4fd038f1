export {
  RENDER_PROFILES,
  type FaceMemeRender,
  type FrameFormat,
  type MemeRender,
  type ReframeRender,
  type RenderEncoding,
  type RenderedFiles,
  type Renderer,
  type RenderOutput,
  type RenderProfile,
  type RenderProfileName,
  type TalkingRender,
  type TrendPreviewRender,
} from './renderer.ts';
export { createMediaRenderer } from './media-renderer.ts';
