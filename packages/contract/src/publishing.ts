import { z } from 'zod';
import { safeText } from './common.ts';
import { instagramUsernameSchema } from './profiles.ts';

/**
 * Publishing to Instagram (issue 35): connected professional accounts, posts made now or scheduled, their status and
 * insights. The Graph API's own names stay in packages/core/src/publishing/graph; these are the product's.
 */

/** What a post is on Instagram: a reel (video), a story (video or photo), a carousel (2–10 photos) or one photo. */
export const PUBLISH_KINDS = ['reel', 'story', 'carousel', 'image'] as const;
export type PublishKind = (typeof PUBLISH_KINDS)[number];
export const publishKindSchema = z.enum(PUBLISH_KINDS);

/**
 * A post's life: `scheduled` (waiting for its time), `publishing` (the job is creating, polling, publishing),
 * `published` (on Instagram, permalink known), `failed` (a reason; the creator may retry), `cancelled` (by the creator).
 */
export const POST_STATUSES = ['scheduled', 'publishing', 'published', 'failed', 'cancelled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const postStatusSchema = z.enum(POST_STATUSES);

/** Instagram's limits: 2,200 caption characters, 30 hashtags, 20 @-mentions, 3 collaborators, 2–10 carousel items. */
export const CAPTION_MAX = 2200;
export const CAPTION_HASHTAGS_MAX = 30;
export const CAPTION_MENTIONS_MAX = 20;
export const COLLABORATORS_MAX = 3;
export const CAROUSEL_MIN = 2;
export const CAROUSEL_MAX = 10;
/** Instagram publishes at most 50 posts per account in a rolling 24 h. */
export const PUBLISH_QUOTA_PER_DAY = 50;
/** How far ahead a post may be scheduled. */
export const SCHEDULE_HORIZON_DAYS = 75;

const countMatches = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

export const postCaptionSchema = safeText()
  .max(CAPTION_MAX)
  .refine((text) => countMatches(text, /(^|\s)#[\p{L}\p{N}_]+/gu) <= CAPTION_HASHTAGS_MAX, { message: `at most ${CAPTION_HASHTAGS_MAX} hashtags` })
  .refine((text) => countMatches(text, /(^|\s)@[A-Za-z0-9._]+/g) <= CAPTION_MENTIONS_MAX, { message: `at most ${CAPTION_MENTIONS_MAX} mentions` });

/** An IANA time zone the browser reports (Intl); checked against the runtime's list. */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: 'an IANA time zone' },
  );

// ---- Accounts -------------------------------------------------------------------------------------------------

export const PUBLISHING_ACCOUNT_STATUSES = ['active', 'needs_reconnect'] as const;
export type PublishingAccountStatus = (typeof PUBLISHING_ACCOUNT_STATUSES)[number];

export const publishingAccountSchema = z
  .object({
    id: z.uuid(),
    username: z.string(),
    name: z.string().nullable(),
    account_type: z.enum(['BUSINESS', 'MEDIA_CREATOR']),
    profile_picture_url: z.string().nullable(),
    status: z.enum(PUBLISHING_ACCOUNT_STATUSES),
    /** When the stored long-lived token expires (it is refreshed well before). */
    token_expires_at: z.iso.datetime({ offset: true }),
    connected_at: z.iso.datetime({ offset: true }),
    /** Posts Instagram still allows in its rolling 24 h, as last seen (null before the first check). */
    quota_remaining: z.number().int().min(0).nullable(),
    quota_total: z.number().int().min(0),
  })
  .meta({ id: 'PublishingAccount' });
export type PublishingAccount = z.infer<typeof publishingAccountSchema>;

/** GET /publishing/accounts: whether the operator set the feature up, and the creator's connected accounts. */
export const publishingAccountsResponseSchema = z
  .object({
    /** False when INSTAGRAM_PUBLISHING_APP_ID/SECRET are not set: the UI says what an operator must configure. */
    configured: z.boolean(),
    /** True when connected to the loopback fake (demo mode): the UI says nothing is posted to the real Instagram. */
    demo: z.boolean(),
    accounts: z.array(publishingAccountSchema),
  })
  .meta({ id: 'PublishingAccounts' });
export type PublishingAccountsResponse = z.infer<typeof publishingAccountsResponseSchema>;

/** POST /publishing/accounts/connect → where to send the browser (Instagram's consent screen). */
export const connectStartResponseSchema = z.object({ authorize_url: z.url() }).meta({ id: 'PublishingConnectStart' });

/** The OAuth redirect's query, as Instagram sends it (an error instead of a code when the creator declines). */
export const connectCallbackQuerySchema = z.object({
  state: z.string().min(1).max(200),
  code: z.string().min(1).max(2000).optional(),
  error: z.string().max(200).optional(),
  error_reason: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

/** Where the callback sends the browser back to: `?publishing=<outcome>` on the settings page. */
export const CONNECT_OUTCOMES = ['connected', 'declined', 'personal_account', 'expired', 'failed'] as const;
export type ConnectOutcome = (typeof CONNECT_OUTCOMES)[number];

/** POST /publishing/accounts/callback: what came of the consent (the account when `connected`). Never a token. */
export const connectCallbackResponseSchema = z
  .object({ outcome: z.enum(CONNECT_OUTCOMES), account: publishingAccountSchema.optional() })
  .meta({ id: 'PublishingConnectResult' });
export type ConnectCallbackResponse = z.infer<typeof connectCallbackResponseSchema>;

/**
 * DELETE /publishing/accounts/{id}: the token is deleted either way; `revoked` false when Instagram could not be told,
 * so the UI asks the creator to also remove Reelcraft in Instagram → Settings → Apps and websites.
 */
export const disconnectPublishingAccountResponseSchema = z.object({ revoked: z.boolean() }).meta({ id: 'PublishingDisconnect' });
export type DisconnectPublishingAccountResponse = z.infer<typeof disconnectPublishingAccountResponseSchema>;

// ---- Posts ----------------------------------------------------------------------------------------------------

const postOptionsFields = {
  caption: postCaptionSchema.default(''),
  /** Reels: also show it in the profile grid (Instagram's default is true). */
  share_to_feed: z.boolean().default(true),
  collaborators: z
    .array(instagramUsernameSchema)
    .max(COLLABORATORS_MAX)
    .refine((names) => new Set(names).size === names.length, { message: 'each collaborator once' })
    .default([]),
  /** Reels: the frame used as the cover, in ms from the start. */
  cover_offset_ms: z
    .number()
    .int()
    .min(0)
    .max(15 * 60_000)
    .optional(),
  /** When to publish (with offset); null or absent: now. */
  publish_at: z.iso.datetime({ offset: true }).nullable().optional(),
  /** The creator's zone, for showing and re-planning the time the way they chose it. */
  time_zone: timeZoneSchema.default('UTC'),
};

/**
 * POST /publishing/posts. The media is ours: a ready video of a content item (`suggestion_id`, for reels and video
 * stories) or the creator's uploaded photos (`image_ids`, for a carousel, a photo or a photo story).
 */
export const createPostRequestSchema = z
  .object({
    account_id: z.uuid(),
    kind: publishKindSchema,
    suggestion_id: z.uuid().optional(),
    image_ids: z
      .array(z.uuid())
      .max(CAROUSEL_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'each photo once' })
      .default([]),
    ...postOptionsFields,
  })
  .strict()
  .meta({ id: 'CreatePostRequest' });
export type CreatePostRequest = z.infer<typeof createPostRequestSchema>;

/** PATCH /publishing/posts/{id}: while scheduled (or failed), change the time, caption or options. */
export const updatePostRequestSchema = z
  .object({
    caption: postCaptionSchema.optional(),
    share_to_feed: z.boolean().optional(),
    collaborators: postOptionsFields.collaborators.optional(),
    cover_offset_ms: postOptionsFields.cover_offset_ms,
    publish_at: z.iso.datetime({ offset: true }).optional(),
    time_zone: timeZoneSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' })
  .meta({ id: 'UpdatePostRequest' });
export type UpdatePostRequest = z.infer<typeof updatePostRequestSchema>;

export const postInsightsSchema = z
  .object({
    views: z.number().int().nullable(),
    reach: z.number().int().nullable(),
    likes: z.number().int().nullable(),
    comments: z.number().int().nullable(),
    saved: z.number().int().nullable(),
    shares: z.number().int().nullable(),
    fetched_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PostInsights' });
export type PostInsights = z.infer<typeof postInsightsSchema>;

/**
 * Why a post failed, for people: `reason` is a stable key the UI translates (`web.publishing.reasons.<reason>`),
 * `subcode` Instagram's 2207xxx when it sent one.
 */
export const POST_FAILURE_REASONS = [
  'media_rejected',
  'video_format',
  'image_format',
  'aspect_ratio',
  'caption_too_long',
  'carousel_size',
  'media_fetch_failed',
  'container_expired',
  'processing_failed',
  'quota_reached',
  'rate_limited',
  'reconnect_needed',
  'permission',
  'media_missing',
  'instagram_unavailable',
  'unknown',
] as const;
export type PostFailureReason = (typeof POST_FAILURE_REASONS)[number];

export const postSchema = z
  .object({
    id: z.uuid(),
    account: z.object({ id: z.uuid(), username: z.string() }),
    kind: publishKindSchema,
    status: postStatusSchema,
    caption: z.string(),
    share_to_feed: z.boolean(),
    collaborators: z.array(z.string()),
    cover_offset_ms: z.number().int().nullable(),
    publish_at: z.iso.datetime({ offset: true }),
    time_zone: z.string(),
    suggestion_id: z.uuid().nullable(),
    image_ids: z.array(z.uuid()),
    /** A small picture of the post for lists and the calendar (signed link), when there is one. */
    thumbnail_url: z.string().nullable(),
    /** Where the job is while publishing: 'queued' | 'preparing' | 'uploading' | 'processing' | 'publishing'. */
    stage: z.string().nullable(),
    attempts: z.number().int(),
    published_at: z.iso.datetime({ offset: true }).nullable(),
    permalink: z.string().nullable(),
    failure: z.object({ reason: z.enum(POST_FAILURE_REASONS), subcode: z.number().int().nullable() }).nullable(),
    insights: postInsightsSchema.nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Post' });
export type Post = z.infer<typeof postSchema>;

/** GET /publishing/posts?from&to: the calendar's window (at most 62 days), every status but cancelled by default. */
export const listPostsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    status: postStatusSchema.optional(),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), { message: 'to after from' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 62 * 86_400_000, { message: 'at most 62 days' });

export const postListResponseSchema = z.object({ posts: z.array(postSchema) }).meta({ id: 'PostList' });

/**
 * GET /publishing/best-times: hours of the week to post, best first. `basis` says where they come from: the creator's
 * own published posts (Reelcraft's and the analysed profile's) or general short-video habits when there are too few.
 */
export const bestTimesResponseSchema = z
  .object({
    basis: z.enum(['own_posts', 'general']),
    /** How many of the creator's posts the suggestion is based on. */
    sample_size: z.number().int().min(0),
    slots: z.array(
      z.object({
        /** 0 = Sunday … 6 = Saturday, in the requested time zone. */
        weekday: z.number().int().min(0).max(6),
        hour: z.number().int().min(0).max(23),
        /** Relative strength 0–1. */
        score: z.number().min(0).max(1),
      }),
    ),
  })
  .meta({ id: 'BestTimes' });
export type BestTimesResponse = z.infer<typeof bestTimesResponseSchema>;

// ---- Jobs -----------------------------------------------------------------------------------------------------

/** One publishing job per post and attempt; the post id makes it idempotent. */
export const publishPostJobSchema = z.object({ post_id: z.uuid() });
