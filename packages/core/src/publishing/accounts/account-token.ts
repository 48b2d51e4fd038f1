import { AppError } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import type { InstagramGraphClient } from '../graph/index.ts';
import { findPublishingAccount, markPublishingAccountNeedsReconnect, type PublishingAccountRow } from './accounts.repository.ts';
import { notifyReconnectNeeded } from './reconnect-notice.ts';
import { decryptToken, encryptToken } from './token-crypto.ts';

/** What binds a stored token to its row: the same token copied to another row does not decrypt. */
export const tokenBinding = (account: Pick<PublishingAccountRow, 'userId' | 'igUserId'>) => `${account.userId}:${account.igUserId}`;

export const sealToken = (core: Core, account: Pick<PublishingAccountRow, 'userId' | 'igUserId'>, token: string) =>
  encryptToken(core.publishing.tokenKey, tokenBinding(account), token);

/** The Graph client, or PUBLISHING_NOT_CONFIGURED. */
export function requireGraph(core: Core): InstagramGraphClient {
  if (!core.publishing.graph) throw new AppError('PUBLISHING_NOT_CONFIGURED');
  return core.publishing.graph;
}

/**
 * An account and its decrypted token, for a job or service that calls Instagram for it. PUBLISHING_RECONNECT_NEEDED
 * when the account is marked so, its token has expired, or the stored token cannot be read (a changed key).
 */
export async function accountTokenFor(core: Core, accountId: string): Promise<{ account: PublishingAccountRow; token: string; graph: InstagramGraphClient }> {
  const graph = requireGraph(core);
  const account = await findPublishingAccount(core.db, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  if (account.status !== 'active') throw new AppError('PUBLISHING_RECONNECT_NEEDED', { account_id: account.id });
  if (account.tokenExpiresAt.getTime() <= core.now().getTime()) {
    await markAccountNeedsReconnect(core, account.id);
    throw new AppError('PUBLISHING_RECONNECT_NEEDED', { account_id: account.id });
  }
  let token: string;
  try {
    token = openToken(core, account);
  } catch {
    core.logger.warn({ accountId: account.id }, 'publishing token unreadable (was PUBLISHING_TOKEN_KEY changed?); the account needs reconnecting');
    await markAccountNeedsReconnect(core, account.id);
    throw new AppError('PUBLISHING_RECONNECT_NEEDED', { account_id: account.id });
  }
  return { account, token, graph };
}

/** The stored token of an account, decrypted; throws when there is none or it cannot be read. */
export function openToken(core: Core, account: PublishingAccountRow): string {
  if (account.tokenCiphertext === null) throw new Error('no stored token');
  return decryptToken(core.publishing.tokenKey, tokenBinding(account), account.tokenCiphertext);
}

/**
 * Instagram no longer accepts the account's token (code 190, expired, revoked): the account waits for the creator to
 * connect it again (its `needs_reconnect` status is the in-app notice), and the creator gets one e-mail. Returns true
 * for the call that changed it; only that call queues the e-mail, so every caller (the publishing job, the token
 * refresh, accountTokenFor) may call it and the creator is told once per disconnection.
 */
export async function markAccountNeedsReconnect(core: Core, accountId: string): Promise<boolean> {
  const changed = await markPublishingAccountNeedsReconnect(core.db, accountId);
  if (!changed) return false;
  core.logger.info({ accountId }, 'publishing account needs reconnecting');
  await notifyReconnectNeeded(core, accountId);
  return true;
}
