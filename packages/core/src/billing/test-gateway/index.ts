export {
  createTestGateway,
  isTestGateway,
  TEST_PUBLISHABLE_KEY,
  type TestGateway,
  type ConfirmRequest,
  type ConfirmResult,
  type TickSummary,
} from './test-gateway.ts';
