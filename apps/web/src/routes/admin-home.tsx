import { OverviewPage } from '../features/admin/overview-page.tsx';

export default function AdminHome() {
  return <OverviewPage />;
}
