import { useSearchParams } from 'react-router';
import type { Route } from './+types/app-receipt';
import { AppShellSkeleton } from '../features/shell/app-shell.tsx';
import { ReceiptPage } from '../features/subscription/receipt-page.tsx';
import { requireSignedIn } from '../lib/route-guards.ts';

/**
 * Issue 31: a receipt (or with `?document=refund` its refund document) on its own page, outside the app's layout so
 * that printing gives the document alone. Signed-in only, like `/app/**`.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSignedIn(request);
}

export function HydrateFallback() {
  return <AppShellSkeleton />;
}

export default function AppReceipt({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <ReceiptPage paymentId={params.id} document={search.get('document') === 'refund' ? 'refund' : 'receipt'} />;
}
