/**
 * The server tests' harness: the real app on a test database, and factories for what most tests need first (a user,
 * a subscriber, an admin, an uploaded photo or recording), reading bodies, and waiting for job results.
 */
export { captureLogs, createTestApp, eventually, type TestApp } from './test-app.ts';
export { freezeClock, type FrozenClock } from './clock.ts';
export { errorCode, json, postForm, type FormFile, type Json } from './http.ts';
export {
  GOOD_TEST_CARD,
  grantSubscription,
  signUp,
  signUpAdmin,
  signUpSubscriber,
  subscribeWithTestCard,
  TEST_PASSWORD,
  uniqueEmail,
  userIdOf,
  type SignedUpUser,
  type SignUpOptions,
} from './users.ts';
export { loudness, postPhoto, uploadPhoto, uploadRecording, type PhotoOptions, type RecordingOptions } from './media.ts';
export { waitForAnalysis, waitForJob, waitForQueueIdle, waitForSuggestion, type FinishedJobState } from './wait.ts';
