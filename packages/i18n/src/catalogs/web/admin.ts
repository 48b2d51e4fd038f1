import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/** The admin console (issue 13): desktop-first, for the people who run Reelcraft. Keys `web.<section>.<key>`. */
const en = {
  admin: {
    nav: 'Admin',
  },
} as const;

const ru: SameShape<typeof en> = {
  admin: {
    nav: 'Админка',
  },
};

const pt: SameShape<typeof en> = {
  admin: {
    nav: 'Admin',
  },
};

const es: SameShape<typeof en> = {
  admin: {
    nav: 'Admin',
  },
};

export const adminWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
