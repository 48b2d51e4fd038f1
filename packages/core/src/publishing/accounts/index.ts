export { accountTokenFor, markAccountNeedsReconnect, openToken, requireGraph, sealToken, tokenBinding } from './account-token.ts';
export { toPublishingAccountDto } from './account-dto.ts';
export { finishPublishingConnect, startPublishingConnect, type ConnectCallbackQuery } from './connect.ts';
export { disconnectPublishingAccount, listPublishingAccountsFor } from './manage-accounts.ts';
export { PUBLISHING_SETTINGS_PATH } from './reconnect-notice.ts';
export { refreshExpiringPublishingTokens, TOKEN_MIN_AGE_MS, TOKEN_REFRESH_WINDOW_MS, type TokenRefreshResult } from './refresh-tokens.ts';
