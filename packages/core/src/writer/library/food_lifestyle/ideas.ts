import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas a food and lifestyle creator types, with the sub-topic that should cover each. */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: '20 minute dinner after work', subTopic: 'weeknight-dinners' },
    { idea: 'one pan chicken and veggies', subTopic: 'weeknight-dinners' },
    { idea: 'sunday meal prep for the whole week', subTopic: 'meal-prep-budget' },
    { idea: 'grocery haul under 50 dollars', subTopic: 'meal-prep-budget' },
    { idea: 'my first sourdough loaf', subTopic: 'bread-baking' },
    { idea: 'chicken soup like grandma made', subTopic: 'soups' },
    { idea: 'how i make pelmeni from scratch', subTopic: 'dumplings-dough' },
    { idea: 'high protein breakfast ideas', subTopic: 'healthy-breakfast' },
  ],
  ru: [
    { idea: 'ужин за 20 минут после работы', subTopic: 'weeknight-dinners' },
    { idea: 'что приготовить из курицы на ужин', subTopic: 'weeknight-dinners' },
    { idea: 'готовлю еду на неделю за два часа', subTopic: 'meal-prep-budget' },
    { idea: 'как я экономлю на продуктах', subTopic: 'meal-prep-budget' },
    { idea: 'домашний хлеб на закваске', subTopic: 'bread-baking' },
    { idea: 'настоящий борщ', subTopic: 'soups' },
    { idea: 'лепим пельмени всей семьёй', subTopic: 'dumplings-dough' },
    { idea: 'полезный завтрак за 5 минут', subTopic: 'healthy-breakfast' },
  ],
  pt: [
    { idea: 'janta rápida depois do trabalho', subTopic: 'weeknight-dinners' },
    { idea: 'frango na frigideira em 20 minutos', subTopic: 'weeknight-dinners' },
    { idea: 'marmitas da semana em 2 horas', subTopic: 'meal-prep-budget' },
    { idea: 'como economizar no mercado', subTopic: 'meal-prep-budget' },
    { idea: 'meu primeiro pão de fermentação natural', subTopic: 'bread-baking' },
    { idea: 'caldo verde pro frio', subTopic: 'soups' },
    { idea: 'pastel de feira em casa', subTopic: 'dumplings-dough' },
    { idea: 'café da manhã saudável e barato', subTopic: 'healthy-breakfast' },
  ],
  es: [
    { idea: 'cena rápida en 20 minutos', subTopic: 'weeknight-dinners' },
    { idea: 'qué cenar entre semana sin complicarte', subTopic: 'weeknight-dinners' },
    { idea: 'meal prep para toda la semana', subTopic: 'meal-prep-budget' },
    { idea: 'cómo ahorrar en el súper', subTopic: 'meal-prep-budget' },
    { idea: 'pan casero con masa madre', subTopic: 'bread-baking' },
    { idea: 'caldo de pollo de la abuela', subTopic: 'soups' },
    { idea: 'empanadas caseras al horno', subTopic: 'dumplings-dough' },
    { idea: 'desayuno saludable en 5 minutos', subTopic: 'healthy-breakfast' },
  ],
};
