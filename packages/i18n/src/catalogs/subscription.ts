import type { Language } from '../languages.ts';
import type { SameShape } from '../types.ts';

/** UI texts of subscription (issue 10): `web.subscription.*`. */
const en = {};

const ru: SameShape<typeof en> = {};
const pt: SameShape<typeof en> = {};
const es: SameShape<typeof en> = {};

export const subscriptionCatalogs: Record<Language, SameShape<typeof en>> = { en, ru, pt, es };
