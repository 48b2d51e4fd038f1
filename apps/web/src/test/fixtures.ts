import type { User } from '@reelcraft/contract';

/** The signed-in user as GET /api/user answers it: a plain account unless `overrides` say otherwise. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@b.co',
    pending_email: null,
    language: 'en',
    role: 'user',
    has_password: true,
    stripe_subscription: null,
    blog_topic: { area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
