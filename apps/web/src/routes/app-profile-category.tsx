import type { Route } from './+types/app-profile-category';
import { ProfileCategoryPage } from '../features/instagram/profile-category-page.tsx';

export default function AppProfileCategory({ params }: Route.ComponentProps) {
  return <ProfileCategoryPage profileId={params.id} />;
}
