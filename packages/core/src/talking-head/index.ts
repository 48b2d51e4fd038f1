export {
  createTalkingHeadProvider,
  type TalkingHeadProvider,
  type TalkingHeadRenderInput,
  type TalkingHeadConfig,
  type TalkingHeadOptions,
} from './talking-head-provider.ts';
export { TalkingHeadError, isTalkingHeadError, type TalkingHeadErrorKind } from './talking-head-error.ts';
export { videoContainer } from './download-video.ts';
