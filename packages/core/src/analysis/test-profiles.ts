import type { WriterLanguage } from '../writer/index.ts';
import type { AnalysisPost, AnalysisProfile, ProfileMetricsInput } from './analysis.schema.ts';

/** "Now" for every fixture: figures that depend on time are computed against it. */
export const NOW = new Date('2025-03-01T12:00:00.000Z');

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

/**
 * Six posts of a fitness coach with 10,000 followers, the same numbers in every language; only the words change.
 * Known answers (see compute-profile-metrics.test.ts): engagement 550/110/330/440/55/220, reels viewed
 * 20,000/10,000/5,000, posted 1, 4, 7, 10, 13 and 16 days ago.
 */
const CAPTIONS: Record<WriterLanguage, string[]> = {
  en: [
    '3 exercises you can do at home?\nSave this for later 💪🔥 #fitness #homeworkout',
    'Morning coffee before training #fitness',
    'How to start running: a step by step plan #running #fitness',
    'POV: you finally enjoy leg day 😅 #homeworkout',
    'Rest day. Comment your favourite stretch below',
    'When I started training I could not do a single push-up #fitness',
  ],
  ru: [
    '3 упражнения, которые можно делать дома?\nСохраните, чтобы не потерять 💪🔥 #фитнес #тренировкидома',
    'Утренний кофе перед тренировкой #фитнес',
    'Как начать бегать: пошаговый план #бег #фитнес',
    'POV: вы наконец полюбили день ног 😅 #тренировкидома',
    'День отдыха. Напишите в комментариях любимую растяжку',
    'Когда я начинала тренироваться, я не могла отжаться ни разу #фитнес',
  ],
  pt: [
    '3 exercícios para fazer em casa?\nSalve para depois 💪🔥 #fitness #treinoemcasa',
    'Café da manhã antes do treino #fitness',
    'Como começar a correr: passo a passo #corrida #fitness',
    'POV: você finalmente ama o dia de perna 😅 #treinoemcasa',
    'Dia de descanso. Comente o seu alongamento favorito',
    'Quando eu comecei a treinar, não conseguia fazer uma flexão #fitness',
  ],
  es: [
    '¿3 ejercicios para hacer en casa?\nGuárdalo para después 💪🔥 #fitness #entrenoencasa',
    'Café antes de entrenar #fitness',
    'Cómo empezar a correr: paso a paso #correr #fitness',
    'POV: por fin disfrutas el día de pierna 😅 #entrenoencasa',
    'Día de descanso. Comenta tu estiramiento favorito',
    'Cuando yo empecé a entrenar no podía hacer ni una flexión #fitness',
  ],
};

const SHAPES: Omit<AnalysisPost, 'caption' | 'hashtags'>[] = [
  { shortcode: 'R1', kind: 'reel', takenAt: daysAgo(1), likes: 500, comments: 50, views: 20_000 },
  { shortcode: 'P1', kind: 'image', takenAt: daysAgo(4), likes: 100, comments: 10 },
  { shortcode: 'C1', kind: 'carousel', takenAt: daysAgo(7), likes: 300, comments: 30 },
  { shortcode: 'R2', kind: 'reel', takenAt: daysAgo(10), likes: 400, comments: 40, views: 10_000 },
  { shortcode: 'P2', kind: 'image', takenAt: daysAgo(13), likes: 50, comments: 5 },
  { shortcode: 'R3', kind: 'reel', takenAt: daysAgo(16), likes: 200, comments: 20, views: 5_000 },
];

export function coachPosts(language: WriterLanguage): AnalysisPost[] {
  // Hashtags are left for the metrics to find in the captions, as the Instagram client may do too.
  return SHAPES.map((shape, index) => ({ ...shape, caption: CAPTIONS[language][index] as string, hashtags: [] }));
}

export function coachInput(language: WriterLanguage, overrides: Partial<ProfileMetricsInput> = {}): ProfileMetricsInput {
  return { followers: 10_000, following: 300, postsCount: 240, posts: coachPosts(language), now: NOW, ...overrides };
}

export const COACH_PROFILES: Record<WriterLanguage, AnalysisProfile> = {
  en: { username: 'anna.fitcoach', fullName: 'Anna Miller', biography: 'Fitness coach. Home workouts for busy mums 💪', category: 'Personal trainer' },
  ru: { username: 'anna.fitcoach', fullName: 'Анна Петрова', biography: 'Фитнес-тренер. Тренировки дома для занятых мам 💪', category: null },
  pt: { username: 'anna.fitcoach', fullName: 'Ana Souza', biography: 'Personal trainer. Treinos em casa para mães ocupadas 💪', category: null },
  es: { username: 'anna.fitcoach', fullName: 'Ana García', biography: 'Entrenadora personal. Entrenamiento en casa para mamás ocupadas 💪', category: null },
};

/** A Russian food blogger whose posts are mostly photos and who has gone quiet for three weeks. */
export function quietChefInput(): ProfileMetricsInput {
  const posts: AnalysisPost[] = Array.from({ length: 9 }, (_, index) => ({
    shortcode: `CH${index}`,
    kind: index % 3 === 0 ? 'reel' : 'image',
    takenAt: daysAgo(21 + index * 9),
    likes: index % 3 === 0 ? 40 : 120,
    comments: 4,
    ...(index % 3 === 0 ? { views: 900 } : {}),
    caption: 'Ужин за двадцать минут: паста с томатами и базиликом. Рецепт в карусели',
    hashtags: [
      'рецепты',
      'ужин',
      'домашняякухня',
      'паста',
      'еда',
      'вкусно',
      'быстрыйужин',
      'кулинария',
      'пп',
      'обед',
      'готовимдома',
      'итальянскаякухня',
      'томаты',
      'базилик',
      'простыерецепты',
      'семья',
    ],
  }));
  return { followers: 48_000, following: 120, postsCount: 510, posts, now: NOW };
}

export const CHEF_PROFILE: AnalysisProfile = {
  username: 'chef.pavel',
  fullName: 'Павел Смирнов',
  biography: 'Шеф-повар. Домашняя кухня без сложных техник',
  category: 'Chef',
};
