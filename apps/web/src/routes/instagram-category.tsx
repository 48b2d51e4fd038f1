import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { Route } from './+types/instagram-category';
import { InstagramCategoryPage } from '../features/instagram/category-page.tsx';
import { loadNicknamePage } from '../features/instagram/onboarding-route.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadNicknamePage(params.slug);
}

export default function InstagramCategory({ loaderData }: Route.ComponentProps) {
  if (!loaderData.username) return <NotFoundPage />;
  return <InstagramCategoryPage username={loaderData.username} />;
}
