import { UsersPage } from '../features/admin/users-page.tsx';

export default function AdminUsers() {
  return <UsersPage />;
}
