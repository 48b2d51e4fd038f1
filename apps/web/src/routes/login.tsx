import { redirect } from 'react-router';
import type { Route } from './+types/login';
import { LoginPage } from '../features/account/login-page.tsx';
import { auth } from '../lib/auth.ts';
import { applyLangParam, safeNext } from '../lib/navigation.ts';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  applyLangParam(url);
  // Already signed in (and not following a one-time link): straight to where the visitor was going.
  if (!url.searchParams.has('magic')) {
    const user = await auth.ensureUser().catch(() => null);
    if (user) throw redirect(safeNext(url.searchParams.get('next')));
  }
  return null;
}

export default function Login() {
  return <LoginPage />;
}
