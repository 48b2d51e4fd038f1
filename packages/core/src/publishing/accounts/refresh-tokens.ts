import type { Core } from '../../context.ts';
import { isGraphApiError } from '../graph/index.ts';
import { markAccountNeedsReconnect, openToken, sealToken } from './account-token.ts';
import { listPublishingAccountsDueForRefresh, storeRefreshedPublishingToken } from './accounts.repository.ts';

const DAY_MS = 86_400_000;
/** Tokens are refreshed once they expire within this window (they last about 60 days). */
export const TOKEN_REFRESH_WINDOW_MS = 10 * DAY_MS;
/** Instagram refreshes a long-lived token only once it is at least 24 h old. */
export const TOKEN_MIN_AGE_MS = DAY_MS;
/** Accounts per tick; the rest wait for the next one (the window is ten days wide). */
const BATCH = 50;

export interface TokenRefreshResult {
  refreshed: number;
  /** Accounts whose token Instagram refused: they now need reconnecting (and their creators were told). */
  reconnect: number;
  /** Accounts left for the next tick (Instagram down, rate limited). */
  failed: number;
}

/**
 * For the publishing tick: active accounts whose token expires within 10 days and was refreshed at least 24 h ago get
 * a new long-lived token. A token Instagram no longer accepts (code 190, revoked permission) or one that already
 * expired makes the account need reconnecting (markAccountNeedsReconnect tells the creator once); other failures are
 * left for the next tick.
 */
export async function refreshExpiringPublishingTokens(core: Core): Promise<TokenRefreshResult> {
  const result: TokenRefreshResult = { refreshed: 0, reconnect: 0, failed: 0 };
  const graph = core.publishing.graph;
  if (!graph) return result;
  const now = core.now();
  const due = await listPublishingAccountsDueForRefresh(
    core.db,
    new Date(now.getTime() + TOKEN_REFRESH_WINDOW_MS),
    new Date(now.getTime() - TOKEN_MIN_AGE_MS),
    BATCH,
  );
  for (const account of due) {
    const needsReconnect = async (why: string, error?: unknown) => {
      core.logger.info({ err: error, accountId: account.id, why }, 'publishing token cannot be refreshed');
      if (await markAccountNeedsReconnect(core, account.id)) result.reconnect++;
    };
    if (account.tokenExpiresAt.getTime() <= now.getTime()) {
      await needsReconnect('expired');
      continue;
    }
    let token: string;
    try {
      token = openToken(core, account);
    } catch (error) {
      await needsReconnect('unreadable', error);
      continue;
    }
    try {
      const next = await graph.refreshToken(token);
      const stored = await storeRefreshedPublishingToken(
        core.db,
        account.id,
        sealToken(core, account, next.accessToken),
        new Date(now.getTime() + next.expiresInSeconds * 1000),
        now,
      );
      if (stored) result.refreshed++;
    } catch (error) {
      if (isGraphApiError(error) && (error.kind === 'token_expired' || error.kind === 'permission')) {
        await needsReconnect(error.kind, error);
      } else {
        result.failed++;
        core.logger.warn({ err: error, accountId: account.id }, 'publishing token refresh failed; retried on the next tick');
      }
    }
  }
  return result;
}
