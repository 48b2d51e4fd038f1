import type { Route } from './+types/app-layout';
import { AppShell, AppShellError, AppShellSkeleton } from '../features/shell/app-shell.tsx';
import { PaymentRequiredRedirect, TestPaymentsBanner } from '../features/billing/index.ts';
import { requireSignedIn } from '../lib/route-guards.ts';

/** The auth middleware of `/app/**`: a visitor goes to `/login?next=…` and comes back after logging in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSignedIn(request);
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
