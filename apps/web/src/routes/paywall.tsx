import { redirect } from 'react-router';
import type { Route } from './+types/paywall';
import { billingApi, billingKeys } from '../features/billing/billing.api.ts';
import { PaywallPage, variantParam } from '../features/billing/paywall-page.tsx';
import { isApiError } from '../lib/api.ts';
import { auth } from '../lib/auth.ts';
import { applyLangParam } from '../lib/navigation.ts';
import { billingModeNow } from '../lib/public-config.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * `/paywall`: anonymous visitors sign up first (and come back), subscribers see 'already subscribed',
 * and with BILLING=off there is nothing to sell: straight to the app.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  applyLangParam(url);
  const user = await auth.ensureUser();
  if (!user) throw redirect(`/registration?next=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  if (user.stripe_subscription) return { subscribed: true };
  // BILLING=off has no billing API to ask (issue 31, item 16: sign-up's way to the paywall asked it and got 404).
  if ((await billingModeNow()) === 'off') throw redirect('/app');
  const variant = variantParam(url.searchParams.get('variant'));
  try {
    const state = await queryClient.fetchQuery({
      queryKey: billingKeys.paywall(variant),
      queryFn: ({ signal }) => billingApi.paywall(variant, signal),
      staleTime: 60_000,
    });
    if (state.billing === 'off') throw redirect('/app');
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isApiError(error) && error.code === 'BILLING_DISABLED') throw redirect('/app');
    // Other failures: the page shows them with a retry.
  }
  return { subscribed: false };
}

export default function Paywall({ loaderData }: Route.ComponentProps) {
  return <PaywallPage subscribed={loaderData.subscribed} />;
}
