import type { WriterLanguage } from '../../writer.schema.ts';

/**
 * Everyday reel ideas in personal_development, typed the way creators type them, with the sub-topic that should cover
 * each one: the retrieval and the benchmark check against them.
 */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how i finally stopped procrastinating', subTopic: 'procrastination' },
    { idea: 'my 5am morning routine', subTopic: 'morning-routine' },
    { idea: 'habits that changed my life in 2024', subTopic: 'habits' },
    { idea: 'how to stop being so nervous before a presentation', subTopic: 'confidence' },
    { idea: 'plan my week with me', subTopic: 'time-management' },
    { idea: 'signs you are burned out and not just tired', subTopic: 'stress-burnout' },
    { idea: 'no motivation to do anything', subTopic: 'procrastination' },
    { idea: 'how to build confidence when you are shy', subTopic: 'confidence' },
  ],
  ru: [
    { idea: 'как я перестала прокрастинировать', subTopic: 'procrastination' },
    { idea: 'мое утро в 5 утра', subTopic: 'morning-routine' },
    { idea: 'привычки которые изменили мою жизнь', subTopic: 'habits' },
    { idea: 'как перестать бояться публичных выступлений', subTopic: 'confidence' },
    { idea: 'ничего не успеваю', subTopic: 'time-management' },
    { idea: 'эмоциональное выгорание на работе признаки', subTopic: 'stress-burnout' },
    { idea: 'как победить лень', subTopic: 'procrastination' },
    { idea: 'как выработать дисциплину', subTopic: 'habits' },
  ],
  pt: [
    { idea: 'como eu parei de procrastinar', subTopic: 'procrastination' },
    { idea: 'minha rotina matinal produtiva', subTopic: 'morning-routine' },
    { idea: 'hábitos que mudaram minha vida', subTopic: 'habits' },
    { idea: 'como perder o medo de falar em público', subTopic: 'confidence' },
    { idea: 'planejando minha semana', subTopic: 'time-management' },
    { idea: 'sinais de burnout que ninguém te conta', subTopic: 'stress-burnout' },
    { idea: 'acordar cedo sem sofrer', subTopic: 'morning-routine' },
    { idea: 'como ter mais autoconfiança', subTopic: 'confidence' },
  ],
  es: [
    { idea: 'cómo dejé de procrastinar', subTopic: 'procrastination' },
    { idea: 'mi rutina de mañana a las 5am', subTopic: 'morning-routine' },
    { idea: 'hábitos que me cambiaron la vida', subTopic: 'habits' },
    { idea: 'cómo hablar en público sin nervios', subTopic: 'confidence' },
    { idea: 'cómo planificar mi semana', subTopic: 'time-management' },
    { idea: 'estoy quemada del trabajo', subTopic: 'stress-burnout' },
    { idea: 'cómo ser más constante', subTopic: 'habits' },
    { idea: 'tips para manejar el estrés', subTopic: 'stress-burnout' },
  ],
};
