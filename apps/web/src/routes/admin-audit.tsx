import { AuditPage } from '../features/admin/audit-page.tsx';

export default function AdminAudit() {
  return <AuditPage />;
}
