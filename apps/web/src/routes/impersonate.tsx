import { ImpersonatePage } from '../features/impersonation/impersonate-page.tsx';

/** `/impersonate?token=…` (issue 13): an admin's single-use link to view the product as a user. No layout. */
export default function Impersonate() {
  return <ImpersonatePage />;
}

export function meta() {
  return [{ title: 'Reelcraft' }, { name: 'robots', content: 'noindex' }];
}
