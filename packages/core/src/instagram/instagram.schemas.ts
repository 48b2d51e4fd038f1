import { z } from 'zod';

/**
 * zod schemas of the Instagram responses we read. Lenient on purpose: only the fields we use,
 * mostly optional and nullable, unknown keys dropped. IDs arrive as strings or numbers and stay raw here: the
 * normalisers prefer exact sources (the shortcode, string ids) over JSON numbers that may have lost precision.
 */

const rawId = z.union([z.string(), z.number()]);
const num = z.number().nullish();
const str = z.string().nullish();
const bool = z.boolean().nullish();
const countEdge = z.object({ count: z.number().nullish() }).nullish();

// ---------- Shape 1: v1 media item ----------

export const imageCandidateSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export const videoVersionSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), type: num, id: rawId.nullish() });

export const v1UserSchema = z.object({
  pk: rawId.nullish(),
  id: rawId.nullish(),
  username: z.string(),
  full_name: str,
  is_private: bool,
  is_verified: bool,
  profile_pic_url: str,
});

const v1MediaCore = z.object({
  pk: rawId.nullish(),
  id: rawId.nullish(),
  code: str,
  media_type: z.number().int(),
  product_type: str,
  taken_at: num,
  image_versions2: z.object({ candidates: z.array(imageCandidateSchema) }).nullish(),
  original_width: num,
  original_height: num,
  display_uri: str,
  video_versions: z.array(videoVersionSchema).nullish(),
  video_duration: num,
  has_audio: bool,
});

export const v1MediaItemSchema = v1MediaCore.extend({
  caption: z.object({ text: z.string().nullish() }).nullish(),
  user: v1UserSchema.nullish(),
  owner: v1UserSchema.nullish(),
  like_count: num,
  comment_count: num,
  view_count: num,
  play_count: num,
  carousel_media: z.array(v1MediaCore).nullish(),
  expiring_at: num,
});
export type V1MediaItem = z.infer<typeof v1MediaItemSchema>;
export type V1MediaCore = z.infer<typeof v1MediaCore>;

// ---------- Shapes 2 and 3: GraphQL shortcode_media / profile-grid node ----------

const displayResourceSchema = z.object({ src: z.string(), config_width: z.number(), config_height: z.number() });
const dimensionsSchema = z.object({ width: z.number(), height: z.number() }).nullish();

const graphChildSchema = z.object({
  __typename: z.string(),
  id: rawId,
  shortcode: str,
  is_video: bool,
  video_url: str,
  display_url: z.string(),
  dimensions: dimensionsSchema,
  display_resources: z.array(displayResourceSchema).nullish(),
  video_duration: num,
  has_audio: bool,
});

export const graphMediaSchema = graphChildSchema.extend({
  shortcode: z.string(),
  edge_media_to_caption: z.object({ edges: z.array(z.object({ node: z.object({ text: z.string().nullish() }) })) }).nullish(),
  taken_at_timestamp: z.number(),
  owner: z.object({ id: rawId.nullish(), username: str, full_name: str, is_private: bool, is_verified: bool, profile_pic_url: str }).nullish(),
  edge_media_preview_like: countEdge,
  edge_liked_by: countEdge,
  edge_media_to_parent_comment: countEdge,
  edge_media_to_comment: countEdge,
  video_view_count: num,
  video_play_count: num,
  product_type: str,
  thumbnail_src: str,
  thumbnail_resources: z.array(displayResourceSchema).nullish(),
  pinned_for_users: z.array(z.unknown()).nullish(),
  edge_sidecar_to_children: z.object({ edges: z.array(z.object({ node: graphChildSchema })) }).nullish(),
});
export type GraphMedia = z.infer<typeof graphMediaSchema>;
export type GraphChild = z.infer<typeof graphChildSchema>;

// ---------- Profile: web_profile_info ----------

export const pageInfoSchema = z.object({ has_next_page: z.boolean().nullish(), end_cursor: str }).nullish();

/** Grid edges stay unknown here: one odd node must not sink the whole profile, so each is parsed on its own. */
export const timelineConnectionSchema = z.object({
  count: num,
  page_info: pageInfoSchema,
  edges: z.array(z.object({ node: z.unknown() })).nullish(),
});

export const webProfileUserSchema = z.object({
  id: rawId,
  username: z.string(),
  full_name: str,
  biography: str,
  external_url: str,
  // The classic shape...
  edge_followed_by: countEdge,
  edge_follow: countEdge,
  // ...and the newer flat Polaris/v1 names (instaloader `_normalize_profile_data`).
  follower_count: num,
  following_count: num,
  media_count: num,
  is_private: bool,
  is_verified: bool,
  is_business_account: bool,
  is_business: bool,
  is_professional_account: bool,
  category_name: str,
  business_category_name: str,
  category: str,
  profile_pic_url: str,
  profile_pic_url_hd: str,
  hd_profile_pic_url_info: z.object({ url: z.string() }).nullish(),
  edge_owner_to_timeline_media: timelineConnectionSchema.nullish(),
  edge_felix_video_timeline: z.object({ count: num }).nullish(),
});
export type WebProfileUser = z.infer<typeof webProfileUserSchema>;

export const webProfileInfoResponseSchema = z.object({
  data: z.object({ user: z.unknown().nullish() }).nullish(),
  status: str,
  message: str,
  require_login: bool,
});

/** The body of an API failure such as 401 "Please wait a few minutes before you try again." */
export const apiFailureSchema = z.object({ message: str, require_login: bool, status: str });

// ---------- GraphQL envelopes ----------

export const graphqlErrorSchema = z.object({
  message: str,
  code: num,
  description: str,
  severity: str,
  summary: str,
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

const errorsField = z.array(graphqlErrorSchema).nullish();

/** Method B: POST /api/graphql, PolarisLoggedOutDesktopWWWPostRootContentQuery. */
export const polarisResponseSchema = z.object({
  data: z
    .object({
      xig_polaris_media: z.object({ pk: rawId.nullish(), code: str, if_not_gated_logged_out: z.unknown().nullish() }).nullish(),
    })
    .nullish(),
  errors: errorsField,
});

/** Method C: POST /graphql/query, PolarisPostRootQuery. */
export const postRootResponseSchema = z.object({
  data: z.object({ xdt_api__v1__media__shortcode__web_info: z.object({ items: z.array(z.unknown()).nullish() }).nullish() }).nullish(),
  errors: errorsField,
  status: str,
});

/** Anonymous timeline pagination (doc_id 7950326061742207). */
export const timelineResponseSchema = z.object({
  data: z.object({ user: z.object({ edge_owner_to_timeline_media: timelineConnectionSchema.nullish() }).nullish() }).nullish(),
  errors: errorsField,
  status: str,
});

/** get_ruling_for_content: {status:"ok"} or a title/description such as "Restricted Video". */
export const rulingResponseSchema = z.object({ status: str, title: str, description: str });

// ---------- Stories ----------

export const storyReelSchema = z.object({
  id: rawId,
  items: z.array(z.unknown()).nullish(),
  user: v1UserSchema.nullish(),
  title: str,
  expiring_at: num,
});

export const reelsMediaResponseSchema = z.object({
  reels: z.record(z.string(), storyReelSchema).nullish(),
  reels_media: z.array(storyReelSchema).nullish(),
  status: str,
  message: str,
  require_login: bool,
});
