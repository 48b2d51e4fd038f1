import { describe, expect, it } from 'vitest';
// The demo creators are plain data; the test reads them from source so it classifies exactly what demo mode shows.
import { CREATOR_SEEDS } from '../../../fakes/src/instagram/creators.ts';
import { classifyNiche, detectNiche, type NicheSources } from './niches.ts';

describe('detectNiche', () => {
  it.each([
    ['fitness for busy moms', 'health_fitness'],
    ['фитнес для мам', 'health_fitness'],
    ['pilates e bem-estar', 'health_fitness'],
    ['Business and marketing', 'business_marketing'],
    ['маркетинг для малого бизнеса', 'business_marketing'],
    ['emprendimiento digital', 'business_marketing'],
    ['personal development', 'personal_development'],
    ['саморазвитие и привычки', 'personal_development'],
    ['desenvolvimento pessoal', 'personal_development'],
    ['healthy recipes', 'food_lifestyle'],
    ['recetas saludables', 'food_lifestyle'],
    ['рецепты здоровой еды', 'food_lifestyle'],
    ['beauty and fashion', 'beauty_fashion'],
    ['макияж и уход за кожей', 'beauty_fashion'],
    ['maquiagem', 'beauty_fashion'],
    ['art and music', 'art_music'],
    ['уроки гитары', 'art_music'],
    ['aulas de violão e canto', 'art_music'],
    ['clases de guitarra', 'art_music'],
    ['Sport and entertainment', 'sport_entertainment'],
    ['любительский футбол', 'sport_entertainment'],
    ['fútbol amateur', 'sport_entertainment'],
    // The added niches, in four languages.
    ['budget travel tips', 'travel'],
    ['путешествия без переплат', 'travel'],
    ['dicas de viagem', 'travel'],
    ['viajar barato por Europa', 'travel'],
    ['learn TypeScript and web development', 'tech'],
    ['программирование на Python', 'tech'],
    ['programação para iniciantes', 'tech'],
    ['tecnología y gadgets', 'tech'],
    ['study tips for exams', 'education'],
    ['подготовка к ЕГЭ', 'education'],
    ['dicas de estudo para o ENEM', 'education'],
    ['dicas de estudo', 'education'],
    ['репетитор по английскому', 'education'],
    ['técnicas de estudio para oposiciones', 'education'],
    ['gentle parenting for toddlers', 'parenting'],
    ['мама двоих детей', 'parenting'],
    ['maternidade real', 'parenting'],
    ['crianza respetuosa', 'parenting'],
    ['personal finance and taxes for freelancers', 'finance'],
    ['налоги и вычеты для самозанятых', 'finance'],
    ['educação financeira e investimentos', 'finance'],
    ['finanzas personales e impuestos', 'finance'],
    ['dog training for reactive dogs', 'pets'],
    ['дрессировка собак', 'pets'],
    ['adestramento de cães', 'pets'],
    ['adiestramiento de perros', 'pets'],
    ['pottery', 'general'],
    ['', 'general'],
  ])('%s → %s', (text, niche) => {
    expect(detectNiche(text)).toBe(niche);
  });

  it('matches word beginnings, not any substring', () => {
    expect(detectNiche('start your day')).toBe('general');
    expect(detectNiche('lifestyle blog')).toBe('food_lifestyle');
    expect(detectNiche('yogurt with honey')).toBe('general');
    expect(detectNiche('сырники с греческим йогуртом')).toBe('general');
  });

  it('reads the words inside hashtags', () => {
    expect(detectNiche('#viajeseconomicos')).toBe('travel');
    expect(detectNiche('#mujeresviajeras')).toBe('travel');
    expect(detectNiche('#путешествия')).toBe('travel');
    expect(detectNiche('#homecooking')).toBe('food_lifestyle');
    expect(detectNiche('#momlife')).toBe('parenting');
    expect(detectNiche('#busymom')).toBe('parenting');
    expect(detectNiche('#taxseason')).toBe('finance');
    expect(detectNiche('#dogsofinstagram')).toBe('pets');
    expect(detectNiche('#learn_to_code')).toBe('tech');
    // Short keywords count only at the start of a tag, whole-word ones only before a known ending.
    expect(detectNiche('#smartphone')).toBe('tech');
    expect(detectNiche('#heart')).toBe('general');
    expect(detectNiche('#carpet')).toBe('general');
    expect(detectNiche('#moment')).toBe('general');
  });

  it('reads a topic by what it is about, not by whom it is for', () => {
    expect(detectNiche('Tax advice for freelancers and small business owners')).toBe('finance');
    expect(detectNiche('Finanzas personales para freelancers')).toBe('finance');
    expect(detectNiche('Налоги для малого бизнеса')).toBe('finance');
    expect(detectNiche('Fitness for busy moms')).toBe('health_fitness');
    expect(detectNiche('Morning routine for a busy mom of two')).toBe('personal_development');
    // Nothing named before "for": the audience is all there is.
    expect(detectNiche('Ideas for dog owners')).toBe('pets');
  });

  it('reads learning to code as tech, not education, in every language (found on the /generate-reels samples)', () => {
    for (const bio of ['Learn to code', 'Aprender a programar', 'Aprende a programar desde cero', 'Учимся программировать']) {
      expect(classifyNiche({ bio }).niche, bio).toBe('tech');
    }
    expect(classifyNiche({ bio: 'How to study for exams' }).niche).toBe('education');
  });

  it('keeps finance apart from business and travel apart from food', () => {
    expect(detectNiche('tax advice and bookkeeping')).toBe('finance');
    expect(detectNiche('инвестиции для начинающих')).toBe('finance');
    expect(detectNiche('sales funnels for coaches')).toBe('business_marketing');
    expect(detectNiche('travel blogger')).toBe('travel');
    expect(detectNiche('путешествия и еда')).not.toBe('general');
  });
});

/** The sources a profile analysis has: bio, category, name, captions and the hashtags counted per post. */
function creatorSources(username: string, withHashtagCounts = true): NicheSources {
  const seed = CREATOR_SEEDS.find((creator) => creator.username === username);
  if (!seed) throw new Error(`no demo creator ${username}`);
  const captions = seed.posts.map((post) => post.caption);
  const counts = new Map<string, number>();
  for (const caption of captions) {
    for (const tag of new Set([...caption.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((match) => (match[1] as string).toLowerCase()))) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return {
    bio: seed.biography,
    category: seed.category,
    fullName: seed.fullName,
    captions,
    hashtags: withHashtagCounts ? [...counts].map(([tag, posts]) => ({ tag, posts })) : undefined,
  };
}

describe('classifyNiche', () => {
  it('classifies the travel creator viaja.con.marta as travel, surely', () => {
    for (const withCounts of [true, false]) {
      const result = classifyNiche(creatorSources('viaja.con.marta', withCounts));
      expect(result.niche).toBe('travel');
      expect(result.confidence).toBe('high');
      expect(result.scores.travel).toBeGreaterThan(2 * (result.scores.food_lifestyle ?? 0));
    }
  });

  it.each([
    ['chef.pavel', 'food_lifestyle'],
    ['anna.fitcoach', 'health_fitness'],
    ['lia.makeup', 'beauty_fashion'],
    // A software engineer who teaches code: the subject (tech) wins over the role (education).
    ['kai.codes', 'tech'],
    ['olga.nalogi', 'finance'],
  ])('classifies the demo creator %s as %s', (username, niche) => {
    const result = classifyNiche(creatorSources(username));
    expect(result.niche).toBe(niche);
    expect(result.confidence).toBe('high');
  });

  it('is unsure about a niche it has no words for (a gardener) and about a private account', () => {
    expect(classifyNiche(creatorSources('flor.jardim')).confidence).toBe('low');
    expect(classifyNiche(creatorSources('closed.account'))).toMatchObject({ niche: 'general', confidence: 'low' });
  });

  it('sends a tax adviser to finance, not to sales funnels (en, ru)', () => {
    const en = classifyNiche({
      bio: 'Tax advisor for freelancers 🧾 Deductions, quarterly taxes and bookkeeping without the headache',
      category: 'Accountant',
      fullName: 'Nora Price, CPA',
      captions: [
        '5 expenses you can deduct as a freelancer #taxtips #freelancer',
        'Quarterly estimated taxes explained in 60 seconds #taxes #selfemployed',
        'Keep your receipts or lose money at tax time #bookkeeping #smallbusiness',
        'Tax season checklist 📋 Save it for April #taxseason #accountant',
        'Should you form an LLC? The honest answer #business #taxes',
        'How much to set aside for taxes from every invoice #personalfinance',
      ],
    });
    expect(en.niche).toBe('finance');
    expect(en.confidence).toBe('high');
    const ru = classifyNiche({
      bio: 'Налоговый консультант для ИП и самозанятых. Вычеты, декларации и 3-НДФЛ без стресса',
      category: 'Финансовые услуги',
      captions: [
        'Как вернуть 13% за лечение: пошагово #налоговыйвычет #ндфл',
        'Самозанятый или ИП: что выгоднее в этом году #самозанятые #налоги',
        'Три ошибки в декларации, из-за которых приходит штраф #декларация',
        'Как вести учёт доходов без бухгалтера #финансы #бизнес',
      ],
    });
    expect(ru.niche).toBe('finance');
    expect(ru.confidence).not.toBe('low');
  });

  it('sends a dog trainer to pets even when the bio says "education" (es)', () => {
    const result = classifyNiche({
      bio: 'Adiestradora canina 🐶 Educación positiva para perros reactivos | Clases online',
      category: 'Servicio para mascotas',
      fullName: 'Lucía · Adiestramiento',
      captions: [
        'Cómo enseñar a tu perro a caminar sin tirar de la correa #adiestramientocanino #perros',
        'Mi perrita Luna aprendió a quedarse quieta en 3 días 🐾 #educacioncanina #perrosdeinstagram',
        'Tu perro ladra a otros perros? Esto es lo que pasa #perrosreactivos',
        'Juegos de olfato para días de lluvia #enriquecimientoambiental #mascotas',
        'Premios caseros para el entrenamiento 🥕 #recetasparaperros',
      ],
    });
    expect(result.niche).toBe('pets');
    expect(result.confidence).toBe('high');
  });

  it('sends a mom blogger to parenting even with a recipe or two (pt)', () => {
    const result = classifyNiche({
      bio: 'Mãe de dois 👦👧 Maternidade real sem filtro\nRotina, birras e receitas rápidas pra família',
      category: 'Blogueira',
      captions: [
        'A birra no mercado e o que eu faço agora #maternidadereal #birra',
        'Nossa rotina da noite em 3 passos 🌙 #rotinainfantil #sonodobebe',
        'Lanche rápido para a escola #receitasinfantis #lancheira',
        'Ninguém me contou isso sobre o puerpério #puerperio #maedeprimeiraviagem',
        'Brincadeiras sem tela para dias de chuva #brincadeiras #filhos',
      ],
    });
    expect(result.niche).toBe('parenting');
    expect(result.confidence).toBe('high');
  });

  it('sends a programming teacher to tech (the subject), with education as the runner-up (ru)', () => {
    const result = classifyNiche({
      bio: 'Преподаю программирование школьникам 👨‍🏫 Python и веб-разработка с нуля',
      category: 'Образование',
      captions: [
        'Первая игра на Python за один урок #python #программирование',
        'Почему школьнику стоит начать с Python, а не с C++ #обучениепрограммированию',
        'Домашнее задание: калькулятор на JavaScript #javascript #кодинг',
      ],
    });
    expect(result.niche).toBe('tech');
    expect(result.scores.education).toBeGreaterThan(0);
    expect(result.scores.tech).toBeGreaterThan(result.scores.education ?? 0);
  });

  it('weighs the posts together with the bio: a feed full of travel outweighs a vague lifestyle bio', () => {
    const result = classifyNiche({
      bio: 'Lifestyle ✨ London',
      captions: [
        'Three days in Lisbon on a budget #travel #lisbon',
        'My carry-on packing list for ten days #packingtips #traveltips',
        'Sunrise in Cappadocia, worth the 4 a.m. alarm #wanderlust',
        'Cheap flights: my price alert trick #budgettravel',
        'Hidden corners of Porto #travelgram',
        'Road trip through Scotland #roadtrip',
      ],
    });
    expect(result.niche).toBe('travel');
    expect(result.scores.food_lifestyle).toBeGreaterThan(0);
  });

  it('gives general with low confidence for an empty, vague or split profile', () => {
    expect(classifyNiche({})).toEqual({ niche: 'general', confidence: 'low', scores: {} });
    expect(classifyNiche({ bio: '   ', captions: ['', '✨'] })).toEqual({ niche: 'general', confidence: 'low', scores: {} });
    expect(classifyNiche({ bio: 'Living my best life ✨ coffee, sunsets and good vibes', captions: ['Sunday mood ☕️', 'Golden hour'] })).toMatchObject({
      niche: 'general',
      confidence: 'low',
    });
    const split = classifyNiche({ bio: 'Fitness and travel' });
    expect(split).toMatchObject({ niche: 'general', confidence: 'low' });
    expect(split.scores.health_fitness).toBe(split.scores.travel);
  });

  it('is less sure with less evidence', () => {
    expect(classifyNiche({ bio: 'I love dogs' })).toMatchObject({ niche: 'pets', confidence: 'medium' });
    expect(classifyNiche({ captions: ['Walk with my dog'] })).toMatchObject({ niche: 'general', confidence: 'low' });
    const fewPosts = ['Loose lead walking in 3 steps #dogtraining', 'Puppy biting? Try this #puppytraining'];
    expect(classifyNiche({ bio: 'Dog trainer', captions: fewPosts })).toMatchObject({ niche: 'pets', confidence: 'medium' });
    const feed = [
      ...fewPosts,
      'Recall games for the park 🐕',
      'Crate training without tears #puppy',
      'Why your dog pulls on the lead',
      'Calm greetings with guests #dogtips',
    ];
    expect(classifyNiche({ bio: 'Dog trainer', captions: feed })).toMatchObject({ niche: 'pets', confidence: 'high' });
  });
});
