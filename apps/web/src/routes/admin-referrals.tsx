import { ReferralsPage } from '../features/admin/referrals-page.tsx';

export default function AdminReferrals() {
  return <ReferralsPage />;
}
