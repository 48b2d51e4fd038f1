import { useParams } from 'react-router';
import { UserPage } from '../features/admin/user-page.tsx';

export default function AdminUser() {
  const { id = '' } = useParams();
  return <UserPage key={id} userId={id} />;
}
