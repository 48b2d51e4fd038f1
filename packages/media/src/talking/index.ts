export { renderTalking, timelineWordOfToken, type RenderTalkingOptions, type TalkingScene } from './render-talking.ts';
export { reframeTalkingHead, type ReframeTalkingHeadOptions } from './reframe-talking-head.ts';
export { renderTalkingInWorker } from '../worker/talking-task.ts';
