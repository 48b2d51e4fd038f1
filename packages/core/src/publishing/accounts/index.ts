export { accountTokenFor, markAccountNeedsReconnect, requireGraph, sealToken, tokenBinding } from './account-token.ts';
