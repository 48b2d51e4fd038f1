import { data } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { Route } from './+types/instagram-category';
import { InstagramCategoryPage } from '../features/instagram/category-page.tsx';
import { normalizeNickname } from '../features/instagram/nickname.ts';
import { auth } from '../lib/auth.ts';
import { instagramOnboardingEnabled } from '../lib/public-config.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  // Switched off (FEATURE_INSTAGRAM_ONBOARDING=false): the 404 page, as the server answers for a direct visit.
  if (!(await instagramOnboardingEnabled())) throw data(null, { status: 404 });
  const username = normalizeNickname(params.slug ?? '');
  if (!username) return { username: null };
  await auth.ensureUser().catch(() => null);
  return { username };
}

export default function InstagramCategory({ loaderData }: Route.ComponentProps) {
  if (!loaderData.username) return <NotFoundPage />;
  return <InstagramCategoryPage username={loaderData.username} />;
}
