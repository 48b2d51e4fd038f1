import { AppError, type ConnectCallbackResponse, type ConnectOutcome } from '@reelcraft/contract';
import type { z } from 'zod';
import type { connectCallbackQuerySchema } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import { isGraphApiError } from '../graph/index.ts';
import { toPublishingAccountDto } from './account-dto.ts';
import { requireGraph, sealToken } from './account-token.ts';
import { recordPublishingQuota, upsertPublishingAccount } from './accounts.repository.ts';
import { checkOauthState, hashOauthState, newOauthAttempt, OAUTH_STATE_TTL_MS, pkceChallenge } from './oauth-state.ts';
import { claimPublishingOauthState, deleteStalePublishingOauthStates, insertPublishingOauthState } from './oauth-states.repository.ts';

export type ConnectCallbackQuery = z.infer<typeof connectCallbackQuerySchema>;

/**
 * "Connect for publishing": a single-use `state` bound to this user (stored hashed, 10 minutes) and the consent URL
 * to send the browser to. PKCE travels with it where the login offers it (not Instagram Login; decision 0049).
 */
export async function startPublishingConnect(core: Core, userId: string): Promise<{ authorize_url: string }> {
  const graph = requireGraph(core);
  const now = core.now();
  // Housekeeping on the way: the table holds only the last minutes' attempts.
  await deleteStalePublishingOauthStates(core.db, new Date(now.getTime() - OAUTH_STATE_TTL_MS));
  const { state, codeVerifier } = newOauthAttempt();
  await insertPublishingOauthState(core.db, {
    stateHash: hashOauthState(state),
    userId,
    codeVerifier,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return { authorize_url: graph.authorizeUrl(state, undefined, graph.pkce ? { codeChallenge: pkceChallenge(codeVerifier) } : {}) };
}

/**
 * The consent's result, posted by the web page Instagram redirected to, with the signed-in user's session. The state
 * must be this user's, unused and unexpired — so a consent link started in someone else's session can never attach
 * the victim's Instagram to that other Reelcraft account. Then: code → long-lived token → `/me`; a personal account
 * is refused (nothing stored); a business or creator account is stored (or, when connected before, gets the new token
 * and is active again). Instagram's failures come back as `failed`, never as a 500.
 */
export async function finishPublishingConnect(core: Core, userId: string, query: ConnectCallbackQuery): Promise<ConnectCallbackResponse> {
  const graph = requireGraph(core);
  const now = core.now();
  const claimed = await claimPublishingOauthState(core.db, hashOauthState(query.state), now);
  const check = checkOauthState(claimed, userId, now);
  if (check !== 'ok') {
    // A foreign state is worth a warning: someone's consent link was opened in another person's session.
    const log = check === 'foreign' ? core.logger.warn.bind(core.logger) : core.logger.info.bind(core.logger);
    log({ userId, check }, 'publishing connect: state refused');
    return outcome('expired');
  }
  if (query.error) {
    // Cancel on the consent screen is access_denied (reason user_denied); any other error is Instagram failing.
    const declined = query.error === 'access_denied' || query.error_reason === 'user_denied';
    core.logger.info({ userId, error: query.error, reason: query.error_reason }, `publishing connect: ${declined ? 'consent declined' : 'consent failed'}`);
    return outcome(declined ? 'declined' : 'failed');
  }
  if (!query.code) return outcome('failed');

  try {
    const grant = await graph.exchangeCode(query.code, undefined, graph.pkce && claimed ? { codeVerifier: claimed.codeVerifier } : {});
    const profile = await graph.me(grant.accessToken);
    if (!profile.canPublish || !profile.accountType || profile.accountType === 'PERSONAL') {
      core.logger.info({ userId, accountType: profile.accountType }, 'publishing connect: not a professional account; nothing stored');
      return outcome('personal_account');
    }
    const binding = { userId, igUserId: profile.userId };
    let row = await upsertPublishingAccount(core.db, {
      ...binding,
      username: profile.username,
      name: profile.name ?? null,
      accountType: profile.accountType,
      profilePictureUrl: profile.profilePictureUrl ?? null,
      status: 'active',
      tokenCiphertext: sealToken(core, binding, grant.accessToken),
      // From our clock and Instagram's lifetime, so the refresh schedule follows the same clock that reads it.
      tokenExpiresAt: new Date(now.getTime() + grant.expiresInSeconds * 1000),
      tokenRefreshedAt: now,
      permissions: grant.permissions,
    });
    try {
      // The list shows the remaining posts from the start; the publishing job keeps it current.
      const limit = await graph.publishingLimit(grant.accessToken, profile.userId);
      await recordPublishingQuota(core.db, row.id, limit.quotaUsage, limit.quotaTotal);
      row = { ...row, quotaUsage: limit.quotaUsage, quotaTotal: limit.quotaTotal };
    } catch (error) {
      core.logger.info({ err: error, accountId: row.id }, 'publishing connect: quota not read (shown later)');
    }
    core.logger.info({ userId, accountId: row.id, accountType: row.accountType }, 'publishing account connected');
    return { outcome: 'connected', account: toPublishingAccountDto(row) };
  } catch (error) {
    if (!isGraphApiError(error) && !(error instanceof AppError)) throw error;
    core.logger.warn({ err: error, userId }, 'publishing connect failed at Instagram');
    return outcome('failed');
  }
}

const outcome = (value: Exclude<ConnectOutcome, 'connected'>): ConnectCallbackResponse => ({ outcome: value });
