import type { WriterLanguage } from '../../writer.schema.ts';

/** Everyday reel ideas as tech creators type them, with the sub-topic that should cover each (retrieval checks). */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'iphone vs android which one should you buy', subTopic: 'choosing-a-smartphone' },
    { idea: 'best budget phone this year', subTopic: 'choosing-a-smartphone' },
    { idea: 'why your laptop is so slow', subTopic: 'laptops-computers' },
    { idea: 'chatgpt prompts that save me hours at work', subTopic: 'ai-tools-for-work' },
    { idea: 'iphone settings you should change right now', subTopic: 'phone-productivity-settings' },
    { idea: 'battery drain fix', subTopic: 'phone-productivity-settings' },
    { idea: 'how i learned to code at 32 with no degree', subTopic: 'learning-to-code' },
    { idea: 'my instagram got hacked here is what to do', subTopic: 'online-privacy-security' },
  ],
  ru: [
    { idea: 'какой смартфон купить в этом году', subTopic: 'choosing-a-smartphone' },
    { idea: 'айфон или андроид', subTopic: 'choosing-a-smartphone' },
    { idea: 'что делать если тормозит ноутбук', subTopic: 'laptops-computers' },
    { idea: 'нейросети которые экономят мне время на работе', subTopic: 'ai-tools-for-work' },
    { idea: 'скрытые фишки айфона', subTopic: 'phone-productivity-settings' },
    { idea: 'почему быстро садится батарея', subTopic: 'phone-productivity-settings' },
    { idea: 'как я вошла в айти после 30 без диплома', subTopic: 'learning-to-code' },
    { idea: 'мошенники звонят из службы безопасности банка', subTopic: 'online-privacy-security' },
  ],
  pt: [
    { idea: 'qual celular comprar em 2025', subTopic: 'choosing-a-smartphone' },
    { idea: 'melhor celular custo-benefício', subTopic: 'choosing-a-smartphone' },
    { idea: 'notebook lento o que fazer', subTopic: 'laptops-computers' },
    { idea: 'como usar o chatgpt no trabalho', subTopic: 'ai-tools-for-work' },
    { idea: 'configurações do iphone que você precisa mudar', subTopic: 'phone-productivity-settings' },
    { idea: 'memória cheia', subTopic: 'phone-productivity-settings' },
    { idea: 'como eu migrei para ti aos 35 anos', subTopic: 'learning-to-code' },
    { idea: 'clonaram meu whatsapp e agora', subTopic: 'online-privacy-security' },
  ],
  es: [
    { idea: 'qué celular comprar con poco presupuesto', subTopic: 'choosing-a-smartphone' },
    { idea: 'iphone o android', subTopic: 'choosing-a-smartphone' },
    { idea: 'cómo acelerar una laptop lenta', subTopic: 'laptops-computers' },
    { idea: 'prompts de chatgpt para el trabajo', subTopic: 'ai-tools-for-work' },
    { idea: 'trucos de android que nadie te cuenta', subTopic: 'phone-productivity-settings' },
    { idea: 'se me acaba la batería muy rápido', subTopic: 'phone-productivity-settings' },
    { idea: 'cómo aprendí a programar sola desde cero', subTopic: 'learning-to-code' },
    { idea: 'me hackearon la cuenta de instagram', subTopic: 'online-privacy-security' },
  ],
};
