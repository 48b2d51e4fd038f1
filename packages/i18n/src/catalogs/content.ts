import type { Language } from '../languages.ts';
import type { SameShape } from '../types.ts';

/** Texts the server writes into generated files (the script download). */
const en = {
  script_file: {
    hook: 'Hook',
    beat: 'Part {{n}}',
    on_screen: 'On screen',
    say: 'Say',
    caption: 'Caption',
    hashtags: 'Hashtags',
    call_to_action: 'Call to action',
    length: 'Length: about {{seconds}} s',
    meme_text: 'Meme text',
    footer: 'Made with Reelcraft',
  },
} as const;

const ru: SameShape<typeof en> = {
  script_file: {
    hook: 'Хук',
    beat: 'Часть {{n}}',
    on_screen: 'Текст на экране',
    say: 'Говорите',
    caption: 'Подпись к посту',
    hashtags: 'Хэштеги',
    call_to_action: 'Призыв к действию',
    length: 'Длительность: около {{seconds}} с',
    meme_text: 'Текст мема',
    footer: 'Сделано в Reelcraft',
  },
};

const pt: SameShape<typeof en> = {
  script_file: {
    hook: 'Gancho',
    beat: 'Parte {{n}}',
    on_screen: 'Na tela',
    say: 'Fale',
    caption: 'Legenda',
    hashtags: 'Hashtags',
    call_to_action: 'Chamada para ação',
    length: 'Duração: cerca de {{seconds}} s',
    meme_text: 'Texto do meme',
    footer: 'Feito com Reelcraft',
  },
};

const es: SameShape<typeof en> = {
  script_file: {
    hook: 'Gancho',
    beat: 'Parte {{n}}',
    on_screen: 'En pantalla',
    say: 'Di',
    caption: 'Descripción',
    hashtags: 'Hashtags',
    call_to_action: 'Llamada a la acción',
    length: 'Duración: unos {{seconds}} s',
    meme_text: 'Texto del meme',
    footer: 'Hecho con Reelcraft',
  },
};

export const contentCatalogs: Record<Language, SameShape<typeof en>> = { en, ru, pt, es };
