import type { Language } from '../languages.ts';
import type { SameShape } from '../types.ts';

/** UI texts of gifts (issue 10): `web.gifts.*`. */
const en = {};

const ru: SameShape<typeof en> = {};
const pt: SameShape<typeof en> = {};
const es: SameShape<typeof en> = {};

export const giftsCatalogs: Record<Language, SameShape<typeof en>> = { en, ru, pt, es };
