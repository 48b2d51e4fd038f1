import { PublishingPage } from '../features/admin/publishing-page.tsx';

export default function AdminPublishing() {
  return <PublishingPage />;
}
