import { SubscriptionPage } from '../features/subscription/subscription-page.tsx';

export default function AppSubscription() {
  return <SubscriptionPage />;
}
