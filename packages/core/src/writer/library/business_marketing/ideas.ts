import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a business or marketing creator types, with the sub-topic that should cover each. */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'why your reels get no views', subTopic: 'instagram-growth' },
    { idea: 'how i grew to 10k followers without ads', subTopic: 'instagram-growth' },
    { idea: 'how to get your first clients as a freelancer', subTopic: 'first-clients' },
    { idea: 'raising my prices', subTopic: 'pricing' },
    { idea: 'how much should i charge for my services', subTopic: 'pricing' },
    { idea: 'personal brand tips for shy people who hate the camera', subTopic: 'personal-brand' },
    { idea: 'how to close sales in your dms without being pushy', subTopic: 'sales-conversations' },
    { idea: 'how i started my small business while working full time', subTopic: 'starting-a-business' },
  ],
  ru: [
    { idea: 'почему рилсы не набирают просмотры', subTopic: 'instagram-growth' },
    { idea: 'как набрать первых подписчиков в инстаграме', subTopic: 'instagram-growth' },
    { idea: 'где найти первых клиентов фрилансеру', subTopic: 'first-clients' },
    { idea: 'как поднять цены и не потерять клиентов', subTopic: 'pricing' },
    { idea: 'сколько брать за свои услуги', subTopic: 'pricing' },
    { idea: 'личный бренд с нуля', subTopic: 'personal-brand' },
    { idea: 'что отвечать клиенту в директе когда он пишет дорого', subTopic: 'sales-conversations' },
    { idea: 'как я открыла свой бизнес без вложений', subTopic: 'starting-a-business' },
  ],
  pt: [
    { idea: 'por que seus reels não têm alcance', subTopic: 'instagram-growth' },
    { idea: 'como ganhar seguidores no instagram em 2026', subTopic: 'instagram-growth' },
    { idea: 'como conseguir os primeiros clientes sendo freelancer', subTopic: 'first-clients' },
    { idea: 'quanto cobrar pelo meu serviço', subTopic: 'pricing' },
    { idea: 'aumentei meu preço e olha o que aconteceu', subTopic: 'pricing' },
    { idea: 'marca pessoal pra quem tem vergonha de aparecer', subTopic: 'personal-brand' },
    { idea: 'cliente visualizou e não respondeu no direct', subTopic: 'sales-conversations' },
    { idea: 'como comecei meu negócio de renda extra', subTopic: 'starting-a-business' },
  ],
  es: [
    { idea: 'por qué tus reels no tienen vistas', subTopic: 'instagram-growth' },
    { idea: 'cómo ganar seguidores en instagram sin anuncios', subTopic: 'instagram-growth' },
    { idea: 'cómo conseguir tus primeros clientes', subTopic: 'first-clients' },
    { idea: 'cuánto cobrar como freelance', subTopic: 'pricing' },
    { idea: 'subí mis precios', subTopic: 'pricing' },
    { idea: 'marca personal si te da miedo la cámara', subTopic: 'personal-brand' },
    { idea: 'qué responder cuando te dejan en visto después del precio', subTopic: 'sales-conversations' },
    { idea: 'cómo empecé mi negocio sin dejar mi trabajo', subTopic: 'starting-a-business' },
  ],
};
