import { ADMIN_PAGE_SIZE, type AdminPublishingAccountList, type AdminPublishingFailedPostList, type AdminPublishingListQuery } from '@reelcraft/contract';
import type { Core } from '../../context.ts';
import {
  countAdminFailedPosts,
  countAdminPublishingAccounts,
  selectAdminFailedPosts,
  selectAdminPublishingAccounts,
  type AdminAccountRow,
  type AdminFailedPostRow,
} from './admin-publishing.repository.ts';

/** GET /admin/publishing/accounts: connected accounts, newest first; what an operator needs, never the token. */
export async function listPublishingAccountsForAdmin(core: Core, query: AdminPublishingListQuery): Promise<AdminPublishingAccountList> {
  const q = query.q || undefined;
  const [rows, total] = await Promise.all([
    selectAdminPublishingAccounts(core.db, q, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    countAdminPublishingAccounts(core.db, q),
  ]);
  return { items: rows.map(toAdminAccount), total, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** GET /admin/publishing/failed-posts: posts whose publishing failed, latest failure first. */
export async function listFailedPostsForAdmin(core: Core, query: AdminPublishingListQuery): Promise<AdminPublishingFailedPostList> {
  const q = query.q || undefined;
  const [rows, total] = await Promise.all([
    selectAdminFailedPosts(core.db, q, ADMIN_PAGE_SIZE, (query.page - 1) * ADMIN_PAGE_SIZE),
    countAdminFailedPosts(core.db, q),
  ]);
  return { items: rows.map(toAdminFailedPost), total, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

function toAdminAccount(row: AdminAccountRow): AdminPublishingAccountList['items'][number] {
  return {
    id: row.id,
    user: { id: row.userId, email: row.email },
    username: row.username,
    account_type: row.accountType,
    status: row.status,
    token_expires_at: row.tokenExpiresAt.toISOString(),
    token_refreshed_at: row.tokenRefreshedAt.toISOString(),
    connected_at: row.connectedAt.toISOString(),
    quota_usage: row.quotaUsage,
    quota_total: row.quotaTotal,
    quota_checked_at: row.quotaCheckedAt?.toISOString() ?? null,
  };
}

function toAdminFailedPost(row: AdminFailedPostRow): AdminPublishingFailedPostList['items'][number] {
  return {
    id: row.id,
    user: { id: row.userId, email: row.email },
    account: { id: row.accountId, username: row.username },
    kind: row.kind,
    failure_reason: row.failureReason,
    failure_subcode: row.failureSubcode,
    attempts: row.attempts,
    publish_at: row.publishAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
