import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas an art and music creator types, each with the sub-topic that should cover it. */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how to draw a face for beginners', subTopic: 'drawing-basics' },
    { idea: 'sketchbook tour after 30 days of daily drawing', subTopic: 'drawing-basics' },
    { idea: 'why my watercolor looks muddy', subTopic: 'watercolor-painting' },
    { idea: '4 chords every guitar beginner should learn', subTopic: 'guitar-basics' },
    { idea: 'my fingers hurt from guitar', subTopic: 'guitar-basics' },
    { idea: 'vocal warm up before singing', subTopic: 'singing-voice' },
    { idea: 'golden hour photos with just your phone', subTopic: 'phone-photography' },
    { idea: 'making a beat from scratch in fl studio', subTopic: 'beat-making' },
  ],
  ru: [
    { idea: 'как нарисовать лицо с нуля', subTopic: 'drawing-basics' },
    { idea: 'рисую каждый день 30 дней', subTopic: 'drawing-basics' },
    { idea: 'почему акварель получается грязной', subTopic: 'watercolor-painting' },
    { idea: 'первые аккорды на гитаре', subTopic: 'guitar-basics' },
    { idea: 'болят пальцы от гитары', subTopic: 'guitar-basics' },
    { idea: 'распевка перед пением за 5 минут', subTopic: 'singing-voice' },
    { idea: 'как красиво фотографировать на телефон', subTopic: 'phone-photography' },
    { idea: 'делаю бит с нуля', subTopic: 'beat-making' },
  ],
  pt: [
    { idea: 'como desenhar rosto pra iniciantes', subTopic: 'drawing-basics' },
    { idea: 'desenhando todo dia por 30 dias', subTopic: 'drawing-basics' },
    { idea: 'por que minha aquarela fica encardida', subTopic: 'watercolor-painting' },
    { idea: 'primeiros acordes no violão', subTopic: 'guitar-basics' },
    { idea: 'meu dedo dói de tocar violão', subTopic: 'guitar-basics' },
    { idea: 'aquecimento vocal antes de cantar', subTopic: 'singing-voice' },
    { idea: 'como tirar fotos bonitas com o celular', subTopic: 'phone-photography' },
    { idea: 'fazendo um beat do zero', subTopic: 'beat-making' },
  ],
  es: [
    { idea: 'cómo dibujar una cara paso a paso', subTopic: 'drawing-basics' },
    { idea: 'dibujando todos los días durante un mes', subTopic: 'drawing-basics' },
    { idea: 'por qué mis acuarelas se ven sucias', subTopic: 'watercolor-painting' },
    { idea: 'los primeros acordes de guitarra', subTopic: 'guitar-basics' },
    { idea: 'me duelen los dedos al tocar guitarra', subTopic: 'guitar-basics' },
    { idea: 'calentamiento vocal antes de cantar', subTopic: 'singing-voice' },
    { idea: 'cómo hacer fotos bonitas con el celular', subTopic: 'phone-photography' },
    { idea: 'haciendo un beat de reguetón desde cero', subTopic: 'beat-making' },
  ],
};
