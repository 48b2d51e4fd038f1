import { describe, expect, it } from 'vitest';
import { isInstagramError } from './instagram-errors.ts';
import { exactMediaPk, parseGraphMedia, parseGridNode, parseTimeline, parseV1Media, parseWebProfileUser } from './normalize.ts';

// Instagram's shapes (v1 media item, GraphQL node, grid node, web_profile_info), written by hand with its field names.
const user = {
  pk: '505721575',
  username: 'anna.fitcoach',
  full_name: 'Anna',
  is_private: false,
  is_verified: true,
  profile_pic_url: 'https://scontent.cdninstagram.com/pp.jpg',
};
const candidates = [
  { url: 'https://scontent.cdninstagram.com/big.jpg', width: 1080, height: 1350 },
  { url: 'https://scontent.cdninstagram.com/small.jpg', width: 320, height: 400 },
];

const v1Video = {
  pk: Number('2913440072144448240'), // a JSON number: already rounded by JSON.parse, the shortcode is exact
  id: '2913440072144448240_505721575',
  code: 'Chunk8-jurw',
  media_type: 2,
  product_type: 'clips',
  taken_at: 1_760_000_000,
  caption: { text: 'Leg day 🔥 #LegDay #fitness' },
  user,
  like_count: 1200,
  comment_count: 31,
  view_count: 50_000,
  play_count: 64_000,
  image_versions2: { candidates },
  original_width: 720,
  original_height: 1280,
  video_versions: [
    { type: 102, width: 480, height: 854, url: 'https://scontent.cdninstagram.com/480.mp4' },
    { type: 101, width: 720, height: 1280, url: 'https://scontent.cdninstagram.com/720.mp4' },
    { type: 103, width: 720, height: 1280, url: 'https://scontent.cdninstagram.com/720b.mp4' },
  ],
  video_duration: 5.2,
  has_audio: true,
  some_new_field: { ignored: true },
};

const v1Carousel = {
  pk: '1922949326347663701',
  code: 'BqvsDleB3lV',
  media_type: 8,
  taken_at: 1_760_000_000,
  caption: null,
  owner: user,
  like_count: 10,
  comment_count: 0,
  carousel_media: [
    { pk: '1', media_type: 1, image_versions2: { candidates } },
    {
      pk: '2',
      media_type: 1,
      image_versions2: { candidates: [] },
      display_uri: 'https://scontent.cdninstagram.com/display.jpg',
      original_width: 1080,
      original_height: 1080,
    },
    {
      pk: '3',
      media_type: 2,
      image_versions2: { candidates },
      video_versions: [{ url: 'https://scontent.cdninstagram.com/c.mp4', width: 720, height: 1280 }],
      video_duration: 4,
    },
  ],
};

describe('v1 media item → InstagramMedia', () => {
  it('reads a reel: exact id from the shortcode, best video, counts, hashtags', () => {
    const media = parseV1Media(v1Video, 'page');
    expect(media).toMatchObject({
      id: '2913440072144448240',
      shortcode: 'Chunk8-jurw',
      kind: 'video',
      isReel: true,
      caption: 'Leg day 🔥 #LegDay #fitness',
      hashtags: ['legday', 'fitness'],
      owner: { id: '505721575', username: 'anna.fitcoach', fullName: 'Anna', isVerified: true },
      likeCount: 1200,
      commentCount: 31,
      viewCount: 50_000,
      playCount: 64_000,
      durationSeconds: 5.2,
      thumbnailUrl: 'https://scontent.cdninstagram.com/big.jpg',
      source: 'page',
    });
    expect(media.takenAt.toISOString()).toBe(new Date(1_760_000_000_000).toISOString());
    // Largest area wins; on a tie, the higher type.
    expect(media.items).toEqual([
      {
        type: 'video',
        url: 'https://scontent.cdninstagram.com/720b.mp4',
        width: 720,
        height: 1280,
        thumbnailUrl: 'https://scontent.cdninstagram.com/big.jpg',
        durationSeconds: 5.2,
        hasAudio: true,
      },
    ]);
  });

  it('reads a carousel with a null caption, owner under `owner`, display_uri fallback', () => {
    const media = parseV1Media(v1Carousel, 'polaris');
    expect(media.kind).toBe('carousel');
    expect(media.caption).toBe('');
    expect(media.items.map((item) => [item.type, item.url])).toEqual([
      ['image', 'https://scontent.cdninstagram.com/big.jpg'],
      ['image', 'https://scontent.cdninstagram.com/display.jpg'],
      ['video', 'https://scontent.cdninstagram.com/c.mp4'],
    ]);
    expect(media.items[1]).toMatchObject({ width: 1080, height: 1080 });
    expect(media.viewCount).toBeUndefined();
  });

  it('fails as IG_UPSTREAM when a needed field is missing or of the wrong type', () => {
    for (const broken of [{ ...v1Video, media_type: 'two' }, { ...v1Video, user: undefined }, { ...v1Carousel, carousel_media: [] }, null, 'text']) {
      try {
        parseV1Media(broken, 'page');
        expect.unreachable();
      } catch (error) {
        expect(isInstagramError(error) && error.code).toBe('IG_UPSTREAM');
      }
    }
  });

  it('takes the media pk from the most exact source', () => {
    expect(exactMediaPk('Bqxp0VSBgJg', 1923502432034620000)).toBe('1923502432034620000');
    expect(exactMediaPk(null, '3820779887276189991_505721575')).toBe('3820779887276189991');
    expect(exactMediaPk(undefined, undefined, 12345)).toBe('12345');
    expect(() => exactMediaPk(null, 'x_y')).toThrow();
  });
});

const graphSidecar = {
  __typename: 'XDTGraphSidecar',
  id: '1806097553666903266',
  shortcode: 'BkQjCfsBIzi',
  display_url: 'https://scontent.cdninstagram.com/d.jpg',
  dimensions: { width: 1080, height: 1350 },
  taken_at_timestamp: 1_700_000_000,
  owner: { id: '1', username: 'viaja.con.marta', full_name: 'Marta' },
  edge_media_to_caption: { edges: [{ node: { text: 'Granada 🏰 #viajes' } }] },
  edge_media_preview_like: { count: 99 },
  edge_media_to_parent_comment: { count: 7 },
  edge_sidecar_to_children: {
    edges: [
      { node: { __typename: 'XDTGraphImage', id: '11', display_url: 'https://scontent.cdninstagram.com/1.jpg', dimensions: { width: 1080, height: 1350 } } },
      {
        node: {
          __typename: 'XDTGraphVideo',
          id: '12',
          is_video: true,
          video_url: 'https://scontent.cdninstagram.com/2.mp4',
          display_url: 'https://scontent.cdninstagram.com/2.jpg',
          dimensions: { width: 720, height: 1280 },
        },
      },
    ],
  },
};

describe('GraphQL shortcode_media (shape 2) → InstagramMedia', () => {
  it('reads an XDT-prefixed sidecar', () => {
    const media = parseGraphMedia(graphSidecar, 'page_legacy');
    expect(media).toMatchObject({
      id: '1806097553666903266',
      kind: 'carousel',
      caption: 'Granada 🏰 #viajes',
      hashtags: ['viajes'],
      likeCount: 99,
      commentCount: 7,
    });
    expect(media.items).toEqual([
      { type: 'image', url: 'https://scontent.cdninstagram.com/1.jpg', width: 1080, height: 1350 },
      { type: 'video', url: 'https://scontent.cdninstagram.com/2.mp4', width: 720, height: 1280, thumbnailUrl: 'https://scontent.cdninstagram.com/2.jpg' },
    ]);
  });
});

const gridVideo = {
  __typename: 'GraphVideo',
  id: '3881689364048676894',
  shortcode: 'DXeh-kYiIge',
  display_url: 'https://scontent.cdninstagram.com/v.jpg',
  thumbnail_src: 'https://scontent.cdninstagram.com/v640.jpg',
  is_video: true,
  product_type: 'clips',
  taken_at_timestamp: 1_760_000_000,
  edge_media_to_caption: { edges: [] },
  edge_liked_by: { count: 5000 },
  edge_media_preview_like: { count: 5000 },
  edge_media_to_comment: { count: 120 },
  video_view_count: 90_000,
  video_play_count: 120_000,
  pinned_for_users: [{ id: '1' }],
};

describe('web_profile_info → InstagramProfile', () => {
  const classic = {
    id: '5263622568',
    username: 'anna.fitcoach',
    full_name: 'Anna Miller',
    biography: 'Coach 🏋️ #FitCoach',
    external_url: 'https://annafit.example.com',
    edge_followed_by: { count: 48_200 },
    edge_follow: { count: 612 },
    is_private: false,
    is_verified: false,
    is_business_account: true,
    category_name: 'Personal Trainer',
    profile_pic_url: 'https://scontent.cdninstagram.com/150.jpg',
    profile_pic_url_hd: 'https://scontent.cdninstagram.com/320.jpg',
    edge_felix_video_timeline: { count: 7 },
    edge_owner_to_timeline_media: {
      count: 16,
      page_info: { has_next_page: true, end_cursor: 'QVFDcursor' },
      edges: [
        { node: gridVideo },
        { node: { __typename: 'GraphImage', id: 'not-a-node' } },
        {
          node: {
            ...gridVideo,
            __typename: 'GraphSidecar',
            shortcode: 'BoHk1haB5tM',
            id: '1875629777499953996',
            is_video: false,
            product_type: 'carousel_container',
            video_view_count: null,
            video_play_count: null,
            pinned_for_users: [],
          },
        },
      ],
    },
  };

  it('reads the classic shape; unreadable grid nodes are skipped', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    const profile = parseWebProfileUser(classic, now);
    expect(profile).toMatchObject({
      id: '5263622568',
      username: 'anna.fitcoach',
      followers: 48_200,
      following: 612,
      postsCount: 16,
      isBusiness: true,
      category: 'Personal Trainer',
      externalUrl: 'https://annafit.example.com',
      bioHashtags: ['fitcoach'],
      profilePicUrl: 'https://scontent.cdninstagram.com/320.jpg',
      reelsCount: 7,
      hasMorePosts: true,
      endCursor: 'QVFDcursor',
      fetchedAt: now,
    });
    expect(profile.recentPosts).toHaveLength(2);
    expect(profile.recentPosts[0]).toMatchObject({
      shortcode: 'DXeh-kYiIge',
      kind: 'video',
      isReel: true,
      likeCount: 5000,
      commentCount: 120,
      viewCount: 90_000,
      playCount: 120_000,
      isPinned: true,
      thumbnailUrl: 'https://scontent.cdninstagram.com/v640.jpg',
      url: 'https://www.instagram.com/reel/DXeh-kYiIge/',
    });
    expect(profile.recentPosts[1]).toMatchObject({ kind: 'carousel', isReel: false, url: 'https://www.instagram.com/p/BoHk1haB5tM/', isPinned: false });
    expect(profile.recentPosts[1]?.viewCount).toBeUndefined();
  });

  it('reads the flat Polaris/v1 names too', () => {
    const flat = {
      id: 42,
      username: 'x',
      follower_count: 10,
      following_count: 2,
      media_count: 3,
      is_business: true,
      category: 'Artist',
      hd_profile_pic_url_info: { url: 'https://a.fbcdn.net/hd.jpg' },
    };
    expect(parseWebProfileUser(flat, new Date())).toMatchObject({
      id: '42',
      followers: 10,
      following: 2,
      postsCount: 3,
      isBusiness: true,
      category: 'Artist',
      profilePicUrl: 'https://a.fbcdn.net/hd.jpg',
      recentPosts: [],
      hasMorePosts: false,
      endCursor: null,
    });
  });

  it('fails as IG_UPSTREAM without an id or username', () => {
    expect(() => parseWebProfileUser({ username: 'x' }, new Date())).toThrow(/IG_UPSTREAM/);
  });

  it('a timeline page without a next page has a null cursor', () => {
    expect(parseTimeline({ count: 1, page_info: { has_next_page: false, end_cursor: 'ignored' }, edges: [{ node: gridVideo }] })).toMatchObject({
      nextCursor: null,
      posts: [{ shortcode: 'DXeh-kYiIge' }],
    });
    expect(parseGridNode({})).toBeNull();
  });
});
