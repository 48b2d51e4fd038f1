import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a travel creator types, with the sub-topic that should cover each. */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how i travel europe on a budget', subTopic: 'budget-travel' },
    { idea: 'hostel vs hotel', subTopic: 'budget-travel' },
    { idea: 'pack with me carry on only', subTopic: 'packing-light' },
    { idea: 'how i find cheap flights', subTopic: 'cheap-flights' },
    { idea: 'hidden gems in lisbon', subTopic: 'city-guides' },
    { idea: '3 days in rome itinerary', subTopic: 'city-guides' },
    { idea: 'best street food in mexico city', subTopic: 'street-food' },
    { idea: 'what a month in bali costs as a digital nomad', subTopic: 'digital-nomad' },
  ],
  ru: [
    { idea: 'как путешествовать дёшево', subTopic: 'budget-travel' },
    { idea: 'собираю чемодан только в ручную кладь', subTopic: 'packing-light' },
    { idea: 'что взять в поездку на неделю', subTopic: 'packing-light' },
    { idea: 'как я ищу дешёвые авиабилеты', subTopic: 'cheap-flights' },
    { idea: 'тайные места стамбула', subTopic: 'city-guides' },
    { idea: 'что попробовать из уличной еды во вьетнаме', subTopic: 'street-food' },
    { idea: 'сколько стоит месяц на бали на удалёнке', subTopic: 'digital-nomad' },
    { idea: 'работа из любой точки мира', subTopic: 'digital-nomad' },
  ],
  pt: [
    { idea: 'como viajar barato pela europa', subTopic: 'budget-travel' },
    { idea: 'mochilão com pouco dinheiro', subTopic: 'budget-travel' },
    { idea: 'arruma a mala comigo só com bagagem de mão', subTopic: 'packing-light' },
    { idea: 'como achar passagem barata', subTopic: 'cheap-flights' },
    { idea: 'roteiro de 3 dias em lisboa', subTopic: 'city-guides' },
    { idea: 'comida de rua em salvador', subTopic: 'street-food' },
    { idea: 'quanto custa morar em bali como nômade digital', subTopic: 'digital-nomad' },
    { idea: 'trabalho remoto viajando', subTopic: 'digital-nomad' },
  ],
  es: [
    { idea: 'cómo viajar barato por europa', subTopic: 'budget-travel' },
    { idea: 'haz la maleta conmigo solo equipaje de mano', subTopic: 'packing-light' },
    { idea: 'trucos para encontrar vuelos baratos', subTopic: 'cheap-flights' },
    { idea: 'rincones escondidos de granada', subTopic: 'city-guides' },
    { idea: 'qué ver en granada en un día', subTopic: 'city-guides' },
    { idea: 'comida callejera en ciudad de méxico', subTopic: 'street-food' },
    { idea: 'mi presupuesto de un mes en el sudeste asiático', subTopic: 'digital-nomad' },
    { idea: 'trabajar en remoto desde tailandia', subTopic: 'digital-nomad' },
  ],
};
