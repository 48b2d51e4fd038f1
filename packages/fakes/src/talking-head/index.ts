export {
  startFakeTalkingHead,
  type FakeTalkingHead,
  type FakeTalkingHeadMode,
  type FakeTalkingHeadOptions,
  type FakeTalkingHeadRequest,
} from './fake-talking-head.ts';
