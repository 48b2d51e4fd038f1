import { describe, expect, it } from 'vitest';
import { captionExcerpt, captionText, collectHashtags, countEmoji, detectHooks, firstLine, hasCallToAction, hasQuestion } from './caption-patterns.ts';

describe('caption patterns', () => {
  it('detects hook types in the first line, in all four languages', () => {
    const cases: [string, string[]][] = [
      ['Why nobody talks about sleep', ['question']],
      ['Почему вы не худеете', ['question']],
      ['Por que ninguém fala disso', ['question']],
      ['¿Por qué nadie habla de esto', ['question']],
      ['5 mistakes beginners make', ['number']],
      ['Пять ошибок новичков', ['number']],
      ['Três erros de iniciante', ['number']],
      ['Siete errores de principiante', ['number']],
      ['How to make cold brew at home', ['how_to']],
      ['Как приготовить идеальный омлет', ['how_to']],
      ['Como fazer pão em casa', ['how_to']],
      ['Cómo hacer pan en casa', ['how_to']],
      ['Paso a paso: mi rutina', ['how_to']],
      ['POV: your client finally pays on time', ['pov']],
      ['Пов: ты впервые на кухне шефа', ['pov']],
      ['Storytime: the day I quit my job', ['story']],
      ['Когда я впервые вышла на сцену', ['story']],
      ['Quando eu comecei, ninguém acreditava', ['story']],
      ['Cuando yo empecé no sabía nada', ['story']],
      ['3 ways to style one shirt?', ['question', 'number']],
    ];
    for (const [caption, hooks] of cases) expect(detectHooks(caption), caption).toEqual(hooks);
  });

  it('avoids the false friends between languages', () => {
    // Portuguese "dos" is "of the", Spanish "ten" is "have!", a year or a time is not a list.
    expect(detectHooks('A rotina dos campeões')).toEqual([]);
    expect(detectHooks('Ten cuidado con el azúcar')).toEqual([]);
    expect(detectHooks('Summer 2024 in Lisbon')).toEqual([]);
    expect(detectHooks('Class starts at 10:30')).toEqual([]);
    expect(detectHooks('Startup life')).toEqual([]);
  });

  it('reads only the first line that has words, skipping emoji and hashtags', () => {
    expect(firstLine('\n🔥🔥\n#tag #other\n✨ How to start\nsecond line')).toBe('How to start');
    expect(detectHooks('🔥 Morning routine\nWhy it works?')).toEqual([]);
    expect(detectHooks('')).toEqual([]);
  });

  it('finds questions and calls to action anywhere in the caption', () => {
    expect(hasQuestion('Great day. What about yours?')).toBe(true);
    expect(hasQuestion('¿Qué opinas')).toBe(true);
    expect(hasQuestion('No question here #why #how')).toBe(false);
    for (const caption of [
      'Save this for later',
      'Link in bio',
      'Сохраните себе',
      'Пишите в комментариях',
      'Ссылка в профиле',
      'Salve esse post',
      'Comente aqui',
      'Guárdalo',
      'Sígueme para más',
    ]) {
      expect(hasCallToAction(caption), caption).toBe(true);
    }
    for (const caption of ['A quiet evening', 'Вечер дома', 'Noite tranquila', 'Una tarde tranquila']) {
      expect(hasCallToAction(caption), caption).toBe(false);
    }
  });

  it('counts emoji, collects hashtags and measures text without them', () => {
    expect(countEmoji('Hi 👋🏽 there 🔥❤️ 1#')).toBe(3);
    expect(collectHashtags('Fresh #Pasta and #ужин #pasta', ['#Food', 'pasta', ''])).toEqual(['food', 'pasta', 'ужин']);
    expect(captionText('Dinner   is ready\n\n#food #dinner')).toBe('Dinner is ready');
  });

  it('quotes a short excerpt cut at a word', () => {
    expect(captionExcerpt('Short one\nsecond line')).toBe('Short one');
    const long = 'This caption goes on and on about every single detail of a very long morning routine';
    const excerpt = captionExcerpt(long, 40);
    expect(excerpt.endsWith('…')).toBe(true);
    expect([...excerpt].length).toBeLessThanOrEqual(41);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
  });
});
