import { REVISION_ADJUSTMENTS, TREND_FORMATS } from '@reelcraft/contract';
import type { WriterBrief, WriterLanguage } from '../writer.schema.ts';
import type { QualityBrief } from './briefs.ts';

/**
 * Briefs the way the product builds them for a real creator (issue 32 item 8): an analysed profile whose bio has
 * emoji and whose analysis sentences carry hashtags, figures and multipliers; everyday ideas in the niche; every
 * trend format; feedback. Modelled on the four demo creators (anna.fitcoach, chef.pavel, lia.makeup,
 * viaja.con.marta). A writer that pastes any of this context into a line fails `rules_kept`.
 */

interface Creator {
  language: WriterLanguage;
  username: string;
  bio: string;
  analysis: NonNullable<WriterBrief['analysis']>;
  captions: string[];
  ideas: string[];
  feedbackNote: string;
}

const CREATORS: readonly Creator[] = [
  {
    language: 'en',
    username: 'anna.fitcoach',
    bio: 'Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women. 20-min workouts • honest nutrition #fitcoach #homeworkout',
    analysis: {
      domain: 'Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.',
      style: 'Energetic, practical, carousel-first',
      why_followers_choose_you:
        'Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience…',
      recommendations: ['Post more reels: they get 42% more reach than your carousels.', 'Open with the result: "Week 1 → Week 12" posts do 2× better.'],
      top_hashtags: ['fitcoach', 'mobility', 'fitnesstips', 'glutes', 'strengthtraining'],
      username: 'anna.fitcoach',
    },
    captions: [
      "Week 1 → Week 12 of Sarah's glute program 🍑 #transformation #glutes",
      '5 beginner mistakes in the gym (I made all of them) — swipe ➡️ #gymtips',
      'Mobility flow for stiff hips #mobility',
    ],
    ideas: [
      'how I fixed my posture working from home',
      '3 desk stretches for people who sit all day',
      'why you are not losing belly fat',
      'glute workout at home with no equipment',
    ],
    feedbackNote: 'Make it concrete: name the 3 actual changes. Less generic motivation.',
  },
  {
    language: 'ru',
    username: 'chef.pavel',
    bio: 'Шеф-повар из Казани 👨‍🍳 Простые рецепты на каждый день. Новые видео каждую неделю #рецепты #готовимдома',
    analysis: {
      domain: 'Кулинария: шеф-повар из Казани 👨‍🍳 Простые рецепты на каждый день.',
      style: 'Спокойный, пошаговый',
      why_followers_choose_you:
        'Ваши лучшие посты про #пельмени и #супы набирают в среднем 3 120 лайков и комментариев, в 2,1× больше обычного: вот где ваша аудитория…',
      recommendations: ['Снимайте больше рилс: у них на 35% больше охват.'],
      top_hashtags: ['пельмени', 'супы', 'рецепты', 'готовимдома'],
      username: 'chef.pavel',
    },
    captions: ['Пельмени своими руками — пошагово. Листай ➡️ #пельмени #рецепт', 'Пять супов на неделю: щи, солянка, уха, гороховый и тыквенный. #супы'],
    ideas: ['пельмени как у бабушки', 'ужин за 15 минут после работы', 'как сварить борщ, чтобы он был красным', 'заготовки еды на неделю'],
    feedbackNote: 'Сделай конкретнее: назови три реальных шага, меньше общих слов.',
  },
  {
    language: 'pt',
    username: 'lia.makeup',
    bio: 'Maquiadora profissional 💄 São Paulo. Tutoriais rápidos para o dia a dia #maquiagem #makeupbrasil',
    analysis: {
      domain: 'Maquiagem: maquiadora profissional 💄 São Paulo.',
      style: 'Leve, didático',
      why_followers_choose_you:
        'Seus melhores posts sobre #peleoleosa e #antesedepois têm em média 2.870 curtidas e comentários, 1,6× o seu post típico: é aí que está seu público…',
      recommendations: ['Publique mais reels: eles têm 30% mais alcance.'],
      top_hashtags: ['peleoleosa', 'antesedepois', 'maquiagem', 'sombras'],
      username: 'lia.makeup',
    },
    captions: ['Antes e depois: pele oleosa sem brilho o dia todo 💄 #peleoleosa #antesedepois', 'Uma paleta, quatro looks 🎨 #sombras #looks'],
    ideas: ['pele oleosa sem brilho o dia todo', 'maquiagem rápida para o trabalho', 'como fazer delineado gatinho', 'uma paleta, quatro looks'],
    feedbackNote: 'Deixa mais concreto: fala os 3 passos de verdade, menos motivação genérica.',
  },
  {
    language: 'es',
    username: 'viaja.con.marta',
    bio: 'Viajo barato y te cuento cómo ✈️ 42 países. Guías, presupuestos y rutas reales #viajarbarato',
    analysis: {
      domain: 'Viajes: viajo barato y te cuento cómo ✈️ 42 países.',
      style: 'Cercano, con datos',
      why_followers_choose_you: 'Tus mejores posts sobre #granada y #cdmx promedian 5.410 me gusta y comentarios, 2,3× tu post típico: ahí está tu audiencia…',
      recommendations: ['Publica más reels: tienen un 40% más de alcance.'],
      top_hashtags: ['viajarbarato', 'granada', 'cdmx', 'presupuesto'],
      username: 'viaja.con.marta',
    },
    captions: [
      'Rincones secretos de Granada que no salen en las guías 🏰 #granada',
      'Qué comer en Ciudad de México: 7 puestos imperdibles 🌮 #cdmx',
      'Presupuesto real de mi mes en el sudeste asiático 📊 #presupuesto',
    ],
    ideas: ['cómo viajar barato por europa', 'qué llevar en una mochila de cabina', 'rincones secretos de sevilla', 'dónde comer tacos en cdmx'],
    feedbackNote: 'Hazlo más concreto: di los 3 cambios reales, menos motivación genérica.',
  },
];

/** A curated trend of each format, in the creator's language (title and description as the catalogue writes them). */
const TREND_TITLES: Record<WriterLanguage, string> = { en: 'Trend', ru: 'Тренд', pt: 'Tendência', es: 'Tendencia' };

const profileOf = (creator: Creator): Partial<WriterBrief> => ({ analysis: creator.analysis, creatorCaptions: creator.captions });
const blogOf = (creator: Creator): Partial<WriterBrief> => ({
  facts: { area_of_expertise: creator.bio, why_followers_choose_you: creator.analysis.why_followers_choose_you },
});

function brief(name: string, creator: Creator, contentType: WriterBrief['contentType'], rest: Partial<WriterBrief>): QualityBrief {
  return { name: `${creator.language}/${creator.username}/${contentType}/${name}`, brief: { language: creator.language, contentType, ...rest } };
}

export const PROFILE_BRIEFS: readonly QualityBrief[] = CREATORS.flatMap((creator) => [
  brief('smart-analysed', creator, 'smart_script', profileOf(creator)),
  brief('smart-bio', creator, 'smart_script', blogOf(creator)),
  brief('avatar-analysed', creator, 'avatar', profileOf(creator)),
  brief('story-analysed', creator, 'storytelling', profileOf(creator)),
  ...creator.ideas.flatMap((idea, index) => [
    brief(`custom-${index}`, creator, 'custom_script', { ...profileOf(creator), userInput: idea }),
    brief(`avatar-${index}`, creator, 'avatar', { ...blogOf(creator), userInput: idea }),
  ]),
  brief('story-idea', creator, 'storytelling', { ...profileOf(creator), userInput: creator.ideas[0] }),
  ...TREND_FORMATS.map((format) =>
    brief(`trend-${format}`, creator, 'smart_script', {
      ...profileOf(creator),
      trend: { title: `${TREND_TITLES[creator.language]}: ${format.replace(/_/g, ' ')}`, description: '', format },
    }),
  ),
  ...TREND_FORMATS.slice(0, 4).map((format) =>
    brief(`trend-idea-${format}`, creator, 'custom_script', {
      ...profileOf(creator),
      userInput: creator.ideas[1],
      trend: { title: `${TREND_TITLES[creator.language]}: ${format.replace(/_/g, ' ')}`, description: '', format },
    }),
  ),
  ...REVISION_ADJUSTMENTS.map((adjustment) =>
    brief(`revision-${adjustment}`, creator, 'custom_script', {
      ...profileOf(creator),
      userInput: creator.ideas[0],
      revision: { adjustments: [adjustment], note: creator.feedbackNote },
      previous: { hookId: 'none', templateIds: ['fmt-story'] },
    }),
  ),
  brief('revision-note-only', creator, 'custom_script', {
    ...profileOf(creator),
    userInput: creator.ideas[0],
    revision: { adjustments: [], note: creator.feedbackNote },
  }),
]);

/** Batches of three (variants 0–2) on each creator's ideas: the variants must take different angles. */
export const BATCH_BRIEFS: readonly QualityBrief[] = CREATORS.flatMap((creator) =>
  creator.ideas.slice(0, 3).map((idea, index) => brief(`batch-${index}`, creator, 'custom_script', { ...profileOf(creator), userInput: idea })),
);
