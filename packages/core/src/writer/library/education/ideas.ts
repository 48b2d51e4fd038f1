import type { WriterLanguage } from '../../writer.schema.ts';

/**
 * Everyday reel ideas in education, typed the way creators type them, with the sub-topic that should cover each one:
 * the retrieval and the benchmark check against them.
 */
export const ideas: Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>> = {
  en: [
    { idea: 'how i learned spanish in 6 months', subTopic: 'language-learning' },
    { idea: 'how to prepare for finals in one week', subTopic: 'exam-prep' },
    { idea: 'how to memorize anything fast', subTopic: 'study-techniques' },
    { idea: 'how i read 50 books a year', subTopic: 'reading' },
    { idea: 'why you never finish online courses', subTopic: 'online-learning' },
    { idea: 'homework battles with my 8 year old', subTopic: 'kids-homework' },
    { idea: 'active recall explained', subTopic: 'study-techniques' },
    { idea: 'cramming the night before the exam', subTopic: 'exam-prep' },
  ],
  ru: [
    { idea: 'как я выучила английский сама', subTopic: 'language-learning' },
    { idea: 'как подготовиться к егэ за месяц', subTopic: 'exam-prep' },
    { idea: 'как быстро запомнить материал', subTopic: 'study-techniques' },
    { idea: 'как читать больше книг', subTopic: 'reading' },
    { idea: 'почему я бросаю онлайн-курсы', subTopic: 'online-learning' },
    { idea: 'делаем уроки с первоклассником без слёз', subTopic: 'kids-homework' },
    { idea: 'языковой барьер как преодолеть', subTopic: 'language-learning' },
    { idea: 'сессия на носу', subTopic: 'exam-prep' },
  ],
  pt: [
    { idea: 'como eu destravei meu inglês', subTopic: 'language-learning' },
    { idea: 'minha rotina de estudos para o enem', subTopic: 'exam-prep' },
    { idea: 'como memorizar o conteúdo mais rápido', subTopic: 'study-techniques' },
    { idea: 'como ler mais livros por ano', subTopic: 'reading' },
    { idea: 'vale a pena fazer faculdade ead', subTopic: 'online-learning' },
    { idea: 'lição de casa sem briga com meu filho', subTopic: 'kids-homework' },
    { idea: 'estudando para concurso público', subTopic: 'exam-prep' },
    { idea: 'dicas de leitura para quem não tem tempo', subTopic: 'reading' },
  ],
  es: [
    { idea: 'cómo aprendí inglés sola', subTopic: 'language-learning' },
    { idea: 'estudia conmigo para los finales', subTopic: 'exam-prep' },
    { idea: 'técnicas de estudio que sí funcionan', subTopic: 'study-techniques' },
    { idea: 'cómo leer más libros al año', subTopic: 'reading' },
    { idea: 'mi experiencia con cursos en línea', subTopic: 'online-learning' },
    { idea: 'la tarea con mi hijo de primaria', subTopic: 'kids-homework' },
    { idea: 'cómo memorizar más rápido', subTopic: 'study-techniques' },
    { idea: 'preparando la selectividad', subTopic: 'exam-prep' },
  ],
};
