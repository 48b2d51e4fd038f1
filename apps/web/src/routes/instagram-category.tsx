import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { Route } from './+types/instagram-category';
import { InstagramCategoryPage } from '../features/instagram/category-page.tsx';
import { normalizeNickname } from '../features/instagram/nickname.ts';
import { auth } from '../lib/auth.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const username = normalizeNickname(params.slug ?? '');
  if (!username) return { username: null };
  await auth.ensureUser().catch(() => null);
  return { username };
}

export default function InstagramCategory({ loaderData }: Route.ComponentProps) {
  if (!loaderData.username) return <NotFoundPage />;
  return <InstagramCategoryPage username={loaderData.username} />;
}
