import { SettingsPage } from '../features/admin/settings-page.tsx';

export default function AdminSettings() {
  return <SettingsPage />;
}
