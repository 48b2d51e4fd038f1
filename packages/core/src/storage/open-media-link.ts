import { AppError } from '@reelcraft/contract';
import { findUserByIdCached } from '../accounts/users.repository.ts';
import type { Core } from '../context.ts';
import { verifyMediaLink } from './media-links.ts';

const USER_KEY = /^users\/([0-9a-f-]{36})\//i;

/**
 * A signed media link's storage key and download name, if the link is valid AND the account that owns the file still
 * exists: links die with the account even while its files are still being purged (a storage outage, a render that
 * finished late). The lookup goes through the user cache, which account deletion evicts.
 */
export async function openMediaLink(core: Core, token: string): Promise<{ storageKey: string; downloadName: string | undefined }> {
  const link = verifyMediaLink(core.jwtKey, token, core.now());
  const owner = USER_KEY.exec(link.storageKey)?.[1];
  if (owner && !(await findUserByIdCached(core.db, owner))) throw new AppError('NOT_FOUND');
  return link;
}
