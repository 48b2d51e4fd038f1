import type { Route } from './+types/admin-layout';
import { AppShellError } from '../features/shell/app-shell.tsx';
import { AdminShell, AdminShellSkeleton } from '../features/admin/admin-shell.tsx';
import { requireSignedIn } from '../lib/route-guards.ts';

/** `/admin/**` (issue 13): a visitor logs in first and comes back; a non-admin sees "for administrators only". */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSignedIn(request);
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
