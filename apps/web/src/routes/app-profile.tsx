import { ProfilePage } from '../features/profile/profile-page.tsx';
import { SubscriptionLink } from '../features/subscription/subscription-link.tsx';

export default function AppProfile() {
  return (
    <>
      <ProfilePage />
      <SubscriptionLink />
    </>
  );
}
