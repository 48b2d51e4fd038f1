import { data } from 'react-router';
import type { Route } from './+types/instagram';
import { NicknamePage } from '../features/instagram/nickname-page.tsx';
import { auth } from '../lib/auth.ts';
import { applyLangParam } from '../lib/navigation.ts';
import { instagramOnboardingEnabled } from '../lib/public-config.ts';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // Switched off (FEATURE_INSTAGRAM_ONBOARDING=false): the 404 page, as the server answers for a direct visit.
  if (!(await instagramOnboardingEnabled())) throw data(null, { status: 404 });
  applyLangParam(new URL(request.url));
  // Signed in or not decides who owns the analysis and what the header offers; a failure just means "visitor".
  await auth.ensureUser().catch(() => null);
  return null;
}

export default function Instagram() {
  return <NicknamePage />;
}
