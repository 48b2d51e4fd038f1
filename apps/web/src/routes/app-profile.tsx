import { ProfilePage } from '../features/profile/profile-page.tsx';

export default function AppProfile() {
  return <ProfilePage />;
}
