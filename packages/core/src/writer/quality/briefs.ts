import type { WriterBrief, WriterLanguage } from '../writer.schema.ts';

/** A brief of the writer-quality set, with a name to report failures by. */
export interface QualityBrief {
  name: string;
  brief: WriterBrief;
}

type Facts = WriterBrief['facts'];
const blog = (area_of_expertise: string, extra: Partial<NonNullable<Facts>> = {}): Facts => ({ area_of_expertise, ...extra });

const q = (name: string, language: WriterLanguage, contentType: WriterBrief['contentType'], rest: Partial<WriterBrief> = {}): QualityBrief => ({
  name: `${language}/${contentType}/${name}`,
  brief: { language, contentType, ...rest },
});

const LONG_IDEA_EN = 'How a busy nurse working night shifts can still cook healthy meals for the whole week in one Sunday afternoon without spending a fortune';

/**
 * The writer-quality set: the cases seen in the running app (issue 11) and at least three briefs per niche, in four
 * languages, over every content type. The bench and `quality.test.ts` write each with several seeds.
 */
export const QUALITY_BRIEFS: readonly QualityBrief[] = [
  // English
  q('strength-training-blog', 'en', 'smart_script', { facts: blog('Strength training for busy women over 30', { post_style: 'friendly' }) }),
  q('busy-mom-idea', 'en', 'custom_script', { userInput: 'Morning routine for a busy mom of two', facts: blog('fitness for busy moms') }),
  q('tax-advice-story', 'en', 'storytelling', {
    facts: blog('Tax advice for freelancers and small business owners', { about_meanings: 'taxes without fear' }),
  }),
  q('lisbon-trip-avatar', 'en', 'avatar', { userInput: 'How I plan a cheap weekend trip to Lisbon' }),
  q('dog-training-instagram', 'en', 'smart_script', {
    analysis: {
      domain: 'dog training and pet care',
      style: 'warm',
      why_followers_choose_you: 'calm puppy training',
      recommendations: [],
      username: 'happy.paws',
      top_hashtags: ['dogtraining', 'puppylife'],
    },
    creatorCaptions: ['Leash training in five minutes a day', 'Puppy crate training: the first night', 'Why my dog ignores the recall whistle'],
  }),
  q('laptop-idea', 'en', 'custom_script', { userInput: 'Best budget laptop for programming students' }),
  q('toddler-screen-time-story', 'en', 'storytelling', { userInput: 'Screen time rules for toddlers that actually work' }),
  q('english-vocabulary-blog', 'en', 'smart_script', { facts: blog('Learning English vocabulary faster'), category: 'educational' }),
  q('emergency-fund-idea', 'en', 'custom_script', { userInput: 'How to build an emergency fund on a small salary', facts: blog('personal finance') }),
  q('long-idea-story', 'en', 'storytelling', { userInput: LONG_IDEA_EN }),
  q('long-idea-script', 'en', 'custom_script', { userInput: LONG_IDEA_EN }),
  q('trend-only', 'en', 'smart_script', { trend: { title: 'one day, three outfits', description: 'quick cuts between looks' } }),
  q('baking-meme', 'en', 'meme', { facts: blog('home baking') }),
  // An idea narrower than the picked niche's lines (the free tool: niche "fitness", topic about posture).
  q('posture-under-fitness', 'en', 'custom_script', { userInput: 'Fix a rounded back from sitting all day', facts: blog('fitness') }),
  // Russian
  q('tax-deduction-idea', 'ru', 'custom_script', { userInput: 'Налоговый вычет за лечение для ИП', facts: blog('налоги и бухгалтерия для ИП') }),
  q('moms-fitness-story', 'ru', 'storytelling', { facts: blog('Фитнес для мам после родов', { about_meanings: 'здоровье без насилия над собой' }) }),
  q('georgia-trip-avatar', 'ru', 'avatar', { userInput: 'Путешествие по Грузии на машине' }),
  q('puppy-instagram', 'ru', 'smart_script', {
    analysis: {
      domain: 'дрессировка щенков',
      style: 'спокойный',
      why_followers_choose_you: 'понятные упражнения',
      recommendations: [],
      username: 'schenok.school',
    },
    creatorCaptions: ['Как приучить щенка к поводку', 'Первая ночь щенка дома'],
  }),
  q('first-flat-idea', 'ru', 'custom_script', { userInput: 'Как накопить на первую квартиру' }),
  q('python-kids-story', 'ru', 'storytelling', { userInput: 'Уроки программирования на Python для школьников' }),
  q('exam-blog', 'ru', 'smart_script', { facts: blog('Подготовка к ЕГЭ по математике'), category: 'educational' }),
  q('baby-sleep-idea', 'ru', 'custom_script', { userInput: 'Режим сна для малыша до года' }),
  q('smartphone-avatar', 'ru', 'avatar', { facts: blog('Обзоры смартфонов и гаджетов') }),
  q('makeup-blog', 'ru', 'smart_script', { facts: blog('Макияж для начинающих'), category: 'entertaining' }),
  q('cat-meme', 'ru', 'meme', { facts: blog('уход за кошками') }),
  q('posture-under-fitness', 'ru', 'storytelling', { userInput: 'Как исправить сутулость от сидячей работы', facts: blog('фитнес') }),
  // Portuguese
  q('europe-trip-idea', 'pt', 'custom_script', { userInput: 'Viagem barata pela Europa de trem' }),
  q('finance-story', 'pt', 'storytelling', { facts: blog('Educação financeira para jovens') }),
  q('cat-care-instagram', 'pt', 'avatar', {
    analysis: { domain: 'cuidados com gatos', style: 'leve', why_followers_choose_you: 'dicas práticas', recommendations: [], username: 'gatos.felizes' },
    creatorCaptions: ['Arranhador caseiro em dez minutos', 'Ração ou comida natural para gatos?'],
  }),
  q('english-class-idea', 'pt', 'custom_script', { userInput: 'Como aprender inglês sozinho em casa' }),
  q('kids-routine-blog', 'pt', 'smart_script', { facts: blog('Rotina de crianças pequenas'), category: 'motivational' }),
  q('cellphone-story', 'pt', 'storytelling', { userInput: 'Como escolher um celular bom e barato' }),
  q('running-idea', 'pt', 'custom_script', { userInput: 'Treino de corrida para iniciantes depois dos 40' }),
  q('recipes-blog', 'pt', 'smart_script', { facts: blog('Receitas saudáveis para a semana') }),
  q('makeup-meme', 'pt', 'meme', { facts: blog('maquiagem para o dia a dia') }),
  q('posture-under-fitness', 'pt', 'avatar', { userInput: 'Como corrigir a postura curvada de quem trabalha sentado', facts: blog('saúde e fitness') }),
  // Spanish
  q('mexico-trip-idea', 'es', 'custom_script', { userInput: 'Viajar por México con poco presupuesto' }),
  q('savings-story', 'es', 'storytelling', { facts: blog('Finanzas personales para freelancers') }),
  q('dog-care-instagram', 'es', 'smart_script', {
    analysis: {
      domain: 'adiestramiento de perros',
      style: 'cercano',
      why_followers_choose_you: 'ejercicios sencillos',
      recommendations: [],
      username: 'perros.felices',
    },
    creatorCaptions: ['Paseos sin tirones de la correa', 'Cómo enseñar a tu perro a quedarse quieto'],
  }),
  q('math-class-idea', 'es', 'custom_script', { userInput: 'Cómo estudiar matemáticas para el examen final' }),
  q('toddler-story', 'es', 'storytelling', { userInput: 'Rabietas de niños pequeños en público' }),
  q('ai-tools-avatar', 'es', 'avatar', { facts: blog('Herramientas de inteligencia artificial para el trabajo') }),
  q('yoga-blog', 'es', 'smart_script', { facts: blog('Yoga en casa para principiantes'), category: 'selling' }),
  q('marketing-idea', 'es', 'custom_script', { userInput: 'Cómo conseguir clientes en Instagram sin anuncios', facts: blog('marketing digital') }),
  q('fashion-meme', 'es', 'meme', { facts: blog('moda sostenible') }),
  q('posture-under-fitness', 'es', 'custom_script', {
    userInput: 'Cómo corregir la espalda encorvada por estar sentado todo el día',
    facts: blog('fitness y salud'),
  }),
];
