import type { PublishingAccount } from '@reelcraft/contract';
import type { PublishingAccountRow } from './accounts.repository.ts';

/** An account as the API shows it: never the token, only its expiry. */
export function toPublishingAccountDto(row: PublishingAccountRow): PublishingAccount {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    account_type: row.accountType,
    profile_picture_url: row.profilePictureUrl,
    // A disconnected row is never listed; should one reach here, it is as unusable as one needing a reconnect.
    status: row.status === 'active' ? 'active' : 'needs_reconnect',
    token_expires_at: row.tokenExpiresAt.toISOString(),
    connected_at: row.connectedAt.toISOString(),
    quota_remaining: row.quotaUsage === null ? null : Math.max(0, row.quotaTotal - row.quotaUsage),
    quota_total: row.quotaTotal,
  };
}
