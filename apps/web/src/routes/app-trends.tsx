import { TrendsPage } from '../features/trends/trends-page.tsx';

export default function AppTrends() {
  return <TrendsPage />;
}
