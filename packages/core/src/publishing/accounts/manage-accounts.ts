import { AppError, type DisconnectPublishingAccountResponse, type PublishingAccountsResponse } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { toPublishingAccountDto } from './account-dto.ts';
import { openToken } from './account-token.ts';
import {
  failScheduledPostsOfAccount,
  findOwnPublishingAccount,
  listConnectedPublishingAccounts,
  markPublishingAccountDisconnected,
} from './accounts.repository.ts';

/** GET /publishing/accounts: whether publishing is set up (and on the fake), and the user's connected accounts. */
export async function listPublishingAccountsFor(core: Core, userId: string): Promise<PublishingAccountsResponse> {
  const rows = await listConnectedPublishingAccounts(core.db, userId);
  return { configured: core.publishing.graph !== null, demo: core.publishing.demo, accounts: rows.map(toPublishingAccountDto) };
}

/**
 * Disconnects the user's account: revokes the app's permission at Instagram (best effort), deletes the token, marks
 * the row disconnected (published posts and their insights stay in the history) and fails the posts still scheduled
 * on it with `reconnect_needed`, so nothing is published through it. Someone else's (or an unknown) id → NOT_FOUND.
 * `revoked` false: Instagram was not told (not configured, unreachable, the token already dead); the UI then asks the
 * creator to remove Reelcraft in Instagram → Settings → Apps and websites.
 */
export async function disconnectPublishingAccount(core: Core, userId: string, accountId: string): Promise<DisconnectPublishingAccountResponse> {
  const account = await findOwnPublishingAccount(core.db, userId, accountId);
  if (!account || account.status === 'disconnected') throw new AppError('NOT_FOUND');
  let revoked = false;
  const graph = core.publishing.graph;
  if (graph && account.tokenCiphertext !== null) {
    try {
      await graph.revokeToken(openToken(core, account));
      revoked = true;
    } catch (error) {
      core.logger.warn({ err: error, accountId }, 'publishing disconnect: the token could not be revoked at Instagram; deleted here anyway');
    }
  }
  await core.db.transaction(async (tx) => {
    await markPublishingAccountDisconnected(tx, account.id);
    const failed = await failScheduledPostsOfAccount(tx, account.id, 'reconnect_needed');
    if (failed > 0) core.logger.info({ accountId, failed }, 'publishing disconnect: scheduled posts failed with reconnect_needed');
  });
  core.logger.info({ userId, accountId, revoked }, 'publishing account disconnected');
  return { revoked };
}
