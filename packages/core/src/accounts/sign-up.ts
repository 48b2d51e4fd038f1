import { AppError, type SignUpRequest } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { enqueueEmail } from '../mail/enqueue-email.ts';
import { issueSession, type SessionClient, type SessionTokens } from './issue-session.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './users.repository.ts';

/** Creates an account with a password; an e-mail already in use is EMAIL_TAKEN (409). */
export async function signUp(core: Core, input: SignUpRequest, client: SessionClient = {}): Promise<SessionTokens> {
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(core.db, { email: input.email, passwordHash, language: input.language });
  if (!user) throw new AppError('EMAIL_TAKEN');
  await enqueueEmail(core, { to: user.email, template: 'welcome', language: input.language, params: { link: `${core.publicUrl}/app` } });
  return issueSession(core, user, client);
}
