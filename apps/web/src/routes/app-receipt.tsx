import { redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/app-receipt';
import { AppShellSkeleton } from '../features/shell/app-shell.tsx';
import { ReceiptPage } from '../features/subscription/receipt-page.tsx';
import { auth } from '../lib/auth.ts';
import { loginPathFor } from '../lib/navigation.ts';

/**
 * Issue 31: a receipt (or with `?document=refund` its refund document) on its own page, outside the app's layout so
 * that printing gives the document alone. Signed-in only, like `/app/**`.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await auth.ensureUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname, url.search));
  }
  return null;
}

export function HydrateFallback() {
  return <AppShellSkeleton />;
}

export default function AppReceipt({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <ReceiptPage paymentId={params.id} document={search.get('document') === 'refund' ? 'refund' : 'receipt'} />;
}
