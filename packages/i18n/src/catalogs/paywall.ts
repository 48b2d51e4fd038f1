import type { Language } from '../languages.ts';
import type { SameShape } from '../types.ts';

/** UI texts of paywall (issue 10): `web.paywall.*`. */
const en = {};

const ru: SameShape<typeof en> = {};
const pt: SameShape<typeof en> = {};
const es: SameShape<typeof en> = {};

export const paywallCatalogs: Record<Language, SameShape<typeof en>> = { en, ru, pt, es };
