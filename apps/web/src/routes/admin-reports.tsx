import { ReportsPage } from '../features/admin/reports-page.tsx';

export default function AdminReports() {
  return <ReportsPage />;
}
