import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/** Impersonation (issue 13): the /impersonate page, its timeout error and the banner while viewing as a user. Keys `web.<section>.<key>`. */
const en = {
  impersonation: {
    banner: 'Viewing as {{email}}',
  },
} as const;

const ru: SameShape<typeof en> = {
  impersonation: {
    banner: 'Вы смотрите как {{email}}',
  },
};

const pt: SameShape<typeof en> = {
  impersonation: {
    banner: 'Vendo como {{email}}',
  },
};

const es: SameShape<typeof en> = {
  impersonation: {
    banner: 'Viendo como {{email}}',
  },
};

export const impersonationWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
