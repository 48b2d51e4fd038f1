import { z } from 'zod';
import { isoDate, nullableDate, pageQuery } from './admin-common.ts';
import { PUBLISHING_ACCOUNT_STATUSES, POST_FAILURE_REASONS, publishKindSchema } from './publishing.ts';

// The console's view of publishing (issue 35): connected accounts and failed posts. Never a token or its ciphertext.

export const adminPublishingAccountSchema = z
  .object({
    id: z.uuid(),
    user: z.object({ id: z.uuid(), email: z.string().nullable() }),
    username: z.string(),
    account_type: z.enum(['BUSINESS', 'MEDIA_CREATOR']),
    status: z.enum([...PUBLISHING_ACCOUNT_STATUSES, 'disconnected']),
    token_expires_at: isoDate,
    token_refreshed_at: isoDate,
    connected_at: isoDate,
    /** Posts used and allowed in Instagram's rolling 24 h, as last read (null before the first check). */
    quota_usage: z.number().int().nullable(),
    quota_total: z.number().int(),
    quota_checked_at: nullableDate,
  })
  .meta({ id: 'AdminPublishingAccount' });
export type AdminPublishingAccount = z.infer<typeof adminPublishingAccountSchema>;

export const adminPublishingFailedPostSchema = z
  .object({
    id: z.uuid(),
    user: z.object({ id: z.uuid(), email: z.string().nullable() }),
    account: z.object({ id: z.uuid(), username: z.string() }),
    kind: publishKindSchema,
    /** A POST_FAILURE_REASONS key; unknown text is passed through as stored. */
    failure_reason: z.union([z.enum(POST_FAILURE_REASONS), z.string()]).nullable(),
    failure_subcode: z.number().int().nullable(),
    attempts: z.number().int(),
    publish_at: isoDate,
    updated_at: isoDate,
  })
  .meta({ id: 'AdminPublishingFailedPost' });
export type AdminPublishingFailedPost = z.infer<typeof adminPublishingFailedPostSchema>;

/** `q`: part of the user's e-mail or the Instagram username. */
export const adminPublishingListQuerySchema = z.object({ q: z.string().trim().max(200).optional(), page: pageQuery });
export type AdminPublishingListQuery = z.infer<typeof adminPublishingListQuerySchema>;

const page = { total: z.number().int(), page: z.number().int(), page_size: z.number().int() };

export const adminPublishingAccountListSchema = z.object({ items: z.array(adminPublishingAccountSchema), ...page }).meta({ id: 'AdminPublishingAccountList' });
export type AdminPublishingAccountList = z.infer<typeof adminPublishingAccountListSchema>;

export const adminPublishingFailedPostListSchema = z
  .object({ items: z.array(adminPublishingFailedPostSchema), ...page })
  .meta({ id: 'AdminPublishingFailedPostList' });
export type AdminPublishingFailedPostList = z.infer<typeof adminPublishingFailedPostListSchema>;
