import { ClaimsPage } from '../features/admin/claims-page.tsx';

export default function AdminClaims() {
  return <ClaimsPage />;
}
