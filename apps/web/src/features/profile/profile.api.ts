import type { UpdateUserRequest, User } from '@reelcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { accountApi } from '../account/account.api.ts';
import { auth } from '../../lib/auth.ts';

/** PATCH /api/user; the answer (the whole user) replaces the session's copy. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => accountApi.updateUser(body),
    onSuccess: (user: User) => auth.setUser(user),
  });
}
