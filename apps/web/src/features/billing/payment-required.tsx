import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { onPaymentRequired } from '../../lib/api.ts';

/** `/paywall?from=/app/story` for the current location; `from` brings the buyer back after paying. */
export function paywallPathFor(pathname: string, search = ''): string {
  return `/paywall?from=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * A non-subscriber who reaches gated work meets the paywall. Any API answer PAYMENT_REQUIRED (402) while
 * this is mounted navigates to `/paywall?from=<here>` in the app (without it, the api client does a full load).
 */
export function PaymentRequiredRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(
    () =>
      onPaymentRequired(() => {
        if (location.pathname === '/paywall') return;
        void navigate(paywallPathFor(location.pathname, location.search));
      }),
    [navigate, location.pathname, location.search],
  );
  return null;
}
