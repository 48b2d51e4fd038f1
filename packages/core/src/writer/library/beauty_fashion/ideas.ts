import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a beauty and fashion creator types, each with the sub-topic that should cover it. */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'grwm for work', subTopic: 'everyday-makeup' },
    { idea: 'why my foundation looks cakey and how i fixed it', subTopic: 'everyday-makeup' },
    { idea: 'one palette four looks', subTopic: 'eye-makeup' },
    { idea: 'winged liner for hooded eyes', subTopic: 'eye-makeup' },
    { idea: 'my oily skin before and after', subTopic: 'oily-skin-acne' },
    { idea: 'how to wear sunscreen every day without it feeling greasy', subTopic: 'skincare-routine' },
    { idea: 'stop frizzy hair', subTopic: 'hair-care' },
    { idea: '12 outfits from 7 basics', subTopic: 'capsule-wardrobe' },
  ],
  ru: [
    { idea: 'мой макияж на работу за 5 минут', subTopic: 'everyday-makeup' },
    { idea: 'почему тональник ложится маской', subTopic: 'everyday-makeup' },
    { idea: 'одна палетка четыре образа', subTopic: 'eye-makeup' },
    { idea: 'стрелки на нависшее веко', subTopic: 'eye-makeup' },
    { idea: 'как я убрала прыщи и жирный блеск', subTopic: 'oily-skin-acne' },
    { idea: 'какой санскрин выбрать на лето', subTopic: 'skincare-routine' },
    { idea: 'волосы пушатся что делать', subTopic: 'hair-care' },
    { idea: 'капсульный гардероб на осень', subTopic: 'capsule-wardrobe' },
  ],
  pt: [
    { idea: 'grwm pro trabalho', subTopic: 'everyday-makeup' },
    { idea: 'maquiagem leve pro dia a dia em 5 minutos', subTopic: 'everyday-makeup' },
    { idea: 'uma paleta quatro makes', subTopic: 'eye-makeup' },
    { idea: 'delineado gatinho pra olho caído', subTopic: 'eye-makeup' },
    { idea: 'antes e depois da minha pele oleosa', subTopic: 'oily-skin-acne' },
    { idea: 'como usar protetor solar todo dia sem ficar oleosa', subTopic: 'skincare-routine' },
    { idea: 'meu cronograma capilar', subTopic: 'hair-care' },
    { idea: 'looks de trabalho com peças básicas', subTopic: 'capsule-wardrobe' },
  ],
  es: [
    { idea: 'grwm para la oficina', subTopic: 'everyday-makeup' },
    { idea: 'maquillaje natural en 5 minutos', subTopic: 'everyday-makeup' },
    { idea: 'una paleta cuatro looks', subTopic: 'eye-makeup' },
    { idea: 'delineado para párpado caído', subTopic: 'eye-makeup' },
    { idea: 'cómo controlé mi piel grasa y los granitos', subTopic: 'oily-skin-acne' },
    { idea: 'mi rutina de skincare de mañana', subTopic: 'skincare-routine' },
    { idea: 'cómo quitar el frizz del pelo', subTopic: 'hair-care' },
    { idea: 'qué ponerme para la oficina con poca ropa', subTopic: 'capsule-wardrobe' },
  ],
};
