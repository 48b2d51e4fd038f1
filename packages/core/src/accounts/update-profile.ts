import { AppError, type UpdateUserRequest } from '@reelcraft/contract';
import type { Core } from '../context.ts';
import { updateUser, type UserRow } from './users.repository.ts';

/** Applies the profile settings a user can change themselves (language, blog topic). */
export async function updateProfile(core: Core, user: UserRow, patch: UpdateUserRequest): Promise<UserRow> {
  const updated = await updateUser(core.db, user.id, {
    ...(patch.language ? { language: patch.language } : {}),
    ...(patch.blog_topic ? { blogTopic: { ...user.blogTopic, ...patch.blog_topic }, blogTopicUpdatedAt: new Date() } : {}),
  });
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}
