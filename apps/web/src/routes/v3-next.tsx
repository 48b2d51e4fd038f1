import { redirect, useLocation } from 'react-router';
import type { Route } from './+types/v3-next';
import { V3NextPage } from '../features/funnels/next-page.tsx';
import { parseV3NextPath } from '../features/funnels/paths.ts';
import { auth } from '../lib/auth.ts';
import { loginPathFor } from '../lib/navigation.ts';

/** `/v3/next` and its `/es`, `/pt`, `/ru` variants: signed-in users only (a visitor logs in and comes back). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const user = await auth.ensureUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname, url.search));
  }
  return null;
}

export default function V3Next() {
  const language = parseV3NextPath(useLocation().pathname) ?? 'en';
  return <V3NextPage language={language} />;
}
