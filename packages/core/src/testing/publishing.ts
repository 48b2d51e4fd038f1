import type { Core } from '../context.ts';
import { upsertPublishingAccount, type PublishingAccountRow } from '../publishing/accounts/accounts.repository.ts';
import { sealToken } from '../publishing/accounts/account-token.ts';

/** Env for a test core whose publishing talks to a fake Graph API at `url` (startFakeInstagramGraph). */
export function fakeGraphEnv(fake: { url: string; appId: string; appSecret: string }): Record<string, string> {
  return {
    INSTAGRAM_PUBLISHING_APP_ID: fake.appId,
    INSTAGRAM_PUBLISHING_APP_SECRET: fake.appSecret,
    INSTAGRAM_GRAPH_BASE_URL: fake.url,
    INSTAGRAM_GRAPH_AUTHORIZE_URL: fake.url,
    INSTAGRAM_GRAPH_OAUTH_URL: fake.url,
    INSTAGRAM_GRAPH_DEMO: 'true',
  };
}

/**
 * Stores a connected account directly (no OAuth walk), with a token the fake issued for it:
 * `connectTestPublishingAccount(core, user.id, { igUserId: account.userId, username: account.username, token: fake.issueToken(account.username) })`.
 */
export async function connectTestPublishingAccount(
  core: Core,
  userId: string,
  input: { igUserId: string; username: string; token: string; accountType?: 'BUSINESS' | 'MEDIA_CREATOR'; expiresAt?: Date },
): Promise<PublishingAccountRow> {
  const binding = { userId, igUserId: input.igUserId };
  return upsertPublishingAccount(core.db, {
    ...binding,
    username: input.username,
    accountType: input.accountType ?? 'MEDIA_CREATOR',
    status: 'active',
    tokenCiphertext: sealToken(core, binding, input.token),
    tokenExpiresAt: input.expiresAt ?? new Date(core.now().getTime() + 60 * 86_400_000),
    tokenRefreshedAt: core.now(),
    permissions: ['instagram_business_basic', 'instagram_business_content_publish'],
  });
}
