import { redirect } from 'react-router';
import type { Route } from './+types/admin-layout';
import { AppShellError } from '../features/shell/app-shell.tsx';
import { AdminShell, AdminShellSkeleton } from '../features/admin/admin-shell.tsx';
import { auth } from '../lib/auth.ts';
import { loginPathFor } from '../lib/navigation.ts';

/** `/admin/**` (issue 13): a visitor logs in first and comes back; a non-admin sees "for administrators only". */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await auth.ensureUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname, url.search));
  }
  return null;
}

export function HydrateFallback() {
  return <AdminShellSkeleton />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppShellError error={error} />;
}

export default function AdminLayout() {
  return <AdminShell />;
}
