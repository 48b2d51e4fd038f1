import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cyrillicShare, WRITER_LANGUAGES, type WriterLanguage } from '../writer/index.ts';
import { analysisNarrativeSchema, POST_KINDS, type AnalysisNarrative, type AnalysisProfile, type ProfileMetricsInput } from './analysis.schema.ts';
import { composeAnalysisNarrative } from './compose-analysis-narrative.ts';
import { classifyProfileNiche, detectProfileNiche } from './profile-niche.ts';
import { computeProfileMetrics } from './compute-profile-metrics.ts';
import { localeFormat } from './narrative/format.ts';
import { NARRATIVE_PACKS } from './narrative/index.ts';
import { RECOMMENDATION_IDS } from './narrative/types.ts';
import { CHEF_PROFILE, COACH_PROFILES, coachInput, coachPosts, NOW, quietChefInput } from './test-profiles.ts';

function allText(narrative: AnalysisNarrative): string {
  // Intl puts no-break spaces inside "10 000" and before "%"; the expectations below are typed with plain spaces.
  return [narrative.domain, narrative.style, narrative.why_followers_choose_you, ...narrative.recommendations, narrative.summary]
    .join('\n')
    .replace(/[\u00a0\u202f]/g, ' ');
}

function narrate(input: ProfileMetricsInput, profile: AnalysisProfile, language: WriterLanguage, seed = 1): AnalysisNarrative {
  return composeAnalysisNarrative({ metrics: computeProfileMetrics(input), profile, language, seed });
}

const EMPTY_INPUT: ProfileMetricsInput = { followers: 0, following: 0, postsCount: 0, posts: [], now: NOW };
const EMPTY_PROFILE: AnalysisProfile = { username: 'new.creator', fullName: '', biography: '' };

/** Numbers of the coach fixture as each language must write them. */
const EXPECTED: Record<WriterLanguage, string[]> = {
  en: [
    '2.4×',
    '10,000 views',
    '20,000 views',
    '100%',
    '2.6 posts a week',
    '3 days',
    '#homeworkout',
    '495 likes and comments',
    '1.7×',
    '2.8%',
    '1.5%–3.5%',
    '10,000 followers',
    '500 likes and 50 comments',
    '3 reels a week',
  ],
  ru: [
    'в 2,4 раза',
    '10 000 просмотров',
    '20 000 просмотров',
    '100 %',
    '2,6 публикации в неделю',
    'раз в 3 дня',
    '#тренировкидома',
    '495 лайков и комментариев',
    'в 1,7 раза',
    '2,8 %',
    '1,5 %–3,5 %',
    '10 000 подписчиков',
    '500 лайков и 50 комментариев',
    '3 рилса в неделю',
  ],
  pt: [
    '2,4 vezes',
    '10.000 visualizações',
    '20.000 visualizações',
    '100%',
    '2,6 posts por semana',
    '3 dias',
    '#treinoemcasa',
    '495 curtidas e comentários',
    '1,7 vezes',
    '2,8%',
    '1,5%–3,5%',
    '10.000 seguidores',
    '500 curtidas e 50 comentários',
    '3 reels por semana',
  ],
  es: [
    '2,4 veces',
    '10.000 reproducciones',
    '20.000 reproducciones',
    '100 %',
    '2,6 publicaciones por semana',
    '3 días',
    '#entrenoencasa',
    '495 «me gusta» y comentarios',
    '1,7 veces',
    '2,8 %',
    '1,5 %–3,5 %',
    '10.000 seguidores',
    '500 «me gusta» y 50 comentarios',
    '3 reels por semana',
  ],
};

/** A spread of situations: the coach, a quiet photo-led chef, an empty account, zero followers, a huge account. */
function situations(language: WriterLanguage): [string, ProfileMetricsInput, AnalysisProfile][] {
  return [
    ['coach', coachInput(language), COACH_PROFILES[language]],
    [
      'quiet',
      { ...quietChefInput(), posts: quietChefInput().posts.map((post, index) => ({ ...post, caption: coachPosts(language)[index % 6]?.caption ?? '' })) },
      COACH_PROFILES[language],
    ],
    ['empty', EMPTY_INPUT, EMPTY_PROFILE],
    ['empty-with-bio', EMPTY_INPUT, COACH_PROFILES[language]],
    ['no-followers', coachInput(language, { followers: 0 }), COACH_PROFILES[language]],
    ['macro', coachInput(language, { followers: 2_500_000 }), COACH_PROFILES[language]],
    ['nano-hot', coachInput(language, { followers: 900 }), COACH_PROFILES[language]],
    ['silent', coachInput(language, { posts: coachPosts(language).map((post) => ({ ...post, likes: 0, comments: 0, views: 0 })) }), COACH_PROFILES[language]],
  ];
}

const SEEDS = [1, 2, 3, 7919, 104_729];

function forEachNarrative(check: (narrative: AnalysisNarrative, language: WriterLanguage, name: string) => void): void {
  for (const language of WRITER_LANGUAGES) {
    for (const [name, input, profile] of situations(language)) {
      for (const seed of SEEDS) check(narrate(input, profile, language, seed), language, name);
    }
  }
}

describe('composeAnalysisNarrative', () => {
  it('is schema-valid with 4 to 7 recommendations in every language and situation', () => {
    forEachNarrative((narrative, language, name) => {
      expect(analysisNarrativeSchema.safeParse(narrative).success, `${language} ${name}`).toBe(true);
      expect(narrative.recommendations.length).toBeGreaterThanOrEqual(4);
      expect(narrative.recommendations.length).toBeLessThanOrEqual(7);
      const text = allText(narrative);
      expect(text, `${language} ${name}`).not.toMatch(/[{}]|undefined|null|NaN|Infinity/);
      expect(text, `${language} ${name}`).not.toMatch(/\.\.(?!\.)|\s[.,!?]|[!?]\.|\s{2}/);
      expect(new Set(narrative.recommendations).size).toBe(narrative.recommendations.length);
    });
  });

  for (const language of WRITER_LANGUAGES) {
    it(`grounds the ${language} narrative in the real numbers, formatted for the locale`, () => {
      const text = allText(narrate(coachInput(language), COACH_PROFILES[language], language));
      for (const expected of EXPECTED[language]) expect(text, expected).toContain(expected);
    });
  }

  it('leads with the urgent advice for a quiet, photo-led account', () => {
    const narrative = narrate(quietChefInput(), CHEF_PROFILE, 'ru', 5);
    const text = allText(narrative);
    expect(narrative.recommendations[0]).toContain('21 день назад');
    expect(text).toContain('в 2,8 раза');
    expect(text).toContain('900 просмотров');
    expect(text).toContain('1,9 %');
    expect(text).toContain('0,2 %');
    expect(text).toContain('раз в 9 дней');
    expect(narrative.domain).toContain('Кулинария');
  });

  it('reads the advice for an account without posts', () => {
    for (const language of WRITER_LANGUAGES) {
      const narrative = narrate(EMPTY_INPUT, EMPTY_PROFILE, language);
      expect(narrative.recommendations).toHaveLength(5);
      expect(narrative.recommendations[0]).toBe(
        NARRATIVE_PACKS[language].recommendations['first-posts'].replace('{reelTarget}', localeFormat(language).count(3, 'reel')),
      );
    }
  });

  it('is reproducible with a seed and varies across seeds', () => {
    const input = coachInput('en');
    expect(narrate(input, COACH_PROFILES.en, 'en', 42)).toEqual(narrate(input, COACH_PROFILES.en, 'en', 42));
    const variants = new Set(SEEDS.map((seed) => JSON.stringify(narrate(input, COACH_PROFILES.en, 'en', seed))));
    expect(variants.size).toBeGreaterThan(1);
  });

  it('quotes the bio only when it is written in the narrative’s language', () => {
    const latinBio: AnalysisProfile = { username: 'chef.pavel', fullName: 'Pavel', biography: 'Chef. Home cooking made simple' };
    const narrative = narrate(quietChefInput(), latinBio, 'ru');
    expect(narrative.domain).not.toMatch(/[A-Za-z]/);
    expect(narrative.summary).not.toContain('Pavel');
    expect(narrate(coachInput('en'), COACH_PROFILES.en, 'en').domain).toBe('Fitness coach. Home workouts for busy mums');
  });

  it('detects the niche from the bio first, then from hashtags and captions', () => {
    expect(detectProfileNiche(CHEF_PROFILE)).toBe('food_lifestyle');
    const metrics = computeProfileMetrics(coachInput('en'));
    expect(detectProfileNiche(EMPTY_PROFILE, metrics)).toBe('health_fitness');
    expect(detectProfileNiche(EMPTY_PROFILE)).toBe('general');
  });

  it('classifies a Spanish travel creator as travel, and says how sure it is', () => {
    // viaja.con.marta of the fake Instagram: one food post among thirteen travel ones used to make her "food".
    const marta: AnalysisProfile = {
      username: 'viaja.con.marta',
      fullName: 'Marta Ruiz · Viajes',
      biography: 'Viajo barato y te cuento cómo ✈️ 42 países\nGuías, presupuestos y rutas reales\n#viajarbarato',
      category: 'Travel blogger',
    };
    const captions = [
      '3 días en Lisboa con menos de 300 € ✈️ Guárdalo para tu próximo viaje #lisboa #viajarbarato #escapada #travel',
      'Cómo hago la maleta de mano para 10 días 🧳 #tipsdeviaje #maleta #viajeligero',
      'Qué comer en Ciudad de México: 7 puestos imperdibles 🌮 #cdmx #comidamexicana #foodie',
      'Vuelos baratos: mi truco con alertas de precio 💸 #vuelosbaratos #viajarbarato #hacks',
      'Lo que nadie te cuenta de Machu Picchu ⛰️ #machupicchu #peru #mochilera',
      'Perdida por las calles de Cartagena de Indias 💛 #cartagena #colombia #viajes',
    ];
    expect(classifyProfileNiche(marta, undefined, captions)).toMatchObject({ niche: 'travel', confidence: 'high' });
    expect(classifyProfileNiche(EMPTY_PROFILE)).toMatchObject({ niche: 'general', confidence: 'low' });
    // A stored classification wins over a new guess (a re-narration has no full captions).
    const metrics = { ...computeProfileMetrics(coachInput('en')), niche: { id: 'travel' as const, confidence: 'medium' as const } };
    expect(detectProfileNiche(EMPTY_PROFILE, metrics)).toBe('travel');
  });

  describe('why followers choose you (only what the data supports)', () => {
    it('has no canned promise: no promise templates or slots left in any language', () => {
      for (const language of WRITER_LANGUAGES) {
        const pack = NARRATIVE_PACKS[language] as unknown as Record<string, unknown>;
        expect(pack.promises).toBeUndefined();
        expect(JSON.stringify(NARRATIVE_PACKS[language])).not.toContain('{promise}');
      }
      forEachNarrative((narrative) => {
        expect(narrative.why_followers_choose_you).not.toMatch(/you help them|show them how to|вы помогаете им|ajuda a|les ayudas a|Write for people who want/);
      });
    });

    it('quotes measured facts: the best posts, the winning format, the engagement against our estimate', () => {
      const why = narrate(coachInput('en'), COACH_PROFILES.en, 'en', 3).why_followers_choose_you.replace(/[\u00a0\u202f]/g, ' ');
      expect(why).toContain('collect 440 likes and comments on average, 1.5× your typical post');
      expect(why).toContain('#homeworkout');
      expect(why).toContain('Reels do best: 2.4×');
      expect(why).toContain('within the range we estimate for accounts of your size (1.5%–3.5%)');
    });

    it('says less, and says why, when there are few posts', () => {
      const few = { ...coachInput('en'), posts: coachPosts('en').slice(0, 4) };
      for (const language of WRITER_LANGUAGES) {
        const fewPosts = { ...coachInput(language), posts: coachPosts(language).slice(0, 4) };
        const why = narrate(fewPosts, COACH_PROFILES[language], language).why_followers_choose_you;
        const fill = NARRATIVE_PACKS[language].why.littleData.split('{')[0] as string;
        expect(why).toContain(fill.trim());
        // The best posts, one fact and the caveat: three sentences at most.
        expect(why.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
      }
      expect(narrate(few, COACH_PROFILES.en, 'en').why_followers_choose_you).toContain('This rests on only 4 posts');
      expect(narrate(EMPTY_INPUT, EMPTY_PROFILE, 'en').why_followers_choose_you).toBe('There are no posts yet to show why people follow you.');
    });
  });

  it('labels every size range as our estimate, in every language', () => {
    const marks: Record<WriterLanguage, RegExp> = { en: /estimate/, ru: /оцен/, pt: /estima/, es: /estima/ };
    for (const language of WRITER_LANGUAGES) {
      const pack = NARRATIVE_PACKS[language];
      for (const text of [
        ...Object.values(pack.comparisons),
        pack.recommendations['reach-low'],
        pack.recommendations['reach-high'],
        pack.recommendations['er-low'],
        pack.recommendations['er-high'],
      ]) {
        expect(text).toMatch(marks[language]);
      }
      const narrative = narrate(coachInput(language), COACH_PROFILES[language], language);
      expect(narrative.summary).toMatch(marks[language]);
      expect(allText(narrative)).not.toMatch(/typical range|типичного диапазона|faixa típica|rango habitual/);
    }
  });

  it('has every recommendation in every language', () => {
    for (const language of WRITER_LANGUAGES) {
      expect(Object.keys(NARRATIVE_PACKS[language].recommendations).sort()).toEqual([...RECOMMENDATION_IDS].sort());
    }
  });

  describe('writes natively, without English leaking in', () => {
    const ENGLISH = /\b(the|and|you|your|with|for|this|that|what|how|is|are|to|of|it|my|me|posts?|likes?|views|followers|save|follow)\b/i;
    /** The creator's own handles and tags may be Latin; everything we wrote may not. */
    const ours = (text: string) => text.replace(/[@#][\p{L}\p{N}._]+/gu, '').replace(/POV/g, '');

    it('Russian is Cyrillic through and through', () => {
      forEachNarrative((narrative, language, name) => {
        if (language !== 'ru') return;
        const text = ours(allText(narrative));
        expect(cyrillicShare(text), name).toBeGreaterThan(0.9);
        expect(text, name).not.toMatch(/[A-Za-z]{2,}/);
        expect(text, name).not.toMatch(ENGLISH);
      });
    });

    it('Spanish and Portuguese carry no English stop-words', () => {
      forEachNarrative((narrative, language, name) => {
        if (language !== 'es' && language !== 'pt') return;
        const text = ` ${ours(allText(narrative)).replace(/\s+/g, ' ')} `.toLowerCase();
        for (const word of [
          ' the ',
          ' and ',
          ' your ',
          ' you ',
          ' with ',
          ' this ',
          ' that ',
          ' what ',
          ' how ',
          ' is ',
          ' views ',
          ' likes ',
          ' followers ',
        ]) {
          expect(text, `${language} ${name}: ${word}`).not.toContain(word);
        }
        expect(cyrillicShare(text)).toBe(0);
      });
    });

    it('Spanish reads as Spanish and Portuguese as Portuguese', () => {
      const word = (list: string) => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'u');
      forEachNarrative((narrative, language, name) => {
        const text = ours(allText(narrative)).toLowerCase();
        if (language === 'es') expect(text, name).not.toMatch(word('você|não|também|muito|então|isso|mais|com|seus|suas'));
        if (language === 'pt') expect(text, name).not.toMatch(/[ñ¿¡]/);
        if (language === 'pt') expect(text, name).not.toMatch(word('usted|también|muy|puedes|pero|hoy|tus|publicación'));
      });
    });

    it('stays native for any mix of numbers (property)', () => {
      const postArbitrary = (language: WriterLanguage) =>
        fc.record({
          shortcode: fc.string({ minLength: 1, maxLength: 8 }),
          kind: fc.constantFrom(...POST_KINDS),
          takenAt: fc.date({ min: new Date('2024-01-01'), max: NOW, noInvalidDate: true }),
          likes: fc.nat({ max: 50_000 }),
          comments: fc.nat({ max: 2_000 }),
          views: fc.option(fc.nat({ max: 2_000_000 }), { nil: undefined }),
          caption: fc.constantFrom('', ...coachPosts(language).map((post) => post.caption)),
          hashtags: fc.constant([] as string[]),
        });
      for (const language of WRITER_LANGUAGES) {
        fc.assert(
          fc.property(fc.array(postArbitrary(language), { maxLength: 14 }), fc.nat({ max: 3_000_000 }), fc.nat(), (posts, followers, seed) => {
            const narrative = narrate({ followers, following: 0, postsCount: posts.length, posts, now: NOW }, COACH_PROFILES[language], language, seed);
            expect(analysisNarrativeSchema.safeParse(narrative).success).toBe(true);
            const text = ours(allText(narrative));
            expect(text).not.toMatch(/[{}]|undefined|NaN|Infinity/);
            if (language === 'ru') expect(text).not.toMatch(/[A-Za-z]{2,}/);
            else expect(cyrillicShare(text)).toBe(0);
            if (language === 'es' || language === 'pt') expect(` ${text.toLowerCase()} `).not.toMatch(/ (the|and|your|you|with) /);
          }),
          { numRuns: 60 },
        );
      }
    });
  });
});

describe('localeFormat', () => {
  it('agrees nouns with numbers as each language does', () => {
    const ru = localeFormat('ru');
    expect([1, 2, 5, 21, 2.5].map((value) => ru.count(value, 'post', 1).replace(/\u00a0/g, ' '))).toEqual([
      '1 публикация',
      '2 публикации',
      '5 публикаций',
      '21 публикация',
      '2,5 публикации',
    ]);
    expect([2, 5, 1.5].map((value) => ru.times(value))).toEqual(['в 2 раза', 'в 5 раз', 'в 1,5 раза']);
    const pt = localeFormat('pt');
    expect([0, 1, 1.5].map((value) => pt.count(value, 'follower', 1))).toEqual(['0 seguidores', '1 seguidor', '1,5 seguidores']);
    const en = localeFormat('en');
    expect([en.count(1, 'day'), en.count(1234, 'view'), en.percent(0.456), en.percent(12.34), en.share(0.333), en.times(3.44)]).toEqual([
      '1 day',
      '1,234 views',
      '0.46%',
      '12%',
      '33%',
      '3.4×',
    ]);
    expect(localeFormat('es').count(12_300, 'follower')).toBe('12.300 seguidores');
  });
});
