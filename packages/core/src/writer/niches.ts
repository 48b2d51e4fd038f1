import type { NicheId } from './catalog/types.ts';

/**
 * Word beginnings that point to each expertise area, in all four languages (accents are ignored on both sides).
 * Matching is by word start, so "art" finds "artist" but not "start"; a trailing "=" asks for the whole word, so
 * "health=" does not claim "healthy recipes" for fitness.
 */
// TODO(issue 11): keywords of the added niches (travel, tech, education, parenting, finance, pets).
const KEYWORDS: Partial<Record<Exclude<NicheId, 'general'>, string[]>> = {
  personal_development: [
    'personal development', 'personal growth', 'self-improvement', 'self improvement', 'self-help', 'productiv', 'habit', 'mindset',
    'motivat', 'psycholog', 'life coach', 'mindful', 'meditat', 'discipline',
    'саморазвит', 'личностн', 'продуктивн', 'привычк', 'мотивац', 'психолог', 'коуч', 'осознанн', 'медитац', 'дисциплин',
    'desarrollo personal', 'crecimiento personal', 'superacion', 'habito', 'productividad', 'motivacion', 'psicolog', 'meditacion',
    'desenvolvimento pessoal', 'crescimento pessoal', 'autoconhecimento', 'produtividade', 'mentalidade', 'meditacao',
  ],
  business_marketing: [
    'business', 'marketing', 'sales', 'entrepreneur', 'startup', 'brand', 'smm', 'ecommerce', 'e-commerce', 'finance', 'invest', 'freelanc',
    'бизнес', 'маркетинг', 'продаж', 'предприним', 'стартап', 'бренд', 'таргет', 'финанс', 'инвест', 'фриланс', 'смм',
    'negocio', 'emprend', 'ventas', 'marca personal', 'finanzas', 'inversion',
    'empreend', 'vendas', 'marca pessoal', 'financas', 'investimento',
  ],
  health_fitness: [
    'fitness', 'workout', 'gym', 'health=', 'weight loss', 'nutrition', 'diet', 'yoga', 'pilates', 'wellness', 'personal trainer',
    'фитнес', 'тренировк', 'здоровь', 'похуд', 'питани', 'диет', 'йог', 'зож', 'нутрициол', 'пилатес', 'тренер по фитнес',
    'entrenamiento', 'salud=', 'nutricion', 'dieta', 'adelgaz', 'gimnasio', 'bienestar',
    'treino', 'saude=', 'emagrec', 'academia', 'musculacao', 'nutricao', 'bem-estar',
  ],
  sport_entertainment: [
    'sport', 'football', 'soccer', 'basketball', 'tennis', 'hockey', 'boxing', 'martial', 'athlet', 'esport', 'gaming', 'gamer', 'entertain',
    'comedy', 'stand-up', 'running', 'marathon', 'cycling',
    'спорт', 'футбол', 'баскетбол', 'теннис', 'хоккей', 'бокс', 'единоборств', 'киберспорт', 'игр', 'развлеч', 'стендап', 'комеди', 'бег', 'марафон',
    'deporte', 'futbol', 'baloncesto', 'tenis', 'atleta', 'entretenimiento', 'comedia', 'videojuego',
    'esporte', 'futebol', 'basquete', 'entretenimento', 'luta', 'corrida',
  ],
  beauty_fashion: [
    'beauty', 'makeup', 'make-up', 'skincare', 'skin care', 'fashion', 'stylist', 'styling', 'outfit', 'hair', 'nail', 'cosmetic', 'wardrobe',
    'красот', 'макияж', 'визаж', 'уход за кож', 'косметол', 'косметик', 'мода', 'модн', 'стилист', 'стиль', 'волос', 'маникюр', 'ногт', 'бьюти', 'гардероб',
    'belleza', 'maquillaje', 'moda', 'estilista', 'cabello', 'manicura', 'cosmetic', 'cuidado de la piel',
    'beleza', 'maquiagem', 'cabelo', 'unhas', 'cuidados com a pele', 'guarda-roupa',
  ],
  art_music: [
    'art', 'artist', 'music', 'singer', 'song', 'guitar', 'piano', 'drawing', 'painting', 'illustrat', 'photograph', 'design', 'dance', 'dj', 'producer',
    'искусств', 'музык', 'художник', 'рисова', 'живопис', 'песн', 'вокал', 'гитар', 'фортепиан', 'иллюстрац', 'фотограф', 'дизайн', 'танц', 'творч',
    'arte', 'musica', 'cantante', 'cancion', 'guitarra', 'dibujo', 'pintura', 'ilustraci', 'fotograf', 'diseno', 'baile', 'danza',
    'cantor', 'cancao', 'canto', 'violao', 'desenho', 'ilustrac', 'danca',
  ],
  food_lifestyle: [
    'food', 'cook', 'recipe', 'chef', 'baking', 'kitchen', 'lifestyle', 'travel', 'meal', 'home decor',
    'еда', 'еды', 'едой', 'кулинар', 'рецепт', 'готовк', 'кухн', 'выпечк', 'повар', 'шеф', 'лайфстайл', 'путешеств', 'образ жизни', 'гастроном',
    'comida', 'cocina', 'receta', 'reposter', 'estilo de vida', 'viaje', 'gastronom',
    'culinaria', 'receita', 'cozinha', 'confeitaria', 'viagem', 'alimentacao',
  ],
};

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One alternation per niche keeps detection to seven regex scans per brief.
const MATCHERS = Object.entries(KEYWORDS).map(([niche, words]) => {
  const alternatives = words.map((word) => {
    const whole = word.endsWith('=');
    const stem = escape(fold(whole ? word.slice(0, -1) : word));
    return whole ? `${stem}(?![\\p{L}\\p{N}])` : stem;
  });
  return { niche: niche as NicheId, pattern: new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'gu') };
});

/** The expertise area the creator's own words point to most; 'general' when nothing matches. */
export function detectNiche(...texts: (string | undefined)[]): NicheId {
  const haystack = fold(texts.filter(Boolean).join(' \n '));
  if (!haystack.trim()) return 'general';
  let best: NicheId = 'general';
  let bestScore = 0;
  for (const { niche, pattern } of MATCHERS) {
    let score = 0;
    for (const _match of haystack.matchAll(pattern)) score++;
    if (score > bestScore) {
      best = niche;
      bestScore = score;
    }
  }
  return best;
}
