import type { Language } from '@reelcraft/i18n';
import type { fixedT } from '../../lib/i18n.ts';

/** The landing speaks the language of its URL (pre-rendered per language), not the visitor's stored locale. */
export type LandingT = ReturnType<typeof fixedT>;

export interface LandingSectionProps {
  language: Language;
  t: LandingT;
}
