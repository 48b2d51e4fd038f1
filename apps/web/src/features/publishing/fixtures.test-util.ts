import type { Post, PublishingAccount, PublishingAccountsResponse, Suggestion } from '@reelcraft/contract';

/** Fixtures of the publishing tests: an account, the accounts answer, a post, a ready script and a ready video. */
export const ACCOUNT_ID = '0b3c7a0e-4f55-4a5e-9d0f-6a1f0c2b7d11';
export const POST_ID = '5a0c9e1d-2b3f-4c5d-8e9f-0a1b2c3d4e5f';
export const ITEM_ID = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';

export function account(overrides: Partial<PublishingAccount> = {}): PublishingAccount {
  return {
    id: ACCOUNT_ID,
    username: 'anna.bakes',
    name: 'Anna',
    account_type: 'MEDIA_CREATOR',
    profile_picture_url: null,
    status: 'active',
    token_expires_at: '2027-01-30T10:00:00.000Z',
    connected_at: '2026-12-01T10:00:00.000Z',
    quota_remaining: 48,
    quota_total: 50,
    ...overrides,
  };
}

export function accounts(overrides: Partial<PublishingAccountsResponse> = {}): PublishingAccountsResponse {
  return { configured: true, demo: false, accounts: [account()], ...overrides };
}

export function post(overrides: Partial<Post> = {}): Post {
  return {
    id: POST_ID,
    account: { id: ACCOUNT_ID, username: 'anna.bakes' },
    kind: 'reel',
    status: 'scheduled',
    caption: 'Dinner in twenty minutes',
    share_to_feed: true,
    collaborators: [],
    cover_offset_ms: null,
    publish_at: '2026-12-10T18:30:00.000Z',
    time_zone: 'UTC',
    suggestion_id: ITEM_ID,
    image_ids: [],
    thumbnail_url: null,
    stage: null,
    attempts: 0,
    published_at: null,
    permalink: null,
    failure: null,
    insights: null,
    created_at: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

export function item(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    id: ITEM_ID,
    type: 'smart_script',
    status: 'ready',
    progress: 100,
    stage: 'done',
    language: 'en',
    user_input: '',
    feedback: null,
    batch_id: null,
    parent_id: null,
    is_initial: false,
    error: null,
    result: {
      title: 'Dinner in twenty minutes',
      hook: 'Dinner in twenty minutes.',
      beats: [],
      caption: 'Three steps to a calm dinner.',
      hashtags: ['dinner', '#quickrecipes'],
      callToAction: 'Follow',
      estimatedSeconds: 20,
    },
    video_url: null,
    thumbnail_url: null,
    download_url: null,
    duration_seconds: null,
    created_at: '2026-12-01T10:00:00.000Z',
    completed_at: '2026-12-01T10:01:00.000Z',
    ...overrides,
  };
}
