import { FUNNELS } from '@reelcraft/contract';
import { funnelStepPath } from '../src/features/funnels/paths.ts';
import type { PublicPage } from './page.ts';
import { localized } from './pages.ts';

/**
 * The entry page of each onboarding funnel in each language (`/onboarding`, `/ru/v3/onboarding`, …): pre-rendered with
 * the first question, so it is fast and indexable; the later steps render in the browser.
 */
export function funnelPages(): PublicPage[] {
  return Object.values(FUNNELS).flatMap((funnel) => localized((language) => funnelStepPath(funnel, language)));
}
