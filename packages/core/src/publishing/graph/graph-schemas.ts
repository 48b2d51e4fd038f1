import { z } from 'zod';
import { CONTAINER_STATUS_CODES } from './graph-types.ts';

/**
 * Only the fields the client reads, each as loose as Instagram sends it: ids as strings or JSON numbers, lists as
 * arrays or comma-separated text, and extra fields ignored.
 */
export const graphId = z.union([z.string().min(1), z.number().int().nonnegative().transform(String)]);

const tokenFields = z.object({
  access_token: z.string().min(1),
  user_id: graphId,
  permissions: z.union([z.array(z.string()), z.string().transform((text) => text.split(',').filter(Boolean))]).optional(),
});

/** `POST /oauth/access_token`: flat, or wrapped in `data: [ … ]` as newer answers are. */
export const shortTokenSchema = z.union([tokenFields, z.object({ data: z.array(tokenFields).min(1) }).transform((wrapped) => wrapped.data[0]!)]);

/** `GET /access_token` and `GET /refresh_access_token`. */
export const longTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
});

export const profileSchema = z.object({
  id: graphId,
  user_id: graphId.optional(),
  username: z.string(),
  account_type: z.string().optional(),
  name: z.string().optional(),
  profile_picture_url: z.string().optional(),
  followers_count: z.number().optional(),
  media_count: z.number().optional(),
});

export const idSchema = z.object({ id: graphId });

/** `DELETE /me/permissions`: `{success: true}`; anything else is not a revocation. */
export const successSchema = z.object({ success: z.literal(true) });

export const containerStatusSchema = z.object({
  id: graphId.optional(),
  status_code: z.enum(CONTAINER_STATUS_CODES),
  status: z.string().optional(),
});

export const publishingLimitSchema = z.object({
  data: z
    .array(
      z.object({
        quota_usage: z.number().int().nonnegative(),
        config: z.object({ quota_total: z.number().int().positive(), quota_duration: z.number().int().positive() }).optional(),
      }),
    )
    .min(1),
});

export const mediaSchema = z.object({
  id: graphId,
  permalink: z.string().optional(),
  media_type: z.string().optional(),
  media_product_type: z.string().optional(),
  timestamp: z.string().optional(),
  caption: z.string().optional(),
  shortcode: z.string().optional(),
});

/** `GET /{ig-user-id}/media`: one page of the account's media, newest first. */
export const mediaListSchema = z.object({ data: z.array(mediaSchema) });

/** Lifetime metrics come as `values: [{value}]` (older) or `total_value: {value}` (newer). */
export const insightsSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.unknown() })).optional(),
      total_value: z.object({ value: z.unknown() }).optional(),
    }),
  ),
});

/** `2026-11-20T10:00:00+0000` (Graph's format, which `Date` does not parse everywhere) or any ISO date. */
export function parseGraphTimestamp(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const date = new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The subcode Instagram names in an ERROR status text ("… (2207026)" or "error code 2207026"). */
export function subcodeInStatus(status: string | undefined): number | undefined {
  const match = status ? /\b(2207\d{3})\b/.exec(status) : null;
  return match ? Number(match[1]) : undefined;
}
