import { CallbackPage } from '../features/publishing/callback-page.tsx';

export default function AppPublishingCallback() {
  return <CallbackPage />;
}
