import { CodesPage } from '../features/admin/codes-page.tsx';

export default function AdminCodes() {
  return <CodesPage />;
}
