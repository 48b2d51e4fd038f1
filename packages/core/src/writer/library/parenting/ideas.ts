import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas as parenting creators type them, with the sub-topic that should cover each (retrieval checks). */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'our bedtime routine for a 1 year old', subTopic: 'baby-sleep' },
    { idea: '4 month sleep regression survival', subTopic: 'baby-sleep' },
    { idea: 'how i handle toddler tantrums in public', subTopic: 'toddler-tantrums' },
    { idea: 'screen time rules in our house', subTopic: 'screen-time' },
    { idea: 'picky eater lunch ideas', subTopic: 'picky-eaters' },
    { idea: 'how we stopped homework fights', subTopic: 'homework-school' },
    { idea: 'things nobody tells you about being a new mom', subTopic: 'new-parent-life' },
    { idea: 'gentle parenting when my kid hits', subTopic: 'toddler-tantrums' },
  ],
  ru: [
    { idea: 'как уложить ребёнка спать без слёз', subTopic: 'baby-sleep' },
    { idea: 'регресс сна в 4 месяца', subTopic: 'baby-sleep' },
    { idea: 'истерика в магазине что делать', subTopic: 'toddler-tantrums' },
    { idea: 'кризис трёх лет', subTopic: 'toddler-tantrums' },
    { idea: 'сколько мультиков можно ребёнку', subTopic: 'screen-time' },
    { idea: 'ребёнок ничего не ест кроме макарон', subTopic: 'picky-eaters' },
    { idea: 'как делать уроки без скандалов', subTopic: 'homework-school' },
    { idea: 'правда о первом месяце в декрете', subTopic: 'new-parent-life' },
  ],
  pt: [
    { idea: 'rotina do sono do meu bebê de 8 meses', subTopic: 'baby-sleep' },
    { idea: 'bebê só dorme no colo', subTopic: 'baby-sleep' },
    { idea: 'como lidar com birra no mercado', subTopic: 'toddler-tantrums' },
    { idea: 'quanto tempo de tela para criança', subTopic: 'screen-time' },
    { idea: 'meu filho não come verdura', subTopic: 'picky-eaters' },
    { idea: 'ideias de lancheira para a escola', subTopic: 'picky-eaters' },
    { idea: 'lição de casa sem briga', subTopic: 'homework-school' },
    { idea: 'o que ninguém te conta sobre o puerpério', subTopic: 'new-parent-life' },
  ],
  es: [
    { idea: 'rutina para que mi bebé duerma toda la noche', subTopic: 'baby-sleep' },
    { idea: 'regresión del sueño de los 4 meses', subTopic: 'baby-sleep' },
    { idea: 'qué hacer con los berrinches en público', subTopic: 'toddler-tantrums' },
    { idea: 'cuánto tiempo de pantalla para niños', subTopic: 'screen-time' },
    { idea: 'mi hijo no quiere comer verduras', subTopic: 'picky-eaters' },
    { idea: 'cómo hacer la tarea sin pelear', subTopic: 'homework-school' },
    { idea: 'lo que nadie te cuenta del posparto', subTopic: 'new-parent-life' },
    { idea: 'vuelta al cole sin estrés', subTopic: 'homework-school' },
  ],
};
