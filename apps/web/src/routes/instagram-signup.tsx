import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import type { Route } from './+types/instagram-signup';
import { normalizeNickname } from '../features/instagram/nickname.ts';
import { InstagramSignupPage } from '../features/instagram/signup-page.tsx';
import { auth } from '../lib/auth.ts';

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const username = normalizeNickname(params.slug ?? '');
  if (!username) return { username: null };
  await auth.ensureUser().catch(() => null);
  return { username };
}

export default function InstagramSignup({ loaderData }: Route.ComponentProps) {
  if (!loaderData.username) return <NotFoundPage />;
  return <InstagramSignupPage username={loaderData.username} />;
}
