export { startFakeInstagramGraph } from './fake-instagram-graph.ts';
export {
  DEFAULT_SCOPES as FAKE_GRAPH_DEFAULT_SCOPES,
  type FakeGraphAccount,
  type FakeGraphAccountInput,
  type FakeGraphAccountType,
  type FakeGraphContainer,
  type FakeGraphContainerKind,
  type FakeGraphErrorKind,
  type FakeGraphInjection,
  type FakeGraphMediaFetch,
  type FakeGraphPost,
  type FakeGraphRequest,
  type FakeGraphStatusCode,
  type FakeInstagramGraph,
  type FakeInstagramGraphOptions,
} from './types.ts';
