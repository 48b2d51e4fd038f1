import { redirect } from 'react-router';
import type { Route } from './+types/registration';
import { RegistrationPage } from '../features/account/registration-page.tsx';
import { auth } from '../lib/auth.ts';
import { applyLangParam, safeNext } from '../lib/navigation.ts';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  applyLangParam(url);
  const user = await auth.ensureUser().catch(() => null);
  if (user) throw redirect(safeNext(url.searchParams.get('next')));
  return null;
}

export default function Registration() {
  return <RegistrationPage />;
}
