export * from './config/config.ts';
export type { Core } from './context.ts';
export * from './bootstrap.ts';
export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from './db/client.ts';
export * as schema from './db/schema.ts';
export { createLogger, type Logger } from './logging/logger.ts';
export { jobDefinitions, JOB_NAMES, type JobName } from './jobs/definitions.ts';
export type { JobQueue, JobHandler } from './jobs/queue.ts';
export { checkHealth } from './health/check-health.ts';

export { authenticate } from './accounts/authenticate.ts';
export { signUp } from './accounts/sign-up.ts';
export { logIn } from './accounts/log-in.ts';
export { emailLogin } from './accounts/email-login.ts';
export { magicLogin } from './accounts/magic-login.ts';
export { requestPasswordReset } from './accounts/request-password-reset.ts';
export { resetPassword } from './accounts/reset-password.ts';
export { requestEmailChange } from './accounts/request-email-change.ts';
export { confirmEmailChange } from './accounts/confirm-email-change.ts';
export { updateProfile } from './accounts/update-profile.ts';
export { deleteAccount } from './accounts/delete-account.ts';
export { toUserDto } from './accounts/user-dto.ts';
export type { UserRow } from './accounts/users.repository.ts';

export { deliverEmail } from './mail/deliver-email.ts';
export { renderEmail } from './mail/render-email.tsx';
export { listOutboxEmails } from './mail/outbox.repository.ts';
export { recordAnalyticsEvents } from './analytics/record-events.ts';

export type { ObjectStorage, ByteRange } from './storage/storage.ts';
export { ObjectNotFoundError } from './storage/storage.ts';
export { signMediaLink, verifyMediaLink } from './storage/media-links.ts';
export { parseByteRange } from './storage/byte-range.ts';
