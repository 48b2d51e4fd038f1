export { renderTalking, type RenderTalkingOptions, type TalkingScene } from './render-talking.ts';
export { reframeTalkingHead, type ReframeTalkingHeadOptions } from './reframe-talking-head.ts';
