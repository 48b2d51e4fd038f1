import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a sport & entertainment creator types, with the sub-topic that should cover each (retrieval checks). */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how to improve your first touch', subTopic: 'football' },
    { idea: 'learning to swim at 30', subTopic: 'swimming' },
    { idea: 'my first 100 km bike ride', subTopic: 'cycling' },
    { idea: 'what your first boxing class is really like', subTopic: 'combat-sports' },
    { idea: 'how i ranked up in valorant', subTopic: 'gaming' },
    { idea: 'padel for beginners', subTopic: 'racket-sports' },
    { idea: 'fix your tennis serve', subTopic: 'racket-sports' },
    { idea: 'freestyle breathing', subTopic: 'swimming' },
  ],
  ru: [
    { idea: 'как улучшить первое касание мяча', subTopic: 'football' },
    { idea: 'научиться плавать в 30 лет', subTopic: 'swimming' },
    { idea: 'моя первая сотка на велике', subTopic: 'cycling' },
    { idea: 'первая тренировка по боксу что там на самом деле', subTopic: 'combat-sports' },
    { idea: 'как я апнул ранг в валоранте', subTopic: 'gaming' },
    { idea: 'падел для новичков', subTopic: 'racket-sports' },
    { idea: 'как поставить подачу в теннисе', subTopic: 'racket-sports' },
    { idea: 'дыхание в кроле', subTopic: 'swimming' },
  ],
  pt: [
    { idea: 'como melhorar o domínio de bola', subTopic: 'football' },
    { idea: 'aprendi a nadar com 30 anos', subTopic: 'swimming' },
    { idea: 'meu primeiro pedal de 100 km', subTopic: 'cycling' },
    { idea: 'como é de verdade a primeira aula de jiu-jitsu', subTopic: 'combat-sports' },
    { idea: 'como subi de elo no valorant', subTopic: 'gaming' },
    { idea: 'beach tennis pra iniciantes', subTopic: 'racket-sports' },
    { idea: 'como melhorar o saque no tênis', subTopic: 'racket-sports' },
    { idea: 'respiração no crawl', subTopic: 'swimming' },
  ],
  es: [
    { idea: 'cómo mejorar tu primer toque', subTopic: 'football' },
    { idea: 'aprender a nadar a los 30', subTopic: 'swimming' },
    { idea: 'mis primeros 100 km en bici', subTopic: 'cycling' },
    { idea: 'cómo es de verdad tu primera clase de boxeo', subTopic: 'combat-sports' },
    { idea: 'cómo subí de rango en valorant', subTopic: 'gaming' },
    { idea: 'pádel para principiantes', subTopic: 'racket-sports' },
    { idea: 'mejora tu saque de tenis', subTopic: 'racket-sports' },
    { idea: 'respirar nadando crol', subTopic: 'swimming' },
  ],
};
