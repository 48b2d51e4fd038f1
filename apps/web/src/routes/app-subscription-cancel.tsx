import type { Route } from './+types/app-subscription-cancel';
import { CancelFlowPage } from '../features/subscription/cancel-flow-page.tsx';

export default function AppSubscriptionCancel({ params }: Route.ComponentProps) {
  return <CancelFlowPage step={params.step} />;
}
