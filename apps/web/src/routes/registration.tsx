import { redirect } from 'react-router';
import type { Route } from './+types/registration';
import { RegistrationPage } from '../features/account/registration-page.tsx';
import { auth } from '../lib/auth.ts';
import { applyLangParam } from '../lib/navigation.ts';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  applyLangParam(new URL(request.url));
  const user = await auth.ensureUser().catch(() => null);
  if (user) throw redirect('/app');
  return null;
}

export default function Registration() {
  return <RegistrationPage />;
}
