import { useLocation } from 'react-router';
import type { Route } from './+types/v3-next';
import { V3NextPage } from '../features/funnels/next-page.tsx';
import { parseV3NextPath } from '../features/funnels/paths.ts';
import { requireSignedIn } from '../lib/route-guards.ts';

/** `/v3/next` and its `/es`, `/pt`, `/ru` variants: signed-in users only (a visitor logs in and comes back). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return requireSignedIn(request);
}

export default function V3Next() {
  const language = parseV3NextPath(useLocation().pathname) ?? 'en';
  return <V3NextPage language={language} />;
}
