import type { Route } from './+types/password';
import { PasswordPage } from '../features/account/password-page.tsx';
import { applyLangParam } from '../lib/navigation.ts';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  applyLangParam(new URL(request.url));
  return null;
}

export default function Password() {
  return <PasswordPage />;
}
