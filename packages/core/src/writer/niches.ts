import type { NicheId } from './catalog/types.ts';

/**
 * Word beginnings that point to each niche, in all four languages (accents are ignored on both sides, so are case,
 * "ё" and "й").
 * - Matching is by word start, so "art" would find "artist" but not "start".
 * - A trailing "=" asks for the whole word, so "health=" does not claim "healthy recipes" for fitness.
 * - A leading "+" marks a supporting word that counts half: it leans towards the niche but is common elsewhere too
 *   ("school", "family", "hotel").
 * Inside a hashtag (#viajeseconomicos, #путешествия) words run together, so a keyword counts at the start of the
 * tag, or further in when it is at least four letters long; a whole-word keyword there must end the tag or be
 * followed by another keyword or a common tag ending (#momlife). Keywords of three letters or fewer count only at the
 * start of a tag (#smartphone is not art, #carpet is not a pet).
 *
 * A creator who teaches a subject is classified by the subject (a programming teacher is 'tech', a guitar teacher
 * 'art_music'); 'education' is learning itself: study skills, exams, languages, school teachers.
 */
const KEYWORDS: Record<Exclude<NicheId, 'general'>, readonly string[]> = {
  personal_development: [
    'morning routine',
    'evening routine',
    '+routine',
    'утренн',
    '+распорядок',
    'rutina de la manana',
    '+rutina',
    'rotina matinal',
    '+rotina',
    'personal development',
    'personal growth',
    'self-improvement',
    'self improvement',
    'self-help',
    'self-development',
    'productiv',
    'habit',
    'mindset',
    'motivat',
    'psycholog',
    'life coach',
    'mindful',
    'meditat',
    'discipline',
    'саморазвит',
    'личностн',
    'продуктивн',
    'привычк',
    'мотивац',
    'психолог',
    'коуч',
    'осознанн',
    'медитац',
    'дисциплин',
    'desarrollo personal',
    'crecimiento personal',
    'superacion',
    'habito',
    'productividad',
    'motivacion',
    'psicolog',
    'meditacion',
    'desenvolvimento pessoal',
    'crescimento pessoal',
    'autoconhecimento',
    'produtividade',
    'mentalidade',
    'meditacao',
  ],
  business_marketing: [
    'business',
    'marketing',
    'sales',
    'entrepreneur',
    'startup',
    'brand',
    'smm',
    'ecommerce',
    'e-commerce',
    '+freelanc',
    '+small business',
    'copywrit',
    'бизнес',
    'маркетинг',
    'продаж',
    'предприним',
    'стартап',
    'бренд',
    'таргет',
    '+фриланс',
    'смм',
    'копирайт',
    'продвижени',
    'negocio',
    'emprend',
    'ventas',
    'marca personal',
    'pyme',
    '+empresa',
    'empreend',
    'vendas',
    'marca pessoal',
    'pequenos negocios',
  ],
  health_fitness: [
    'fitness',
    'workout',
    'gym',
    'health=',
    'weight loss',
    'nutrition',
    'diet',
    'yoga',
    'pilates',
    'wellness',
    'personal trainer',
    'crossfit',
    'strength training',
    'exercise',
    '+protein',
    '+calorie',
    'фитнес',
    'тренировк',
    'здоровь',
    'похуд',
    'питани',
    'диет',
    'йога',
    'йоги=',
    'йогой',
    'йогу=',
    'зож',
    'нутрициол',
    'пилатес',
    'тренер по фитнес',
    'кроссфит',
    '+калори',
    '+упражнени',
    'entrenamiento',
    'salud=',
    'nutricion',
    'dieta',
    'adelgaz',
    'gimnasio',
    'bienestar',
    'ejercicio',
    'treino',
    'saude=',
    'emagrec',
    'academia',
    'musculacao',
    'nutricao',
    'bem-estar',
    'exercicio',
  ],
  sport_entertainment: [
    'sport',
    'football',
    'soccer',
    'basketball',
    'tennis',
    'hockey',
    'boxing',
    'martial',
    'athlet',
    'esport',
    'gaming',
    'gamer',
    'entertain',
    'comedy',
    'stand-up',
    'running',
    'marathon',
    'cycling',
    'спорт',
    'футбол',
    'баскетбол',
    'теннис',
    'хоккей',
    'бокс',
    'единоборств',
    'киберспорт',
    '+игры=',
    '+игра=',
    'игрок',
    'геймер',
    'видеоигр',
    'развлеч',
    'стендап',
    'комеди',
    'бег',
    'марафон',
    'deporte',
    'futbol',
    'baloncesto',
    'tenis',
    'atleta',
    'entretenimiento',
    'comedia',
    'videojuego',
    'esporte',
    'futebol',
    'basquete',
    'entretenimento',
    'luta',
    'corrida',
  ],
  beauty_fashion: [
    'beauty',
    'makeup',
    'make-up',
    'skincare',
    'skin care',
    'fashion',
    'stylist',
    'styling',
    'outfit',
    'hair',
    'nail',
    'cosmetic',
    'wardrobe',
    'красот',
    'макияж',
    'визаж',
    'уход за кож',
    'косметол',
    'косметик',
    'мода',
    'модн',
    'стилист',
    'стиль',
    'волос',
    'маникюр',
    'ногт',
    'бьюти',
    'гардероб',
    'belleza',
    'maquillaje',
    'moda',
    'estilista',
    'cabello',
    'manicura',
    'cosmetic',
    'cuidado de la piel',
    'beleza',
    'maquiagem',
    'maquiador',
    'cabelo',
    'unhas',
    'cuidados com a pele',
    'guarda-roupa',
  ],
  art_music: [
    'art=',
    'arts=',
    'artist',
    'artwork',
    'music',
    'singer',
    'song',
    'guitar',
    'piano',
    'drawing',
    'sketch',
    'painting',
    'illustrat',
    'photograph',
    'design',
    'dance',
    'dj',
    'producer',
    'искусств',
    'музык',
    'художник',
    'рисова',
    'живопис',
    'песн',
    'вокал',
    'гитар',
    'фортепиан',
    'иллюстрац',
    'фотограф',
    'дизайн',
    'танц',
    'творч',
    'arte',
    'musica',
    'cantante',
    'cancion',
    'guitarra',
    'dibujo',
    'pintura',
    'ilustraci',
    'fotograf',
    'diseno',
    'baile',
    'danza',
    'cantor',
    'cancao',
    'canto',
    'violao',
    'desenho',
    'desenha',
    'ilustrac',
    'danca',
  ],
  food_lifestyle: [
    'food',
    'cook',
    'recipe',
    'chef',
    'baking',
    'kitchen',
    'lifestyle',
    'meal',
    'home decor',
    'dessert',
    'vegan',
    '+restaurant',
    '+dinner',
    '+breakfast',
    'еда=',
    'еды=',
    'едой=',
    'кулинар',
    'рецепт',
    'готовк',
    'готовим',
    'кухн',
    'выпечк',
    'повар',
    'шеф',
    'лайфстайл',
    'образ жизни',
    'гастроном',
    'десерт',
    'веган',
    '+ресторан',
    '+ужин',
    '+завтрак',
    'comida',
    'cocina',
    'receta',
    'reposter',
    'estilo de vida',
    'gastronom',
    'postre',
    'vegano',
    '+restaurante',
    '+cena=',
    'culinaria',
    'receita',
    'cozinha',
    'confeitaria',
    'alimentacao',
    'sobremesa',
    '+jantar',
  ],
  travel: [
    'travel',
    'trip=',
    'trips=',
    'road trip',
    'roadtrip',
    'vacation',
    'backpack',
    'wanderlust',
    'nomad',
    'hostel',
    'itinerar',
    'passport',
    'touris',
    'destination',
    'sightseeing',
    'getaway',
    'airbnb',
    '+holiday',
    '+flight',
    '+hotel',
    '+beach',
    'путешеств',
    'поездк',
    'туризм',
    'турист',
    'перелет',
    'авиабилет',
    'экскурс',
    'тревел',
    'заграниц',
    'за границ',
    'виза=',
    'визы=',
    '+отпуск',
    '+отел',
    '+маршрут',
    '+билеты',
    '+релокац',
    'viaj',
    'turism',
    'turist',
    'vuelo',
    'mochiler',
    'escapada',
    '+destino',
    '+maleta',
    '+ruta=',
    '+rutas=',
    '+vacaciones',
    'viag',
    'mochilao',
    'hospedag',
    '+intercambio',
    '+passagens',
    '+voo=',
    '+voos=',
    '+ferias',
    '+roteiro',
    '+pousada',
  ],
  tech: [
    'tech=',
    'techie',
    'techtok',
    'technolog',
    'software',
    'coding',
    'to code',
    'coder',
    '+code=',
    'programming',
    'programmer',
    'developer',
    'web dev',
    'webdev',
    'frontend',
    'front-end',
    'backend',
    'back-end',
    'fullstack',
    'full-stack',
    'devops',
    'javascript',
    'typescript',
    'python',
    'java=',
    'js=',
    'html',
    'css=',
    'sql=',
    '+react=',
    'nodejs',
    'github',
    'git=',
    'linux',
    'gadget',
    'smartphone',
    'iphone',
    'android',
    'laptop',
    'computer',
    'cybersec',
    'cyber security',
    'machine learning',
    'artificial intelligence',
    'ai tool',
    'chatgpt',
    'data scien',
    'data analy',
    '+engineer',
    '+app=',
    '+apps=',
    'айти',
    'айтишн',
    'вайти',
    'программист',
    'программир',
    'разработчик',
    'веб-разработ',
    '+код=',
    'кодинг',
    'нейросет',
    'гаджет',
    'смартфон',
    'ноутбук',
    'компьютер',
    'кибербез',
    'фронтенд',
    'бэкенд',
    'аналитик данных',
    'машинн обучени',
    '+технолог',
    '+инженер',
    '+ии=',
    'tecnolog',
    '+programar',
    'a programar',
    'programacion',
    'programador',
    'programacao',
    'desarrollador',
    'desenvolvedor',
    'desarrollo web',
    'desenvolvimento web',
    '+codigo=',
    'inteligencia artificial',
    'computadora',
    'computador',
    'ordenador',
    'ciberseguridad',
    'ciberseguranca',
    'informatic',
    '+celular',
    '+ingenier',
    '+engenheir',
  ],
  education: [
    'education',
    'educator',
    'teacher',
    'tutor=',
    'tutors=',
    'tutoring',
    'student',
    'study=',
    'studying',
    'studies',
    'studygram',
    'studytips',
    'exam=',
    'exams=',
    'homework',
    'ielts',
    'toefl',
    'grammar',
    'vocabulary',
    'language learning',
    'english teacher',
    'classroom',
    'pedagog',
    '+teach=',
    '+teaching',
    '+learn',
    '+school',
    '+university',
    '+college',
    '+lesson',
    'учител',
    'препода',
    'образован',
    'учеб',
    'студент',
    'школьник',
    'егэ',
    'огэ',
    'экзамен',
    'репетитор',
    'английск',
    'иностранн язык',
    'грамматик',
    'педагог',
    'домашнее задание',
    'домашк',
    'вуз',
    '+обучени',
    '+школа=',
    '+школы=',
    '+школе=',
    '+школу=',
    '+урок',
    '+лекци',
    '+универ',
    '+учим',
    '+учу=',
    'educacion',
    'educativ',
    'educador',
    'profesor',
    'profe=',
    'docente',
    'estudiar',
    'estudiant',
    'tecnicas de estudio',
    'examen',
    'oposicion',
    'selectividad',
    'idioma',
    'ensenanza',
    'tutoria=',
    '+maestr',
    '+estudio',
    '+aprend',
    '+escuela',
    '+colegio',
    '+universidad',
    '+clase',
    '+ingles',
    'educacao',
    'estudar',
    'estudante',
    'estudo',
    'vestibular',
    'enem=',
    'ensino',
    'pedagogia',
    'professor',
    '+aula',
    '+escola',
    '+faculdade',
    '+prova',
    '+concurso',
  ],
  parenting: [
    'parent',
    'mom=',
    'moms=',
    'mommy',
    'momma',
    'momlife',
    'busymom',
    'girlmom',
    'boymom',
    'mum=',
    'mums=',
    'mumlife',
    'mother',
    'dad=',
    'dads=',
    'daddy',
    'dadlife',
    'girldad',
    'father',
    'baby',
    'babies',
    'toddler',
    'kids=',
    'newborn',
    'pregnan',
    'breastfe',
    'maternity',
    'postpartum',
    'tantrum',
    '+family',
    '+children',
    '+child=',
    'мама=',
    'мамы=',
    'мамой=',
    'маме=',
    'мамочк',
    'мамск',
    'материнств',
    'папа=',
    'отцовств',
    'родител',
    'беременн',
    'декрет',
    'малыш',
    'младен',
    'ребен',
    'детей=',
    'дети=',
    'грудное вскармливание',
    'прикорм',
    'многодетн',
    '+истерик',
    '+детск',
    '+воспитани',
    '+семья=',
    '+семьи=',
    '+семейн',
    '+мамин',
    'mama=',
    'mamas=',
    'mami=',
    'mamae',
    'maternidad',
    'paternidad',
    'embaraz',
    'hijos=',
    'hijas=',
    'hijo=',
    'hija=',
    'crianza',
    'nino=',
    'ninos=',
    'nina=',
    'ninas=',
    'lactancia',
    'primeriza',
    'rabieta',
    'berrinche',
    '+infancia',
    '+infantil',
    '+papa=',
    '+bebe=',
    '+bebes=',
    'mae=',
    'maes=',
    'maternidade',
    'paternidade',
    'gravid',
    'gestante',
    'gestacao',
    'filhos=',
    'filho=',
    'filha=',
    'filhas=',
    'crianca',
    'amamenta',
    'maternar',
    'puerper',
    '+birra',
    'parentalidade',
    'criacao de filhos',
    '+pai=',
    '+familia',
  ],
  finance: [
    'finance',
    'financial',
    'invest',
    'budgeting',
    '+budget=',
    '+saving',
    'tax=',
    'taxes',
    'taxation',
    'accountant',
    'accounting',
    'bookkeep',
    'deduction',
    'deductible',
    'mortgage',
    'retirement',
    'stock market',
    'dividend',
    'etf=',
    'etfs=',
    'crypto',
    'bitcoin',
    'wealth',
    'debt=',
    'debts=',
    'credit card',
    'cpa=',
    'personal finance',
    '+money',
    '+income',
    '+credit=',
    'финанс',
    'инвест',
    'налог',
    'бухгалт',
    '+бюджет',
    'накоплени',
    'сбережени',
    'кредит',
    'ипотек',
    'долг=',
    'долги=',
    'долгов=',
    'пенси',
    'облигаци',
    'дивиденд',
    'крипт',
    'ндфл',
    'самозанят',
    'декларац',
    'вычет',
    '+деньг',
    '+акци',
    '+вклад',
    'finanzas',
    'financier',
    'inversion',
    'invertir',
    '+ahorr',
    '+presupuest',
    'impuesto',
    'contador',
    'contable',
    'contabilidad',
    'declaracion de la renta',
    'deuda',
    'hipoteca',
    'jubilacion',
    'cripto',
    'tarjeta de credito',
    '+dinero',
    '+renta=',
    '+hacienda',
    '+autonomo',
    '+bolsa=',
    'financas',
    'financeir',
    'investimento',
    'investir',
    'poupanca',
    'poupar',
    '+orcamento',
    'imposto',
    'contabil',
    'irpf',
    'divida',
    'aposentadoria',
    'tesouro direto',
    'renda fixa',
    '+dinheiro',
    '+credito',
    '+acoes=',
    '+mei=',
  ],
  pets: [
    'dog',
    'puppy',
    'puppies',
    'cat=',
    'cats=',
    'catlover',
    'catlife',
    'catsofinstagram',
    'kitten',
    'kitty',
    'pet=',
    'pets=',
    'petlife',
    'petcare',
    'pet care',
    'veterinar',
    'vet=',
    'vets=',
    'canine',
    'k9',
    'feline',
    'groomer',
    'aquarium',
    'parrot',
    'hamster',
    'mydog',
    'rescuedog',
    '+adopt',
    'собак',
    'собач',
    'щен',
    'пес=',
    'пса=',
    'псом=',
    'кошк',
    'кошач',
    'кот=',
    'коты=',
    'котов=',
    'котик',
    'котен',
    'питом',
    'ветеринар',
    'ветклиник',
    'кинолог',
    'дрессиров',
    'груминг',
    'грумер',
    'попуга',
    'аквариум',
    'хомяк',
    'когтеточк',
    '+зоо',
    '+лоток',
    'perro',
    'perrit',
    'perrun',
    'cachorr',
    'gato=',
    'gatos=',
    'gata=',
    'gatas=',
    'gatit',
    'mascota',
    'adiestr',
    'felino',
    'michi',
    '+canin',
    'cao=',
    'caes=',
    'caozinho',
    'gatinh',
    'petshop',
    'mundo pet',
    'adestr',
    'banho e tosa',
    '+racao',
  ],
};

/** Words that often follow a keyword inside a hashtag (#momlife, #cattips, #taxseason). */
const TAG_CONTINUATIONS = [
  'life',
  'lover',
  'love',
  'tips',
  'tip',
  'ofinstagram',
  'sofinstagram',
  'stagram',
  'gram',
  'tok',
  'blog',
  'vlog',
  'daily',
  'hack',
  'goals',
  'season',
  'time',
  'world',
  'news',
  'review',
  'style',
  'care',
  'ideas',
  'inspo',
  'jizn',
  'zhizn',
  'жизнь',
  'блог',
  'лайф',
  'vida',
  'dicas',
  'consejos',
];

type KeywordSpec = { compact: string; whole: boolean; weight: number };

interface NicheMatcher {
  niche: NicheId;
  /** Prose: one alternation per weight. */
  full?: RegExp;
  half?: RegExp;
  tagKeywords: KeywordSpec[];
}

export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function parseKeyword(raw: string): { stem: string; whole: boolean; weight: number } {
  const weight = raw.startsWith('+') ? 0.5 : 1;
  const body = raw.startsWith('+') ? raw.slice(1) : raw;
  const whole = body.endsWith('=');
  return { stem: foldText(whole ? body.slice(0, -1) : body), whole, weight };
}

function alternation(specs: { stem: string; whole: boolean }[]): RegExp | undefined {
  if (specs.length === 0) return undefined;
  const alternatives = specs.map(({ stem, whole }) => (whole ? `${escape(stem)}(?![\\p{L}\\p{N}])` : escape(stem)));
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'gu');
}

const MATCHERS: NicheMatcher[] = Object.entries(KEYWORDS).map(([niche, words]) => {
  const specs = words.map(parseKeyword);
  return {
    niche: niche as NicheId,
    full: alternation(specs.filter((spec) => spec.weight === 1)),
    half: alternation(specs.filter((spec) => spec.weight !== 1)),
    tagKeywords: specs.map(({ stem, whole, weight }) => ({ compact: stem.replace(/[\s-]+/g, ''), whole, weight })),
  };
});

const CONTINUATIONS = [
  ...new Set([
    ...TAG_CONTINUATIONS.map(foldText),
    ...MATCHERS.flatMap((matcher) => matcher.tagKeywords.map((keyword) => keyword.compact)).filter((word) => word.length >= 3),
  ]),
];

const continues = (rest: string) => rest === '' || CONTINUATIONS.some((word) => rest.startsWith(word));

/** The weight a hashtag part (folded, no '#') gives a niche: its strongest keyword, counted once per tag. */
function tagWeight(part: string, keywords: readonly KeywordSpec[]): number {
  let best = 0;
  for (const keyword of keywords) {
    if (keyword.weight <= best) continue;
    let at = part.indexOf(keyword.compact);
    while (at >= 0) {
      const rest = part.slice(at + keyword.compact.length);
      const placed = at === 0 || keyword.compact.length >= 4;
      if (placed && (!keyword.whole || continues(rest))) {
        best = keyword.weight;
        break;
      }
      at = part.indexOf(keyword.compact, at + 1);
    }
  }
  return best;
}

type Scores = Map<NicheId, number>;

function add(scores: Scores, niche: NicheId, value: number): void {
  if (value > 0) scores.set(niche, (scores.get(niche) ?? 0) + value);
}

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

function count(pattern: RegExp | undefined, text: string): number {
  if (!pattern) return 0;
  let hits = 0;
  for (const _match of text.matchAll(pattern)) hits++;
  return hits;
}

/** Keyword hits of every niche in one hashtag (with or without '#'); parts split at '_' count separately. */
function scoreTag(tag: string, scores: Scores = new Map()): Scores {
  for (const part of foldText(tag).replace(/^#/, '').split('_')) {
    if (!part) continue;
    for (const matcher of MATCHERS) add(scores, matcher.niche, tagWeight(part, matcher.tagKeywords));
  }
  return scores;
}

/** Keyword hits of every niche in a text: its words, and its hashtags unless `tags` is false (then they are skipped). */
function scoreText(text: string, tags = true): Scores {
  const scores: Scores = new Map();
  const folded = foldText(text);
  if (!folded.trim()) return scores;
  const prose = folded.replace(HASHTAG, ' ');
  for (const { text: part, weight } of topicAndAudience(prose)) {
    for (const matcher of MATCHERS) add(scores, matcher.niche, weight * (count(matcher.full, part) + count(matcher.half, part) / 2));
  }
  if (tags) for (const match of folded.matchAll(HASHTAG)) scoreTag(match[1] as string, scores);
  return scores;
}

/** "Tax advice for small business owners": after "for" comes who it is for, not what it is about. */
const AUDIENCE = /(?:^|[^\p{L}\p{N}])(?:for|для|para|pra)(?![\p{L}\p{N}])/u;
/** What the audience part of a sentence weighs when the part before it already names a niche. */
const AUDIENCE_WEIGHT = 0.25;

/**
 * Splits each sentence at its first "for / для / para / pra": the topic before it counts fully, the audience after
 * it only a quarter, but fully when the part before names no niche at all ("Ideas for dog owners").
 */
function topicAndAudience(prose: string): { text: string; weight: number }[] {
  const parts: { text: string; weight: number }[] = [];
  for (const sentence of prose.split(/[.!?\n]+/u)) {
    const match = AUDIENCE.exec(sentence);
    if (!match) {
      parts.push({ text: sentence, weight: 1 });
      continue;
    }
    const topic = sentence.slice(0, match.index);
    const audience = sentence.slice(match.index);
    const named = MATCHERS.some((matcher) => count(matcher.full, topic) + count(matcher.half, topic) > 0);
    parts.push({ text: topic, weight: 1 }, { text: audience, weight: named ? AUDIENCE_WEIGHT : 1 });
  }
  return parts;
}

function best(scores: Scores): { niche: NicheId; score: number; second: number } {
  let niche: NicheId = 'general';
  let score = 0;
  let second = 0;
  // MATCHERS order breaks ties, so the result does not depend on the order hits were found in.
  for (const { niche: candidate } of MATCHERS) {
    const value = scores.get(candidate) ?? 0;
    if (value > score) {
      second = score;
      niche = candidate;
      score = value;
    } else if (value > second) {
      second = value;
    }
  }
  return { niche, score, second };
}

/** The niche the creator's own words point to most (words and hashtags); 'general' when nothing matches. */
export function detectNiche(...texts: (string | undefined)[]): NicheId {
  return best(scoreText(texts.filter(Boolean).join(' \n '))).niche;
}

export type NicheConfidence = 'high' | 'medium' | 'low';

export interface NicheSources {
  bio?: string;
  /** Instagram's business category ("Travel blogger", "Chef"). */
  category?: string;
  fullName?: string;
  /** Post captions, hashtags included. */
  captions?: readonly string[];
  /** Hashtags with the number of posts that use them; when given, hashtags inside captions are not counted again. */
  hashtags?: readonly { tag: string; posts: number }[];
}

export interface NicheClassification {
  niche: NicheId;
  confidence: NicheConfidence;
  /** Evidence per niche (only niches with some), the sum of the profile, caption and hashtag parts below. */
  scores: Partial<Record<NicheId, number>>;
}

/*
 * Weights. The profile (bio, category, name) is the creator's own summary: each keyword there is worth a lot, capped
 * so a keyword-stuffed bio cannot drown the posts. Captions and hashtags count by the share of posts (or hashtag
 * uses) that point to a niche, so a long feed weighs as much as a short one; a feed of fewer than MIN_POSTS posts
 * counts as if the rest said nothing, so one caption cannot decide alone.
 */
const PROFILE = { bio: { weight: 3, cap: 3 }, category: { weight: 3, cap: 2 }, fullName: { weight: 2, cap: 1.5 } } as const;
const CAPTIONS_WEIGHT = 8;
/** A caption with this many keyword hits fully counts for a niche; one hit counts two thirds. */
const CAPTION_HIT_CAP = 1.5;
const MIN_POSTS = 6;
const HASHTAGS_WEIGHT = 6;
const MIN_TAG_USES = 10;
/** 'high' needs this much evidence (a bio keyword and a feed mostly on the topic), 'medium' MEDIUM_SCORE. */
const HIGH_SCORE = 7;
const MEDIUM_SCORE = 3;
/** Below this the evidence is a hint, not a niche. */
const MIN_SCORE = 2.5;
/** The runner-up at this share of the best or more: too close to call. */
const TIE = 0.9;

/**
 * Classifies a creator from the bio, category, name, captions and hashtags together, and says how sure it is:
 * 'high' when the profile and the posts agree on a clear leader, 'medium' for a clear leader with less evidence,
 * 'low' when the evidence is thin or two niches run close. Thin or tied evidence gives 'general'.
 */
export function classifyNiche(sources: NicheSources): NicheClassification {
  const profile: Scores = new Map();
  for (const field of ['bio', 'category', 'fullName'] as const) {
    const text = sources[field];
    if (!text) continue;
    const { weight, cap } = PROFILE[field];
    for (const [niche, hits] of scoreText(text)) add(profile, niche, weight * Math.min(hits, cap));
  }

  const posts: Scores = new Map();
  const captions = (sources.captions ?? []).filter((caption) => caption.trim());
  if (captions.length > 0) {
    const sum: Scores = new Map();
    for (const caption of captions) {
      for (const [niche, hits] of scoreText(caption, !sources.hashtags)) add(sum, niche, Math.min(hits, CAPTION_HIT_CAP) / CAPTION_HIT_CAP);
    }
    const denominator = Math.max(captions.length, MIN_POSTS);
    for (const [niche, value] of sum) add(posts, niche, (CAPTIONS_WEIGHT * value) / denominator);
  }
  const tags = (sources.hashtags ?? []).filter((entry) => entry.posts > 0 && entry.tag.trim());
  if (tags.length > 0) {
    const uses = tags.reduce((total, entry) => total + entry.posts, 0);
    const sum: Scores = new Map();
    for (const entry of tags) {
      for (const [niche, weight] of scoreTag(entry.tag)) add(sum, niche, Math.min(weight, 1) * entry.posts);
    }
    const denominator = Math.max(uses, MIN_TAG_USES);
    for (const [niche, value] of sum) add(posts, niche, (HASHTAGS_WEIGHT * value) / denominator);
  }

  const total: Scores = new Map(profile);
  for (const [niche, value] of posts) add(total, niche, value);
  const scores: Partial<Record<NicheId, number>> = {};
  for (const { niche } of MATCHERS) {
    const value = total.get(niche);
    if (value) scores[niche] = Math.round(value * 100) / 100;
  }

  const top = best(total);
  const ratio = top.score > 0 ? top.second / top.score : 1;
  if (top.score < MIN_SCORE || ratio >= TIE) return { niche: 'general', confidence: 'low', scores };
  const agree = (profile.get(top.niche) ?? 0) > 0 && (posts.get(top.niche) ?? 0) > 0;
  const confidence: NicheConfidence = top.score >= HIGH_SCORE && ratio <= 0.5 && agree ? 'high' : top.score >= MEDIUM_SCORE && ratio <= 0.75 ? 'medium' : 'low';
  return { niche: top.niche, confidence, scores };
}
