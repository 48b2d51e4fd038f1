export { startFakeSmtp, type FakeSmtp } from './smtp/fake-smtp.ts';
export { startFakeS3, type FakeS3 } from './s3/fake-s3.ts';
export { briefIn, scriptForBrief, type FakeBrief } from './llm/fake-script.ts';
export { startFakeLlm, generateFakeScript, type FakeLlm, type FakeLlmMode, type FakeLlmOptions, type FakeLlmRequest } from './llm/fake-llm.ts';
export * from './instagram/index.ts';
export * from './instagram-graph/index.ts';
export * from './talking-head/index.ts';
export * from './tts/index.ts';
export * from './stripe/index.ts';
export {
  startFakeSentry,
  parseEnvelope,
  type FakeSentry,
  type FakeSentryMode,
  type FakeSentryEvent,
  type FakeSentryEnvelope,
  type FakeSentryItem,
} from './sentry.ts';
export { startFakePostHog, type FakePostHog, type FakePostHogEvent, type FakePostHogMode, type FakePostHogRequest } from './posthog.ts';
