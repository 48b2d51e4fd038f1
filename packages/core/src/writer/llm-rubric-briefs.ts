import type { TrendFormat } from '@reelcraft/contract';
import type { WriterBrief, WriterLanguage } from './writer.schema.ts';

/**
 * Briefs for `bench:writer -- --llm` beyond the shared quality set: the cases issue 32 saw go wrong — an analysed
 * profile whose bio has emoji and whose analysis sentences carry hashtags and figures, trend formats, feedback with a
 * free-text note, batch variants — in the four languages of the demo creators.
 */

export interface RubricBrief {
  name: string;
  brief: WriterBrief;
}

interface Profile {
  facts: WriterBrief['facts'];
  analysis: NonNullable<WriterBrief['analysis']>;
  ideas: [string, string];
  trends: [{ title: string; format: TrendFormat }, { title: string; format: TrendFormat }];
  note: string;
}

const PROFILES: Record<WriterLanguage, Profile> = {
  en: {
    facts: { area_of_expertise: 'Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.' },
    analysis: {
      domain: 'Fitness',
      style: 'friendly and direct',
      why_followers_choose_you:
        'Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience is.',
      recommendations: ['Post short mobility routines people can follow at their desk during the work day.'],
      top_hashtags: ['mobility', 'fitnesstips'],
      username: 'anna.fitcoach',
    },
    ideas: ['how I fixed my posture working from home', '3 desk stretches for a stiff neck'],
    trends: [
      { title: 'Myth vs fact', format: 'myth_busting' },
      { title: 'Top 3 in 30 seconds', format: 'list' },
    ],
    note: 'Make it concrete: name the 3 actual changes. Less generic motivation.',
  },
  ru: {
    facts: { area_of_expertise: 'Шеф-повар 👨‍🍳 Готовлю просто и вкусно для всей семьи каждый день.' },
    analysis: {
      domain: 'Кулинария',
      style: 'тёплый, с юмором',
      why_followers_choose_you: 'Ваши лучшие посты про #ужин и #рецепты набирают в среднем 3 210 лайков и комментариев, в 2,1× больше обычного поста.',
      recommendations: ['Снимайте быстрые ужины из простых продуктов, которые есть в каждом холодильнике.'],
      top_hashtags: ['ужин', 'рецепты'],
      username: 'chef.pavel',
    },
    ideas: ['ужин из курицы за 20 минут', 'как сварить идеальный рис'],
    trends: [
      { title: 'Пошаговый рецепт', format: 'tutorial' },
      { title: 'До и после', format: 'before_after' },
    ],
    note: 'Сделай конкретнее: назови продукты и время на каждом шаге.',
  },
  pt: {
    facts: { area_of_expertise: 'Maquiadora profissional 💄✨ Maquiagem rápida para o dia a dia.' },
    analysis: {
      domain: 'Maquiagem',
      style: 'leve e próximo',
      why_followers_choose_you: 'Seus melhores posts sobre #pele e #make têm em média 2.845 curtidas e comentários, 1,6× o seu post típico.',
      recommendations: ['Mostre rotinas de maquiagem de cinco minutos com poucos produtos que todo mundo tem.'],
      top_hashtags: ['make', 'pele'],
      username: 'lia.makeup',
    },
    ideas: ['maquiagem para pele oleosa que dura o dia todo', 'como escolher a base certa'],
    trends: [
      { title: 'POV', format: 'pov' },
      { title: 'Respondendo comentário', format: 'qa' },
    ],
    note: 'Menos genérico: diga os produtos e a ordem de aplicação.',
  },
  es: {
    facts: { area_of_expertise: 'Viajera ✈️🌍 Viajes baratos por Europa y Latinoamérica.' },
    analysis: {
      domain: 'Viajes',
      style: 'cercano y entusiasta',
      why_followers_choose_you: 'Tus mejores publicaciones sobre #viajes y #mochilero promedian 5.120 me gusta y comentarios, 2× tu publicación típica.',
      recommendations: ['Comparte itinerarios de fin de semana con presupuesto real y transporte público.'],
      top_hashtags: ['viajes', 'mochilero'],
      username: 'viaja.con.marta',
    },
    ideas: ['un fin de semana barato en Lisboa', 'cómo hacer la maleta de mano para una semana'],
    trends: [
      { title: 'Esto o aquello', format: 'comparison' },
      { title: 'Un día conmigo', format: 'day_in_life' },
    ],
    note: 'Más concreto: di cuánto cuesta cada cosa.',
  },
};

/** Per language: a custom idea, its batch variant, create-similar on each trend, feedback with a note, avatar and story. */
export function llmRubricBriefs(): RubricBrief[] {
  const briefs: RubricBrief[] = [];
  for (const [language, profile] of Object.entries(PROFILES) as [WriterLanguage, Profile][]) {
    const base = { language, facts: profile.facts, analysis: profile.analysis };
    const [idea, other] = profile.ideas;
    const [first, second] = profile.trends;
    const add = (name: string, brief: WriterBrief): void => {
      briefs.push({ name: `${language}/${name}`, brief });
    };
    add('idea', { ...base, contentType: 'custom_script', userInput: idea });
    add('idea-variant-2', { ...base, contentType: 'custom_script', userInput: idea, variant: 1 });
    add(`similar-${first.format}`, { ...base, contentType: 'smart_script', trend: { title: first.title, description: '', format: first.format } });
    add(`idea-${second.format}-feedback`, {
      ...base,
      contentType: 'custom_script',
      userInput: other,
      trend: { title: second.title, description: '', format: second.format },
      revision: { adjustments: ['more_concrete'], note: profile.note },
    });
    add('avatar', { ...base, contentType: 'avatar', userInput: other });
    add('story', { ...base, contentType: 'storytelling', userInput: idea });
  }
  // The English creator also tries the formats the others do not cover.
  for (const format of ['challenge', 'before_after', 'tutorial'] as const) {
    briefs.push({
      name: `en/similar-${format}`,
      brief: {
        facts: PROFILES.en.facts,
        analysis: PROFILES.en.analysis,
        language: 'en',
        contentType: 'custom_script',
        userInput: PROFILES.en.ideas[1],
        trend: { title: format, description: '', format },
      },
    });
  }
  return briefs;
}
