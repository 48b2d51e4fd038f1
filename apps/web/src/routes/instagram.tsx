import type { Route } from './+types/instagram';
import { requireInstagramOnboarding } from '../features/instagram/onboarding-route.ts';
import { NicknamePage } from '../features/instagram/nickname-page.tsx';
import { auth } from '../lib/auth.ts';
import { applyLangParam } from '../lib/navigation.ts';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireInstagramOnboarding();
  applyLangParam(new URL(request.url));
  // Signed in or not decides who owns the analysis and what the header offers; a failure just means "visitor".
  await auth.ensureUser().catch(() => null);
  return null;
}

export default function Instagram() {
  return <NicknamePage />;
}
