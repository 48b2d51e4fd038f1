import { NICHE_IDS } from '@reelcraft/contract';
import type { NicheId } from '../../writer/index.ts';
import type { TrendFormat } from '../trend.schema.ts';

/**
 * The curated trend catalogue: short-video formats that work in any niche, written natively in each language.
 * Ids are shared by all languages (each language file is a Record over them, so the compiler refuses a missing
 * one), which lets "create similar" and analytics treat the Spanish and the Russian version as one format.
 */
export const TREND_IDS = [
  'pov-client',
  'pov-first-day',
  'before-after-glowup',
  'before-after-space',
  'myth-vs-fact',
  'three-mistakes',
  'wish-i-knew',
  'day-in-life',
  'behind-the-process',
  'expectation-reality',
  'skill-in-60s',
  'three-step-recipe',
  'grwm-talk',
  'one-item-three-ways',
  'what-i-eat',
  'follow-along-workout',
  'thirty-day-challenge',
  'storytime-fail',
  'client-result',
  'unpopular-opinion',
  'stop-doing',
  'reply-to-comment',
  'rapid-faq',
  'green-screen-react',
  'is-it-true',
  'this-or-that',
  'budget-vs-luxury',
  'tools-i-use',
  'beginner-vs-pro',
  'satisfying-process',
  'relatable-text',
  'nobody-talks-about',
  'if-you-are',
  'top-five',
  'progress-timelapse',
  'weekend-vlog',
  'packing-orders',
  'first-time-trying',
  'guess-quiz',
  'explain-simply',
  'red-flags',
  'start-from-zero',
  'price-breakdown',
] as const;
export type TrendId = (typeof TREND_IDS)[number];

/** One language's words for a trend. */
export interface TrendText {
  title: string;
  description: string;
  why_it_works: string;
  how_to_adapt: string;
  example_hook: string;
}

export interface TrendMeta {
  format: TrendFormat;
  niches: readonly NicheId[];
  /**
   * What a reel of this format tends to say, in all four languages, folded (lower case, no accents). Matched at a
   * word start; a trailing "=" asks for the whole word; a leading "+" marks a supporting word that counts half (it
   * confirms the format but cannot name it alone: "client" is in many captions that are not POV scenes). Used to
   * recognise the format in ingested reels.
   */
  keywords: readonly string[];
  /** Hashtags (folded, without '#') that mark the format. */
  hashtags: readonly string[];
}

const ALL: readonly NicheId[] = NICHE_IDS;

export const TREND_META: Record<TrendId, TrendMeta> = {
  'pov-client': {
    format: 'pov',
    niches: ['business_marketing', 'beauty_fashion', 'health_fitness', 'general'],
    keywords: ['pov=', '+client', '+customer', '+клиент', '+cliente'],
    hashtags: ['pov'],
  },
  'pov-first-day': {
    format: 'pov',
    niches: ['general', 'personal_development', 'sport_entertainment', 'travel', 'tech', 'education', 'parenting', 'pets'],
    keywords: ['pov=', 'first day', 'первый день', 'primeiro dia', 'primer dia'],
    hashtags: ['pov', 'firstday'],
  },
  'before-after-glowup': {
    format: 'before_after',
    niches: ['beauty_fashion', 'health_fitness', 'general', 'pets'],
    keywords: [
      'before and after',
      'before/after',
      'до и после',
      'antes e depois',
      'antes y despues',
      'glow up',
      'glowup',
      'transformation',
      'трансформац',
      'transformacao',
      'transformacion',
    ],
    hashtags: ['beforeandafter', 'glowup', 'transformation', 'доипосле', 'antesedepois', 'antesydespues'],
  },
  'before-after-space': {
    format: 'before_after',
    niches: ['food_lifestyle', 'art_music', 'general', 'parenting'],
    keywords: ['makeover', 'room makeover', 'преображени', 'расхламл', 'organiz', 'организаци', 'reforma', 'cantinho', 'rincon'],
    hashtags: ['makeover', 'roommakeover', 'homedecor', 'organization', 'organizacao', 'organizacion'],
  },
  'myth-vs-fact': {
    format: 'myth_busting',
    niches: ALL,
    keywords: ['myth', 'миф', 'mito'],
    hashtags: ['myth', 'mythbusting', 'мифы', 'mitos'],
  },
  'three-mistakes': {
    format: 'list',
    niches: ALL,
    keywords: ['mistake', 'ошибк', 'erro', 'errores'],
    hashtags: ['mistakes', 'ошибки', 'erros', 'errores'],
  },
  'wish-i-knew': {
    format: 'list',
    niches: ['personal_development', 'business_marketing', 'general', 'travel', 'tech', 'education', 'parenting', 'finance', 'pets'],
    keywords: [
      'wish i knew',
      'wish i had known',
      'хотел бы знать',
      'хотела бы знать',
      'знать в начале',
      'queria ter sabido',
      'habria gustado saber',
      'hubiera gustado saber',
      'ojala hubiera sabido',
    ],
    hashtags: [],
  },
  'day-in-life': {
    format: 'day_in_life',
    niches: ['general', 'food_lifestyle', 'business_marketing', 'travel', 'tech', 'education', 'parenting', 'pets'],
    keywords: [
      'day in my life',
      'day in the life',
      'один день из',
      'мой день',
      'um dia na minha vida',
      'un dia en mi vida',
      'routine',
      'рутина',
      'rotina',
      'rutina',
    ],
    hashtags: ['dayinmylife', 'dayinthelife', 'деньизжизни', 'umdiacomigo', 'undiaconmigo'],
  },
  'behind-the-process': {
    format: 'behind_the_scenes',
    niches: ['art_music', 'business_marketing', 'food_lifestyle', 'beauty_fashion'],
    keywords: [
      'behind the scenes',
      'process',
      'how it is made',
      'how its made',
      'за кадром',
      'закулис',
      'процесс',
      'bastidores',
      'processo',
      'detras de camaras',
      'proceso',
    ],
    hashtags: ['behindthescenes', 'bts', 'process', 'закулисье', 'bastidores', 'processo', 'proceso'],
  },
  'expectation-reality': {
    format: 'meme',
    niches: ALL,
    keywords: ['expectation', 'ожидание', 'expectativa', '+reality', '+реальность', '+realidade', '+realidad'],
    hashtags: ['expectationvsreality', 'ожиданиереальность', 'expectativaxrealidade', 'expectativavsrealidad'],
  },
  'skill-in-60s': {
    format: 'tutorial',
    niches: ALL,
    keywords: [
      'in 60 seconds',
      'in one minute',
      'in 1 minute',
      'за минуту',
      'за 60 секунд',
      'em 1 minuto',
      'em um minuto',
      'em 60 segundos',
      'en un minuto',
      'en 60 segundos',
      'tutorial',
      'урок',
      'aula=',
      'leccion',
    ],
    hashtags: ['tutorial', 'howto', 'урок', 'tutoriais', 'tutoriales'],
  },
  'three-step-recipe': {
    format: 'tutorial',
    niches: ['food_lifestyle', 'beauty_fashion', 'health_fitness'],
    keywords: ['recipe', 'рецепт', 'receita', 'receta', '3 steps', 'three steps', '3 шага', 'три шага', '3 passos', '3 pasos'],
    hashtags: ['recipe', 'recipes', 'easyrecipe', 'рецепт', 'рецепты', 'receita', 'receitas', 'receta', 'recetas'],
  },
  'grwm-talk': {
    format: 'talking_head',
    niches: ['beauty_fashion', 'food_lifestyle', 'general'],
    keywords: [
      'grwm',
      'get ready with me',
      'собирайся со мной',
      'собираемся',
      'arrume-se comigo',
      'se arrume comigo',
      'preparate conmigo',
      'arreglate conmigo',
    ],
    hashtags: ['grwm', 'getreadywithme', 'собирайсясомной', 'arrumesecomigo', 'preparateconmigo'],
  },
  'one-item-three-ways': {
    format: 'list',
    niches: ['beauty_fashion', 'food_lifestyle', 'art_music'],
    keywords: ['ways to wear', 'ways to style', 'ways to use', 'three ways', '3 ways', 'способа', 'jeitos de', 'formas de usar', 'maneras de'],
    hashtags: ['outfitideas', 'styling', 'howtostyle'],
  },
  'what-i-eat': {
    format: 'day_in_life',
    niches: ['health_fitness', 'food_lifestyle', 'parenting'],
    keywords: ['what i eat', 'full day of eating', 'что я ем', 'o que eu como', 'lo que como'],
    hashtags: ['whatieatinaday', 'whatieat', 'чтояем', 'oqueeucomo', 'loquecomoenundia'],
  },
  'follow-along-workout': {
    format: 'tutorial',
    niches: ['health_fitness', 'sport_entertainment'],
    keywords: ['workout', 'follow along', 'тренировк', 'повторяй', 'treino', 'faca comigo', 'entrenamiento', 'entreno', 'hazlo conmigo'],
    hashtags: ['workout', 'homeworkout', 'тренировка', 'тренировкидома', 'treino', 'treinoemcasa', 'entrenamiento', 'entrenoencasa'],
  },
  'thirty-day-challenge': {
    format: 'challenge',
    niches: ['health_fitness', 'personal_development', 'art_music', 'general', 'education', 'finance', 'pets'],
    keywords: ['challenge', 'day 1=', 'челлендж', 'день 1=', 'desafio', 'dia 1=', 'reto='],
    hashtags: ['challenge', '30daychallenge', 'челлендж', 'desafio', 'reto'],
  },
  'storytime-fail': {
    format: 'story',
    niches: ['business_marketing', 'personal_development', 'general', 'travel', 'tech', 'parenting', 'finance'],
    keywords: ['storytime', 'story time', 'fail', 'провал', 'неудач', 'fracass', 'fracaso'],
    hashtags: ['storytime', 'историяизжизни'],
  },
  'client-result': {
    format: 'story',
    niches: ['business_marketing', 'health_fitness', 'beauty_fashion', 'pets'],
    keywords: ['client', 'case study', '+result', 'клиент', '+результат', 'кейс', 'cliente', '+resultado'],
    hashtags: ['results', 'clientresults', 'кейс', 'результат', 'resultado', 'resultados'],
  },
  'unpopular-opinion': {
    format: 'talking_head',
    niches: ALL,
    keywords: ['unpopular opinion', 'hot take', 'непопулярное мнение', 'opiniao impopular', 'opinion impopular'],
    hashtags: ['unpopularopinion', 'hottake'],
  },
  'stop-doing': {
    format: 'talking_head',
    niches: ALL,
    keywords: ['stop doing', 'stop=', 'хватит', 'перестаньте', 'перестань', 'pare de', 'deja de'],
    hashtags: [],
  },
  'reply-to-comment': {
    format: 'qa',
    niches: ALL,
    keywords: ['replying to', 'reply to', 'answering', 'ответ на комментарий', 'отвечаю на', 'respondendo', 'respondiendo', 'respondo a'],
    hashtags: [],
  },
  'rapid-faq': {
    format: 'qa',
    niches: ['business_marketing', 'health_fitness', 'beauty_fashion', 'general', 'tech', 'education', 'parenting', 'finance'],
    keywords: ['faq', '+questions', 'q&a', '+вопрос', '+perguntas', '+preguntas'],
    hashtags: ['faq', 'qanda', 'вопросответ', 'perguntaserespostas', 'preguntasyrespuestas'],
  },
  'green-screen-react': {
    format: 'reaction',
    niches: ['business_marketing', 'general', 'tech', 'finance'],
    keywords: ['green screen', 'greenscreen', '+news=', '+headline', '+новост', '+заголов', '+noticia'],
    hashtags: ['greenscreen', 'news', 'новости', 'noticias'],
  },
  'is-it-true': {
    format: 'reaction',
    niches: ['health_fitness', 'beauty_fashion', 'food_lifestyle', 'general', 'tech', 'education', 'parenting', 'finance', 'pets'],
    keywords: ['+viral', 'hack', 'tested', 'лайфхак', '+вирусн', 'проверяю', 'проверил', 'testei', 'probe', 'probando', 'truco'],
    hashtags: ['lifehack', 'hack', 'лайфхак', 'lifehacks'],
  },
  'this-or-that': {
    format: 'comparison',
    niches: ['beauty_fashion', 'food_lifestyle', 'business_marketing', 'general', 'travel', 'tech', 'parenting', 'pets'],
    keywords: ['this or that', 'which one', 'что выберете', 'isso ou aquilo', 'qual voce escolhe', 'esto o aquello', 'cual eliges'],
    hashtags: ['thisorthat'],
  },
  'budget-vs-luxury': {
    format: 'comparison',
    niches: ['beauty_fashion', 'food_lifestyle', 'general', 'travel', 'finance'],
    keywords: ['cheap vs', 'budget vs', 'expensive', 'дешев', 'barato', 'caro='],
    hashtags: ['budget', 'dupe', 'бюджетно', 'barato'],
  },
  'tools-i-use': {
    format: 'list',
    niches: ['business_marketing', 'art_music', 'personal_development', 'tech', 'education'],
    keywords: ['tools', '+apps', 'инструмент', '+приложени', 'ferramentas', '+aplicativos', 'herramientas', '+aplicaciones'],
    hashtags: ['tools', 'apps', 'productivitytools'],
  },
  'beginner-vs-pro': {
    format: 'comparison',
    niches: ['sport_entertainment', 'art_music', 'food_lifestyle', 'beauty_fashion', 'tech'],
    keywords: ['beginner vs', 'vs pro', 'amateur vs', 'новичок и профи', 'новичок vs', 'iniciante x', 'iniciante vs', 'principiante vs'],
    hashtags: ['beginnervspro'],
  },
  'satisfying-process': {
    format: 'behind_the_scenes',
    niches: ['art_music', 'food_lifestyle', 'beauty_fashion'],
    keywords: ['satisfying', 'asmr', 'релакс', 'успокаива', 'satisfatorio', 'relajante'],
    hashtags: ['satisfying', 'asmr', 'oddlysatisfying', 'асмр'],
  },
  'relatable-text': {
    format: 'meme',
    niches: ALL,
    keywords: [
      'relatable',
      'when you',
      'when someone',
      'meme',
      'когда ты',
      'когда тебе',
      'когда мне',
      'мем',
      'quando voce',
      'quando alguem',
      'cuando tu',
      'cuando alguien',
    ],
    hashtags: ['relatable', 'meme', 'memes', 'мем', 'мемы'],
  },
  'nobody-talks-about': {
    format: 'talking_head',
    niches: ALL,
    keywords: [
      'nobody talks',
      'no one talks',
      'nobody tells',
      'никто не говорит',
      'никто не расскажет',
      'ninguem fala',
      'ninguem conta',
      'nadie habla',
      'nadie cuenta',
    ],
    hashtags: [],
  },
  'if-you-are': {
    format: 'talking_head',
    niches: ALL,
    keywords: ['if you are', "if you're", 'if youre', 'если вы', 'если ты', 'se voce e', 'si eres'],
    hashtags: [],
  },
  'top-five': {
    format: 'list',
    niches: ['sport_entertainment', 'food_lifestyle', 'art_music', 'general', 'travel', 'tech'],
    keywords: ['top 5', 'top 10', 'top five', 'топ=', 'ranking', 'рейтинг'],
    hashtags: ['top5', 'top10', 'ranking', 'топ5'],
  },
  'progress-timelapse': {
    format: 'before_after',
    niches: ['art_music', 'health_fitness', 'beauty_fashion', 'personal_development', 'education', 'pets'],
    keywords: ['timelapse', 'time lapse', '+progress', '+прогресс', '+progresso', '+progreso', '+evolucao', '+evolucion'],
    hashtags: ['timelapse', 'progress', 'прогресс', 'progresso', 'progreso'],
  },
  'weekend-vlog': {
    format: 'day_in_life',
    niches: ['food_lifestyle', 'sport_entertainment', 'general', 'travel', 'parenting'],
    keywords: ['vlog', 'влог', '+weekend', '+выходн', '+fim de semana', '+fin de semana', '+travel', '+путешеств', '+viagem', '+viaje'],
    hashtags: ['vlog', 'weekendvlog', 'влог', 'travel', 'travelvlog', 'путешествия', 'viagem', 'viaje'],
  },
  'packing-orders': {
    format: 'behind_the_scenes',
    niches: ['business_marketing', 'beauty_fashion', 'art_music'],
    keywords: ['packing orders', 'pack orders', 'packing', 'упаковк', 'собираю заказ', 'embaland', 'empaquet', 'empacando'],
    hashtags: ['packingorders', 'smallbusiness', 'упаковказаказов', 'pequenonegocio', 'emprendimiento'],
  },
  'first-time-trying': {
    format: 'challenge',
    niches: ['sport_entertainment', 'food_lifestyle', 'general', 'travel', 'parenting', 'pets'],
    keywords: ['first time', '+trying', 'впервые', 'в первый раз', '+пробую', 'primeira vez', 'primera vez'],
    hashtags: ['firsttime', 'tryingnewthings'],
  },
  'guess-quiz': {
    format: 'challenge',
    niches: ['general', 'food_lifestyle', 'art_music', 'sport_entertainment', 'travel', 'education', 'pets'],
    keywords: ['guess', 'quiz', 'угадай', 'викторин', 'adivinh', 'adivina'],
    hashtags: ['quiz', 'guess', 'викторина', 'угадай'],
  },
  'explain-simply': {
    format: 'tutorial',
    niches: ['business_marketing', 'personal_development', 'general', 'tech', 'education', 'finance'],
    keywords: ['explained', 'simple explanation', 'простыми словами', 'объясняю', 'explicado', 'explico', 'de forma simples', 'de forma sencilla'],
    hashtags: ['explained'],
  },
  'red-flags': {
    format: 'list',
    niches: ['business_marketing', 'beauty_fashion', 'health_fitness', 'general', 'travel', 'tech', 'finance'],
    keywords: [
      'red flag',
      'green flag',
      'тревожн',
      'красный флаг',
      'красные флаги',
      'sinais de alerta',
      'sinal de alerta',
      'senales de alarma',
      'bandera roja',
    ],
    hashtags: ['redflags', 'redflag', 'greenflag'],
  },
  'start-from-zero': {
    format: 'talking_head',
    niches: ['business_marketing', 'health_fitness', 'personal_development', 'general', 'tech', 'education', 'finance'],
    keywords: ['from zero', 'from scratch', 'start over', 'с нуля', 'do zero', 'desde cero', 'de cero'],
    hashtags: [],
  },
  'price-breakdown': {
    format: 'list',
    niches: ['food_lifestyle', 'business_marketing', 'beauty_fashion', 'travel', 'finance'],
    keywords: [
      'how much',
      '+price',
      '+cost=',
      'сколько стоит',
      '+цена',
      '+стоимость',
      'quanto custa',
      '+preco',
      '+custo',
      'cuanto cuesta',
      '+precio',
      '+coste',
    ],
    hashtags: ['price', 'pricebreakdown'],
  },
};
