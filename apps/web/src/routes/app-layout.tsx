import { redirect } from 'react-router';
import type { Route } from './+types/app-layout';
import { AppShell, AppShellError, AppShellSkeleton } from '../features/shell/app-shell.tsx';
import { PaymentRequiredRedirect, TestPaymentsBanner } from '../features/billing/index.ts';
import { auth } from '../lib/auth.ts';
import { loginPathFor } from '../lib/navigation.ts';

/** The auth middleware of `/app/**`: a visitor goes to `/login?next=…` and comes back after logging in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await auth.ensureUser(); // network/server failures reach the ErrorBoundary (with retry)
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname, url.search));
  }
  return null;
}

export function HydrateFallback() {
  return <AppShellSkeleton />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AppShellError error={error} />;
}

export default function AppLayout() {
  return (
    <>
      {/* Billing (issue 10): the test-gateway strip, and a 402 from gated work opens the paywall. */}
      <TestPaymentsBanner />
      <PaymentRequiredRedirect />
      <AppShell />
    </>
  );
}
