import type { FakeChild, FakeCreator, FakePost, FakeStory } from './fake-world.ts';

/** Builds signed CDN URLs; implemented by the fake's CDN. */
export interface CdnLinks {
  image(key: string, width: number, height: number): string;
  video(key: string, width: number, height: number): string;
  profilePic(username: string, size: number): string;
}

/** Shape 1 user block. */
function v1User(owner: FakeCreator, cdn: CdnLinks): Record<string, unknown> {
  return {
    pk: owner.userId,
    pk_id: owner.userId,
    id: owner.userId,
    username: owner.username,
    full_name: owner.seed.fullName,
    is_private: owner.seed.isPrivate === true,
    is_verified: owner.seed.isVerified,
    profile_pic_url: cdn.profilePic(owner.username, 150),
    is_unpublished: false,
    __typename: 'XDTUserDict',
  };
}

function imageCandidates(child: FakeChild, cdn: CdnLinks): Array<{ url: string; width: number; height: number }> {
  const scales = [1, 640 / child.width, 320 / child.width];
  return scales.map((scale) => {
    const width = Math.round(child.width * scale);
    const height = Math.round(child.height * scale);
    return { url: cdn.image(child.key, width, height), width, height };
  });
}

function v1MediaCore(child: FakeChild, cdn: CdnLinks): Record<string, unknown> {
  const core: Record<string, unknown> = {
    pk: child.pk,
    id: child.pk,
    media_type: child.type === 'video' ? 2 : 1,
    image_versions2: { candidates: imageCandidates(child, cdn) },
    original_width: child.width,
    original_height: child.height,
    accessibility_caption: null,
  };
  if (child.type === 'video') {
    core.video_versions = [
      { type: 101, width: child.width, height: child.height, url: cdn.video(child.key, child.width, child.height), id: `${child.pk}1` },
      { type: 102, width: 480, height: 854, url: cdn.video(child.key, 480, 854), id: `${child.pk}2` },
      { type: 103, width: 480, height: 854, url: cdn.video(child.key, 480, 854), id: `${child.pk}3` },
    ];
    core.video_duration = child.durationSeconds ?? 4;
    core.has_audio = true;
    core.video_codec = 'avc1.64001F';
  }
  return core;
}

/** Shape 1: the "v1 media item" of Polaris, PolarisPostRootQuery and the post page. */
export function v1MediaItem(post: FakePost, cdn: CdnLinks): Record<string, unknown> {
  const owner = v1User(post.owner, cdn);
  const first = post.children[0]!;
  const base = post.kind === 'carousel' ? { ...v1MediaCore({ ...first, type: 'image' }, cdn), media_type: 8 } : v1MediaCore(first, cdn);
  const item: Record<string, unknown> = {
    ...base,
    pk: post.pk,
    id: `${post.pk}_${post.owner.userId}`,
    code: post.shortcode,
    product_type: post.isReel ? 'clips' : post.kind === 'carousel' ? 'carousel_container' : 'feed',
    taken_at: post.takenAt,
    caption: post.caption ? { pk: `${post.pk}9`, text: post.caption, created_at: post.takenAt, user_id: post.owner.userId, has_translation: null } : null,
    user: owner,
    owner,
    like_count: post.likes,
    comment_count: post.comments,
    comments_disabled: false,
    like_and_view_counts_disabled: false,
    location: null,
    usertags: { in: [] },
    coauthor_producers: [],
    music_metadata: null,
    is_paid_partnership: false,
  };
  if (post.views !== undefined) item.view_count = post.views;
  if (post.plays !== undefined) item.play_count = post.plays;
  if (post.kind === 'carousel') {
    item.carousel_media_count = post.children.length;
    item.carousel_media = post.children.map((child) => ({ ...v1MediaCore(child, cdn), carousel_parent_id: `${post.pk}_${post.owner.userId}` }));
  }
  return item;
}

/** A story item (shape 1 with `expiring_at`). */
export function v1StoryItem(story: FakeStory, cdn: CdnLinks, withExpiry: boolean): Record<string, unknown> {
  const item: Record<string, unknown> = {
    ...v1MediaCore(story.child, cdn),
    pk: story.pk,
    id: `${story.pk}_${story.owner.userId}`,
    product_type: 'story',
    taken_at: story.takenAt,
    user: v1User(story.owner, cdn),
    caption: null,
  };
  if (withExpiry) item.expiring_at = story.expiresAt;
  return item;
}

function typename(post: FakePost): string {
  return post.kind === 'carousel' ? 'GraphSidecar' : post.kind === 'video' ? 'GraphVideo' : 'GraphImage';
}

function displayResources(child: FakeChild, cdn: CdnLinks): Array<{ src: string; config_width: number; config_height: number }> {
  return imageCandidates(child, cdn)
    .reverse()
    .map((c) => ({ src: c.url, config_width: c.width, config_height: c.height }));
}

/** Shape 3: a profile-grid node of web_profile_info and the timeline query. */
export function gridNode(post: FakePost, cdn: CdnLinks): Record<string, unknown> {
  const first = post.children[0]!;
  const cover = { ...first, type: 'image' as const };
  const thumbs = [150, 240, 320, 480, 640].map((size) => ({ src: cdn.image(first.key, size, size), config_width: size, config_height: size }));
  const node: Record<string, unknown> = {
    __typename: typename(post),
    id: post.pk,
    shortcode: post.shortcode,
    dimensions: { height: first.height, width: first.width },
    display_url: cdn.image(cover.key, cover.width, cover.height),
    display_resources: displayResources(cover, cdn),
    edge_media_to_tagged_user: { edges: [] },
    fact_check_overall_rating: null,
    fact_check_information: null,
    gating_info: null,
    sharing_friction_info: { should_have_sharing_friction: false, bloks_app_url: null },
    media_overlay_info: null,
    media_preview: null,
    owner: { id: post.owner.userId, username: post.owner.username },
    is_video: post.kind === 'video',
    has_upcoming_event: false,
    accessibility_caption: null,
    edge_media_to_caption: { edges: post.caption ? [{ node: { text: post.caption } }] : [] },
    edge_media_to_comment: { count: post.comments },
    comments_disabled: false,
    taken_at_timestamp: post.takenAt,
    edge_liked_by: { count: post.likes },
    edge_media_preview_like: { count: post.likes },
    location: null,
    nft_asset_info: null,
    thumbnail_src: cdn.image(first.key, 640, 640),
    thumbnail_resources: thumbs,
    coauthor_producers: [],
    pinned_for_users: post.pinned
      ? [
          {
            id: post.owner.userId,
            is_verified: post.owner.seed.isVerified,
            profile_pic_url: cdn.profilePic(post.owner.username, 150),
            username: post.owner.username,
          },
        ]
      : [],
    like_and_view_counts_disabled: false,
    product_type: post.isReel ? 'clips' : post.kind === 'carousel' ? 'carousel_container' : 'feed',
    video_view_count: post.kind === 'video' ? (post.views ?? 0) : null,
  };
  if (post.kind === 'video') {
    node.video_url = cdn.video(first.key, first.width, first.height);
    node.video_play_count = post.plays ?? null;
    node.video_duration = post.durationSeconds ?? first.durationSeconds ?? 4;
    node.has_audio = true;
    node.dash_info = { is_dash_eligible: false, video_dash_manifest: null, number_of_qualities: 0 };
    if (post.isReel)
      node.clips_music_attribution_info = {
        artist_name: post.owner.username,
        song_name: 'Original audio',
        uses_original_audio: true,
        should_mute_audio: false,
        should_mute_audio_reason: '',
        audio_id: `${post.pk}7`,
      };
  }
  if (post.kind === 'carousel') {
    node.edge_sidecar_to_children = {
      edges: post.children.map((child) => ({
        node: {
          __typename: child.type === 'video' ? 'GraphVideo' : 'GraphImage',
          id: child.pk,
          shortcode: post.shortcode,
          dimensions: { height: child.height, width: child.width },
          display_url: cdn.image(child.key, child.width, child.height),
          display_resources: displayResources({ ...child, type: 'image' }, cdn),
          is_video: child.type === 'video',
          ...(child.type === 'video' ? { video_url: cdn.video(child.key, child.width, child.height), video_view_count: null, has_audio: true } : {}),
        },
      })),
    };
  }
  return node;
}

/** Opaque-looking pagination cursor for an offset into a creator's posts. */
export function cursorFor(offset: number): string {
  return `QVFD${Buffer.from(`offset:${offset}`).toString('base64url')}`;
}

export function offsetOf(cursor: string): number | null {
  if (!cursor.startsWith('QVFD')) return null;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor.slice(4), 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

export function timelineConnection(creator: FakeCreator, offset: number, first: number, cdn: CdnLinks): Record<string, unknown> {
  const isPrivate = creator.seed.isPrivate === true;
  const page = isPrivate ? [] : creator.posts.slice(offset, offset + first);
  const hasNext = !isPrivate && offset + first < creator.posts.length;
  return {
    count: creator.posts.length,
    page_info: { has_next_page: hasNext, end_cursor: hasNext ? cursorFor(offset + first) : null },
    edges: page.map((post) => ({ node: gridNode(post, cdn) })),
  };
}

/** `data.user` of web_profile_info, with the first 12 posts embedded. */
export function webProfileUser(creator: FakeCreator, cdn: CdnLinks): Record<string, unknown> {
  const seed = creator.seed;
  const reels = creator.posts.filter((post) => post.isReel);
  const bioTags = [...seed.biography.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]!);
  const isPrivate = seed.isPrivate === true;
  return {
    ai_agent_type: null,
    biography: seed.biography,
    bio_links: seed.externalUrl ? [{ title: '', lynx_url: seed.externalUrl, url: seed.externalUrl, link_type: 'external' }] : [],
    fb_profile_biolink: null,
    biography_with_entities: { raw_text: seed.biography, entities: bioTags.map((name) => ({ user: null, hashtag: { name } })) },
    blocked_by_viewer: false,
    restricted_by_viewer: null,
    country_block: false,
    eimu_id: creator.userId,
    external_url: seed.externalUrl ?? null,
    external_url_linkshimmed: seed.externalUrl ? `https://l.instagram.com/?u=${encodeURIComponent(seed.externalUrl)}` : null,
    edge_followed_by: { count: seed.followers },
    fbid: `1784${creator.userId}`,
    followed_by_viewer: false,
    edge_follow: { count: seed.following },
    follows_viewer: false,
    full_name: seed.fullName,
    group_metadata: null,
    has_ar_effects: false,
    has_clips: reels.length > 0,
    has_guides: false,
    has_channel: false,
    has_blocked_viewer: false,
    highlight_reel_count: creator.highlights.length,
    has_requested_viewer: false,
    hide_like_and_view_counts: false,
    id: creator.userId,
    is_business_account: seed.category !== '' && !isPrivate,
    is_professional_account: seed.category !== '' && !isPrivate,
    is_supervision_enabled: false,
    is_guardian_of_viewer: false,
    is_supervised_by_viewer: false,
    is_supervised_user: false,
    is_embeds_disabled: false,
    is_joined_recently: false,
    guardian_id: null,
    business_address_json: null,
    business_contact_method: 'UNKNOWN',
    business_email: null,
    business_phone_number: null,
    business_category_name: null,
    overall_category_name: null,
    category_enum: null,
    category_name: seed.category || null,
    is_private: isPrivate,
    is_verified: seed.isVerified,
    is_verified_by_mv4b: false,
    is_regulated_c18: false,
    profile_pic_url: cdn.profilePic(creator.username, 150),
    profile_pic_url_hd: cdn.profilePic(creator.username, 320),
    requested_by_viewer: false,
    should_show_category: seed.category !== '',
    should_show_public_contacts: false,
    show_account_transparency_details: true,
    transparency_label: null,
    transparency_product: null,
    username: creator.username,
    connected_fb_page: null,
    pronouns: [],
    edge_felix_video_timeline: { count: isPrivate ? 0 : reels.length, page_info: { has_next_page: false, end_cursor: null }, edges: [] },
    edge_owner_to_timeline_media: timelineConnection(creator, 0, 12, cdn),
    edge_saved_media: { count: 0, page_info: { has_next_page: false, end_cursor: null }, edges: [] },
    edge_media_collections: { count: 0, page_info: { has_next_page: false, end_cursor: null }, edges: [] },
    edge_related_profiles: { edges: [] },
    edge_mutual_followed_by: { count: 0, edges: [] },
  };
}

/** JSON for embedding in HTML: `<` escaped so "</script>" can never end the script early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function sjs(payload: unknown, attributeOrder: 'type-first' | 'sjs-first'): string {
  const json = scriptJson(payload);
  return attributeOrder === 'type-first'
    ? `<script type="application/json" data-content-len="${json.length}" data-sjs>${json}</script>`
    : `<script data-sjs type="application/json" data-content-len="${json.length}">${json}</script>`;
}

function siteDataBlob(): unknown {
  return {
    require: [
      [
        'ScheduledServerJS',
        'handle',
        null,
        [{ __bbox: { define: [['PolarisSiteData', [], { country_code: 'US', device_id: 'FAKE-DEVICE', machine_id: 'ZmFrZW1pZA' }, 1]] } }],
      ],
    ],
  };
}

function relayBlob(data: unknown): unknown {
  return {
    require: [
      [
        'ScheduledServerJS',
        'handle',
        null,
        [
          {
            __bbox: {
              require: [
                [
                  'RelayPrefetchedStreamCache',
                  'next',
                  [],
                  [
                    'adp_PolarisPostRootContentQueryRelayPreloader_6a1b2c3d4e5f',
                    { __bbox: { complete: true, result: { data, extensions: { is_final: true } }, sequence_number: 0 } },
                  ],
                ],
              ],
            },
          },
        ],
      ],
    ],
  };
}

export type PostPageVariant = 'media' | 'gated' | 'no_json' | 'legacy';

/** The post page: HTML with data-sjs JSON holding `xig_polaris_media.if_not_gated_logged_out`. */
export function postPageHtml(post: FakePost, variant: PostPageVariant, cdn: CdnLinks): string {
  const title = `${escapeHtml(post.owner.seed.fullName)} on Instagram: "${escapeHtml(post.caption.slice(0, 60))}"`;
  const blobs = [sjs(siteDataBlob(), 'type-first')];
  if (variant === 'media' || variant === 'gated') {
    const polaris = {
      pk: post.pk,
      code: post.shortcode,
      if_not_gated_logged_out: variant === 'media' ? v1MediaItem(post, cdn) : null,
      comments_connection: { edges: [], page_info: { has_next_page: false, end_cursor: null } },
    };
    blobs.push(sjs(relayBlob({ xig_polaris_media: polaris }), 'sjs-first'));
  } else if (variant === 'legacy') {
    blobs.push(sjs(relayBlob({ xdt_api__v1__media__shortcode__web_info: { items: [v1MediaItem(post, cdn)] } }), 'sjs-first'));
  }
  blobs.push(sjs({ require: [['CometSSRMergedContentInjector', 'onPayloadReceived', null, [{ __bbox: { payload: { ssr_deferred: [] } } }]]] }, 'type-first'));
  const og = variant === 'media' ? `<meta property="og:image" content="${escapeHtml(cdn.image(post.children[0]!.key, 640, 800))}">` : '';
  return `<!DOCTYPE html><html lang="en" class="_9dls"><head><meta charset="utf-8"><title>${title}</title>${og}<meta property="og:url" content="https://www.instagram.com/p/${post.shortcode}/"></head><body><div id="mount_0_0_Ab"></div>${blobs.join('')}</body></html>`;
}

export function unavailablePageHtml(): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page not found • Instagram</title></head><body><main><h2>Sorry, this page isn't available.</h2><p>The link you followed may be broken, or the page may have been removed. <a href="/">Go back to Instagram.</a></p></main></body></html>`;
}

export function homePageHtml(lsd: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Instagram</title></head><body><script type="application/json" id="__eqmc">${scriptJson({ u: '/ajax/qm/?__a=1&__user=0', e: 'AQEfake', s: '1:abc', w: 0, f: 'AQHfake', l: lsd })}</script><script>requireLazy(["Bootloader"],function(){});["LSD",[],{"token":"${lsd}"},323]</script><div id="mount_0_0_Xy"></div></body></html>`;
}

export function loginPageHtml(): string {
  return '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Login • Instagram</title></head><body><form id="loginForm" method="post" action="/accounts/login/ajax/"><input name="username"><input name="password" type="password"><button type="submit">Log in</button></form></body></html>';
}

/** The ~20 KB HTML body of a 429 on a page request (gallery-dl#2587). */
export function rateLimitHtml(): string {
  const filler = '<!-- padding -->'.repeat(1200);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Instagram</title></head><body><h1>Please wait a few minutes before you try again.</h1>${filler}</body></html>`;
}

export function profilePageHtml(creator: FakeCreator): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(creator.seed.fullName)} (@${creator.username}) • Instagram photos and videos</title></head><body><script type="application/json" data-sjs>${scriptJson({ require: [['PolarisProfilePageContentQuery', { profile_id: creator.userId, user_id: creator.userId }]] })}</script></body></html>`;
}
