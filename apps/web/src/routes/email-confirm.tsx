import { EmailConfirmPage } from '../features/account/email-confirm-page.tsx';

export default function EmailConfirm() {
  return <EmailConfirmPage />;
}
