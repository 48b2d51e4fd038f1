export {
  startFakeInstagram,
  FAKE_INSTAGRAM_FAILURES,
  type FakeInstagram,
  type FakeInstagramDocIds,
  type FakeInstagramFailure,
  type FakeInstagramOptions,
  type FakeInstagramRequest,
} from './fake-instagram.ts';
export {
  FAKE_INSTAGRAM_CREATORS,
  FAKE_INSTAGRAM_SHARE_LINKS,
  FAKE_INSTAGRAM_SPECIAL_ACCOUNTS,
  FAKE_INSTAGRAM_SPECIAL_POSTS,
  PRIVATE_LINK_SUFFIX,
  type FakeCreatorInfo,
} from './fake-world.ts';
export type { CreatorLanguage } from './creators.ts';
export { demoInstagramConfig, demoInstagramEnv, type DemoInstagramConfig } from './demo-config.ts';
export { generatedByteAt } from './fake-cdn.ts';
