import { normalizeLanguage } from '@reelcraft/i18n';
import type { User } from '@reelcraft/contract';
import type { UserRow } from './users.repository.ts';

export type { UserRow };

/** The public shape of a user (GET /api/user). Never includes the hash or token version. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    pending_email: row.pendingEmail,
    language: normalizeLanguage(row.language),
    role: row.role,
    has_password: row.passwordHash !== null,
    stripe_subscription: row.stripeSubscription,
    blog_topic: row.blogTopic,
    created_at: row.createdAt.toISOString(),
  };
}
