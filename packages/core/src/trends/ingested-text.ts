import type { WriterLanguage } from '../writer/index.ts';

/**
 * Words for trends that ingestion finds and the catalogue does not know. Slots: `tag` (without '#'), `reels`
 * (a count with its noun), `growth` (a ratio phrased natively), `velocity` (views with their noun).
 */
export interface IngestedPack {
  tagTitle: string;
  tagDescription: string;
  hookDescription: string;
  whyItWorks: string;
  howToAdapt: string;
  quotes: readonly [string, string];
}

export const INGESTED_TEXT: Record<WriterLanguage, IngestedPack> = {
  en: {
    tagTitle: 'Reels tagged #{tag}',
    tagDescription: 'Reels tagged #{tag} are taking off right now: {reels} from the last few days earned {growth} their authors’ usual views per hour.',
    hookDescription: 'A reel that opens with this line earned {growth} its author’s usual views per hour.',
    whyItWorks: 'It spreads faster than these accounts normally grow ({velocity} an hour), which usually means the idea travels beyond their followers.',
    howToAdapt: 'Watch the example reels, keep the idea and the pace, and retell it from your own niche and experience; post while it is still rising.',
    quotes: ['“', '”'],
  },
  ru: {
    tagTitle: 'Рилсы с #{tag}',
    tagDescription: 'Рилсы с #{tag} сейчас набирают обороты: {reels} за последние дни набрали просмотры {growth} быстрее, чем обычно у их авторов.',
    hookDescription: 'Рилс, который начинается с этой фразы, набрал просмотры {growth} быстрее, чем обычно у автора.',
    whyItWorks: 'Идея расходится быстрее, чем обычно растут эти аккаунты (скорость — {velocity} в час), а значит, выходит за пределы их подписчиков.',
    howToAdapt: 'Посмотрите примеры, сохраните идею и темп и перескажите её через свою нишу и свой опыт; публикуйте, пока тренд растёт.',
    quotes: ['«', '»'],
  },
  pt: {
    tagTitle: 'Reels com #{tag}',
    tagDescription: 'Os reels com #{tag} estão decolando: {reels} recentes tiveram {growth} mais visualizações por hora que o normal dos seus autores.',
    hookDescription: 'Um reel que começa com esta frase teve {growth} mais visualizações por hora que o normal do autor.',
    whyItWorks: 'A ideia se espalha mais rápido do que esses perfis costumam crescer ({velocity} por hora), sinal de que está indo além dos seguidores.',
    howToAdapt:
      'Assista aos exemplos, mantenha a ideia e o ritmo e reconte do ponto de vista do seu nicho e da sua experiência; publique enquanto ainda está em alta.',
    quotes: ['“', '”'],
  },
  es: {
    tagTitle: 'Reels con #{tag}',
    tagDescription:
      'Los reels con #{tag} están despegando: {reels} recientes han conseguido {growth} más reproducciones por hora de lo habitual para sus autores.',
    hookDescription: 'Un reel que empieza con esta frase ha conseguido {growth} más reproducciones por hora de lo habitual para su autor.',
    whyItWorks: 'La idea se extiende más rápido de lo que suelen crecer estas cuentas ({velocity} por hora), señal de que llega más allá de sus seguidores.',
    howToAdapt: 'Mira los ejemplos, quédate con la idea y el ritmo y cuéntala desde tu nicho y tu experiencia; publica mientras sigue subiendo.',
    quotes: ['«', '»'],
  },
};
