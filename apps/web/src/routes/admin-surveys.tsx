import { SurveysPage } from '../features/admin/surveys-page.tsx';

export default function AdminSurveys() {
  return <SurveysPage />;
}
