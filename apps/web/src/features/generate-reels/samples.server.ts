import type { Language } from '@reelcraft/i18n';
import type { PublicScriptNiche, PublicScriptResponse } from '@reelcraft/contract';
import samples from './samples.json';

/**
 * The committed sample scripts (written by our built-in writer: `npm run reel-samples`), read only by the niche
 * pages' loader while pre-rendering; `.server` keeps the whole file out of the browser bundle, and each page carries
 * only its own three scripts as loader data.
 */
export function reelSamples(niche: PublicScriptNiche, language: Language): PublicScriptResponse[] {
  return (samples as Record<PublicScriptNiche, Record<Language, PublicScriptResponse[]>>)[niche][language];
}
