import { Outlet } from 'react-router';

/** `/admin` (issue 13): placeholder layout until the console lands. */
export default function AdminLayout() {
  return <Outlet />;
}
