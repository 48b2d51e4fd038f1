import { BatchPage } from '../features/content/batch-page.tsx';

export default function AppBatch() {
  return <BatchPage />;
}
