import type { WriterBrief, WriterLanguage } from './writer.schema.ts';

/** Realistic creators in each language, one per expertise area plus one the niche detector cannot place. */
export const CREATORS: Record<WriterLanguage, WriterBrief['facts'][]> = {
  en: [
    {
      area_of_expertise: 'fitness for busy moms',
      post_style: 'friendly and funny',
      about_meanings: 'health should be simple',
      why_followers_choose_you: 'quick home workouts',
    },
    {
      area_of_expertise: 'marketing for small businesses',
      post_style: 'expert',
      about_meanings: 'honest selling',
      why_followers_choose_you: 'practical advice',
    },
    { area_of_expertise: 'personal development', post_style: 'calm', about_meanings: 'small steps every day', why_followers_choose_you: 'real-life examples' },
    {
      area_of_expertise: 'healthy recipes',
      post_style: 'cosy',
      about_meanings: 'good food for everyone',
      why_followers_choose_you: 'dinners in fifteen minutes',
    },
    { area_of_expertise: 'makeup and skincare', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: 'guitar lessons', post_style: 'relaxed', about_meanings: '', why_followers_choose_you: 'clear explanations' },
    { area_of_expertise: 'amateur football', post_style: 'energetic', about_meanings: 'team first', why_followers_choose_you: '' },
    { area_of_expertise: 'pottery', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' },
  ],
  ru: [
    {
      area_of_expertise: 'фитнес для мам',
      post_style: 'дружелюбный, с юмором',
      about_meanings: 'здоровье должно быть простым',
      why_followers_choose_you: 'короткие тренировки дома',
    },
    {
      area_of_expertise: 'маркетинг для малого бизнеса',
      post_style: 'экспертный',
      about_meanings: 'честные продажи',
      why_followers_choose_you: 'практичные советы',
    },
    { area_of_expertise: 'саморазвитие', post_style: 'спокойный', about_meanings: 'маленькие шаги каждый день', why_followers_choose_you: 'примеры из жизни' },
    {
      area_of_expertise: 'рецепты здоровой еды',
      post_style: 'уютный',
      about_meanings: 'вкусно может быть каждый',
      why_followers_choose_you: 'ужины за пятнадцать минут',
    },
    { area_of_expertise: 'макияж и уход за кожей', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: 'уроки гитары', post_style: 'расслабленный', about_meanings: '', why_followers_choose_you: 'понятные объяснения' },
    { area_of_expertise: 'любительский футбол', post_style: 'энергичный', about_meanings: 'команда прежде всего', why_followers_choose_you: '' },
    { area_of_expertise: 'гончарное дело', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' },
  ],
  es: [
    {
      area_of_expertise: 'fitness para mamás ocupadas',
      post_style: 'cercano y divertido',
      about_meanings: 'la salud debe ser simple',
      why_followers_choose_you: 'rutinas cortas en casa',
    },
    {
      area_of_expertise: 'marketing para pequeños negocios',
      post_style: 'experto',
      about_meanings: 'vender con honestidad',
      why_followers_choose_you: 'consejos prácticos',
    },
    {
      area_of_expertise: 'desarrollo personal',
      post_style: 'tranquilo',
      about_meanings: 'pasos pequeños cada día',
      why_followers_choose_you: 'ejemplos reales',
    },
    {
      area_of_expertise: 'recetas saludables',
      post_style: 'acogedor',
      about_meanings: 'comer bien es para todos',
      why_followers_choose_you: 'cenas en quince minutos',
    },
    { area_of_expertise: 'maquillaje y cuidado de la piel', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: 'clases de guitarra', post_style: 'relajado', about_meanings: '', why_followers_choose_you: 'explicaciones claras' },
    { area_of_expertise: 'fútbol amateur', post_style: 'enérgico', about_meanings: 'primero el equipo', why_followers_choose_you: '' },
    { area_of_expertise: 'cerámica', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' },
  ],
  pt: [
    {
      area_of_expertise: 'fitness para mães ocupadas',
      post_style: 'leve e engraçado',
      about_meanings: 'saúde precisa ser simples',
      why_followers_choose_you: 'treinos curtos em casa',
    },
    {
      area_of_expertise: 'marketing para pequenos negócios',
      post_style: 'especialista',
      about_meanings: 'vender com verdade',
      why_followers_choose_you: 'dicas práticas',
    },
    {
      area_of_expertise: 'desenvolvimento pessoal',
      post_style: 'calmo',
      about_meanings: 'pequenos passos todo dia',
      why_followers_choose_you: 'exemplos reais',
    },
    {
      area_of_expertise: 'receitas saudáveis',
      post_style: 'aconchegante',
      about_meanings: 'comer bem é para todos',
      why_followers_choose_you: 'jantares em quinze minutos',
    },
    { area_of_expertise: 'maquiagem e cuidados com a pele', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: 'aulas de violão', post_style: 'tranquilo', about_meanings: '', why_followers_choose_you: 'explicações claras' },
    { area_of_expertise: 'futebol amador', post_style: 'energético', about_meanings: 'o time em primeiro lugar', why_followers_choose_you: '' },
    { area_of_expertise: 'cerâmica', post_style: '', about_meanings: '', why_followers_choose_you: '' },
    { area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' },
  ],
};

export const USER_INPUT: Record<WriterLanguage, string> = {
  en: 'how to choose running shoes',
  ru: 'как выбрать кроссовки для бега',
  es: 'cómo elegir zapatillas para correr',
  pt: 'como escolher tênis de corrida',
};

export const TRENDS: Record<WriterLanguage, { title: string; description: string }> = {
  en: { title: 'one day, three outfits', description: 'quick cuts between looks' },
  ru: { title: 'один день — три образа', description: 'быстрая смена образов' },
  es: { title: 'un día, tres estilos', description: 'cambios rápidos de ropa' },
  pt: { title: 'um dia, três combinações', description: 'cortes rápidos' },
};
