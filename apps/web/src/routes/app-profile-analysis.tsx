import type { Route } from './+types/app-profile-analysis';
import { ProfileAnalysisPage } from '../features/instagram/profile-analysis-page.tsx';

export default function AppProfileAnalysis({ params }: Route.ComponentProps) {
  return <ProfileAnalysisPage key={params.id} profileId={params.id} />;
}
