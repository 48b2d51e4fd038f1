import { JobsPage } from '../features/admin/jobs-page.tsx';

export default function AdminJobs() {
  return <JobsPage />;
}
