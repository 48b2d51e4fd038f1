import { mulberry32 } from '@reelcraft/media';
import { CREATOR_SEEDS, type CreatorLanguage, type CreatorSeed, type PostSeed, type StorySeed } from './creators.ts';

/**
 * The fake's in-memory Instagram: creators, posts with pks/shortcodes/dates/counts, stories, share tokens and
 * the special accounts and shortcodes that reproduce each failure the client tells apart (rate limit, login wall,
 * private, not found, …).
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// Instagram ids are milliseconds since this epoch shifted left by 23 bits, plus a sequence number.
const ID_EPOCH_MS = 1_314_220_021_721n;

export function shortcodeOf(pk: bigint): string {
  let out = '';
  for (let rest = pk; rest > 0n; rest /= 64n) out = ALPHABET[Number(rest % 64n)] + out;
  return out || 'A';
}

export function pkOf(shortcode: string): bigint {
  let pk = 0n;
  for (const char of shortcode) pk = pk * 64n + BigInt(ALPHABET.indexOf(char));
  return pk;
}

/** Private-post links carry the normal shortcode plus 28 characters. */
export const PRIVATE_LINK_SUFFIX = 'xQ3vR8tLmN2pK7wZ4bY6cD1fG9hJ';

/** Special accounts: each answers web_profile_info with one failure. */
export const FAKE_INSTAGRAM_SPECIAL_ACCOUNTS = {
  'closed.account': 'private account: is_private true, no posts (the post C0ffeePriv1 is gated)',
  'ratelimited.account': '429 HTML page',
  'pleasewait.account': '401 {"message":"Please wait a few minutes before you try again.","require_login":true}',
  'missing.account': '404',
  'ghost.account': '200 {"data":{"user":null},"status":"ok"}',
  'broken.business': '400 "Asset asset://laser.provider/ig_business_category_subvertical has been deleted"',
  'loginwall.account': '302 to /accounts/login/',
} as const;

/** Special shortcodes: each post lookup ends in one failure (or one fallback path). */
export const FAKE_INSTAGRAM_SPECIAL_POSTS = {
  C0ffeeGone1: 'deleted: page 404, GraphQL error 4630001',
  C0ffeeAge18: 'age-restricted: gated everywhere, get_ruling_for_content says "Restricted Video"',
  C0ffeePriv1: 'private (closed.account): gated, bulk-route-definitions says polaris.privatePostPage',
  [`C0ffeePriv1${PRIVATE_LINK_SUFFIX}`]: 'the same post as a 39-character private link',
  C0ffeeLimit: 'rate-limited: 429 on every request for it',
  C0ffeeLogin: 'login wall: 302 to /accounts/login/ on every request for it',
  C0ffeeNoJsn: 'page without embedded media JSON; the GraphQL fallback works',
  C0ffeeLegcy: 'page with the pre-2026 xdt_api__v1__media__shortcode__web_info shape',
} as const;

export interface FakeChild {
  pk: string;
  type: 'image' | 'video';
  /** Media key: CDN file names derive from it. */
  key: string;
  width: number;
  height: number;
  durationSeconds?: number;
}

export type PostGate = 'age' | 'private' | 'no_json' | 'legacy';

export interface FakePost {
  pk: string;
  shortcode: string;
  owner: FakeCreator;
  kind: 'image' | 'video' | 'carousel';
  isReel: boolean;
  caption: string;
  /** Unix seconds. */
  takenAt: number;
  likes: number;
  comments: number;
  views?: number;
  plays?: number;
  durationSeconds?: number;
  /** The files: one for image/video posts, every slide for carousels. */
  children: FakeChild[];
  pinned: boolean;
  gate?: PostGate;
  /** 1-based position in the creator's grid (0 for hidden posts), drawn on the media. */
  index: number;
}

export interface FakeStory {
  pk: string;
  owner: FakeCreator;
  child: FakeChild;
  takenAt: number;
  expiresAt: number;
}

export interface FakeCreator {
  seed: CreatorSeed;
  userId: string;
  username: string;
  /** Newest first. */
  posts: FakePost[];
  stories: FakeStory[];
  highlights: Array<{ id: string; title: string; stories: FakeStory[] }>;
}

/** Public summary of a demo creator (for the README and the demo UI). */
export interface FakeCreatorInfo {
  username: string;
  fullName: string;
  niche: string;
  language: CreatorLanguage;
  isPrivate: boolean;
  followers: number;
  posts: number;
  reels: number;
}

export interface FakeWorld {
  creators: Map<string, FakeCreator>;
  posts: Map<string, FakePost>;
  postsByPk: Map<string, FakePost>;
  /** Every media key → what to draw. */
  media: Map<string, { child: FakeChild; owner: FakeCreator; index: number }>;
  shareTokens: Map<string, string>;
  highlights: Map<string, { owner: FakeCreator; id: string; title: string; stories: FakeStory[] }>;
}

/** Share tokens (not shortcodes) and where Instagram redirects them; the first two are gallery-dl's test vectors. */
export const FAKE_INSTAGRAM_SHARE_LINKS: Record<string, string> = {
  BACiUUUYQV: '/p/C6q-XdvsU5v/',
  BARSSL4rTu: '/reel/DHbVbT4Jx0c/',
  BAReelAnna1: '/reel/C0ffeeReel1/',
  BACaroAnna1: '/p/C0ffeeCaro1/',
};

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619);
  return h >>> 0;
}

function idFor(takenAtMs: number, sequence: number): bigint {
  return ((BigInt(takenAtMs) - ID_EPOCH_MS) << 23n) | BigInt(sequence & 0x7fffff);
}

const IMAGE_SIZE = { width: 1080, height: 1350 };
const VIDEO_SIZE = { width: 720, height: 1280 };

function makeChild(pk: bigint, type: 'image' | 'video', key: string, durationSeconds: number): FakeChild {
  const size = type === 'video' ? VIDEO_SIZE : IMAGE_SIZE;
  const child: FakeChild = { pk: pk.toString(), type, key, ...size };
  if (type === 'video') child.durationSeconds = durationSeconds;
  return child;
}

/** Builds the world relative to `nowMs`: posts spread over the ~2 months before it. */
export function buildFakeWorld(nowMs: number): FakeWorld {
  const world: FakeWorld = {
    creators: new Map(),
    posts: new Map(),
    postsByPk: new Map(),
    media: new Map(),
    shareTokens: new Map(Object.entries(FAKE_INSTAGRAM_SHARE_LINKS)),
    highlights: new Map(),
  };

  for (const [creatorIndex, seed] of CREATOR_SEEDS.entries()) {
    const random = mulberry32(hash(seed.username));
    const creator: FakeCreator = {
      seed,
      userId: (5_100_000_000n + BigInt(hash(seed.username) % 900_000_000) + BigInt(creatorIndex)).toString(),
      username: seed.username,
      posts: [],
      stories: [],
      highlights: [],
    };
    world.creators.set(seed.username, creator);
    let daysAgo = 0.3 + random() * 0.8;
    for (const [i, postSeed] of seed.posts.entries()) {
      const hour = 7 + Math.floor(random() * 14);
      const takenAtMs = Math.floor((nowMs - daysAgo * 86_400_000) / 86_400_000) * 86_400_000 + hour * 3_600_000 + Math.floor(random() * 3_600_000);
      const post = makePost(creator, postSeed, Math.min(takenAtMs, nowMs - 3_600_000), i + 1, random);
      creator.posts.push(post);
      register(world, post);
      daysAgo += seed.cadenceDays * (0.65 + random() * 0.7);
    }
    creator.stories = (seed.stories ?? []).map((story) => makeStory(creator, story, nowMs));
    for (const highlight of seed.highlights ?? []) {
      const entry = { id: highlight.id, title: highlight.title, stories: highlight.stories.map((story) => makeStory(creator, story, nowMs)) };
      creator.highlights.push(entry);
      world.highlights.set(highlight.id, { owner: creator, ...entry });
    }
    for (const story of [...creator.stories, ...creator.highlights.flatMap((h) => h.stories)]) {
      world.media.set(story.child.key, { child: story.child, owner: creator, index: 0 });
    }
  }

  // Posts outside every grid that exercise one path each.
  const anna = world.creators.get('anna.fitcoach')!;
  const hiddenRandom = mulberry32(7);
  const hidden: Array<{ shortcode: string; gate: PostGate; seed: PostSeed }> = [
    {
      shortcode: 'C0ffeeAge18',
      gate: 'age',
      seed: { kind: 'video', reel: true, boost: 1, durationSeconds: 4, caption: 'Competition day backstage 🔞 #bodybuilding' },
    },
    {
      shortcode: 'C0ffeeNoJsn',
      gate: 'no_json',
      seed: { kind: 'video', reel: true, boost: 1.3, durationSeconds: 4, caption: 'Glute bridge variations you can do anywhere 🍑 #glutes #homeworkout' },
    },
    { shortcode: 'C0ffeeLegcy', gate: 'legacy', seed: { kind: 'image', boost: 0.8, caption: 'Old-school training log 📓 #throwback #fitness' } },
  ];
  for (const entry of hidden) {
    const post = makePost(anna, { ...entry.seed, shortcode: entry.shortcode }, nowMs - 20 * 86_400_000, 0, hiddenRandom);
    post.gate = entry.gate;
    register(world, post);
  }
  const closed = world.creators.get('closed.account')!;
  for (const post of closed.posts) post.gate = 'private';
  return world;
}

function register(world: FakeWorld, post: FakePost): void {
  world.posts.set(post.shortcode, post);
  world.postsByPk.set(post.pk, post);
  for (const child of post.children) world.media.set(child.key, { child, owner: post.owner, index: post.index });
}

function makePost(creator: FakeCreator, seed: PostSeed, takenAtMs: number, index: number, random: () => number): FakePost {
  const pk = seed.shortcode ? pkOf(seed.shortcode) : idFor(takenAtMs, Math.floor(random() * 0x7fffff));
  const shortcode = seed.shortcode ?? shortcodeOf(pk);
  const { followers, likeRate } = creator.seed;
  const likes = Math.round(followers * likeRate * seed.boost * (0.85 + random() * 0.3));
  const comments = Math.max(1, Math.round(likes * (0.012 + random() * 0.03)));
  const duration = seed.durationSeconds ?? 4;
  const types: Array<'image' | 'video'> = seed.kind === 'carousel' ? (seed.children ?? ['image', 'image']) : [seed.kind];
  const children = types.map((type, i) =>
    makeChild(seed.kind === 'carousel' ? pk + BigInt(i + 1) : pk, type, `${shortcode}_${i}`, seed.kind === 'carousel' ? 4 + (i % 2) : duration),
  );
  const post: FakePost = {
    pk: pk.toString(),
    shortcode,
    owner: creator,
    kind: seed.kind,
    isReel: seed.reel === true,
    caption: seed.caption,
    takenAt: Math.floor(takenAtMs / 1000),
    likes,
    comments,
    children,
    pinned: seed.pinned === true,
    index,
  };
  if (seed.kind === 'video') {
    const views = Math.round(followers * (seed.reel ? 0.9 + random() * 1.2 : 0.25 + random() * 0.2) * seed.boost ** 1.3);
    post.views = views;
    post.plays = Math.round(views * (1.25 + random() * 0.2));
    post.durationSeconds = duration;
  }
  return post;
}

function makeStory(creator: FakeCreator, seed: StorySeed, nowMs: number): FakeStory {
  const takenAt = Math.floor((nowMs - seed.hoursAgo * 3_600_000) / 1000);
  return {
    pk: seed.pk,
    owner: creator,
    child: makeChild(BigInt(seed.pk), seed.kind, `story_${seed.pk}`, 5),
    takenAt,
    expiresAt: takenAt + 24 * 3600,
  };
}

export function creatorInfo(creator: FakeCreator): FakeCreatorInfo {
  return {
    username: creator.username,
    fullName: creator.seed.fullName,
    niche: creator.seed.niche,
    language: creator.seed.language,
    isPrivate: creator.seed.isPrivate === true,
    followers: creator.seed.followers,
    posts: creator.posts.length,
    reels: creator.posts.filter((post) => post.isReel).length,
  };
}

/** The demo creators (usernames, niche, language…), for the README and demo UI. */
export const FAKE_INSTAGRAM_CREATORS: FakeCreatorInfo[] = [...buildFakeWorld(Date.UTC(2026, 0, 1)).creators.values()].map(creatorInfo);
