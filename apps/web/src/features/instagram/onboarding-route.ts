import { data } from 'react-router';
import { auth } from '../../lib/auth.ts';
import { instagramOnboardingEnabled } from '../../lib/public-config.ts';
import { normalizeNickname } from './nickname.ts';

/** The Instagram onboarding pages' loaders start here: switched off, a page is the 404 page. */
export async function requireInstagramOnboarding(): Promise<void> {
  // Switched off (FEATURE_INSTAGRAM_ONBOARDING=false): the 404 page, as the server answers for a direct visit.
  if (!(await instagramOnboardingEnabled())) throw data(null, { status: 404 });
}

/**
 * The loader of a page about one Instagram account (`/instagram/<nickname>/category`, `/…/signup`): the nickname
 * from the URL, or null (the page shows "not found") when it is not one. Whether someone is signed in is known
 * before the page draws; a failure there just means "visitor".
 */
export async function loadNicknamePage(slug: string | undefined): Promise<{ username: string | null }> {
  await requireInstagramOnboarding();
  const username = normalizeNickname(slug ?? '');
  if (!username) return { username: null };
  await auth.ensureUser().catch(() => null);
  return { username };
}
