import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { Route } from './+types/instagram-signup';
import { loadNicknamePage } from '../features/instagram/onboarding-route.ts';
import { InstagramSignupPage } from '../features/instagram/signup-page.tsx';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadNicknamePage(params.slug);
}

export default function InstagramSignup({ loaderData }: Route.ComponentProps) {
  if (!loaderData.username) return <NotFoundPage />;
  return <InstagramSignupPage username={loaderData.username} />;
}
