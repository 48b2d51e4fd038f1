import { describe, expect, it } from 'vitest';
import { cyrillicShare } from '../text.ts';
import { writerResultSchema, type WriterLanguage } from '../writer.schema.ts';
import { deriveMeme, memeResultFromText } from './derive.ts';
import { MEME_BRIEFS, memeQualityChecks } from './quality.ts';
import { parseMemeShape } from './shapes.ts';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
const CAT = 'Me explaining to my cat why we need to wake up at 6am for a workout';

describe('parseMemeShape', () => {
  it.each([
    ['en', CAT, { kind: 'explaining', listener: 'my cat', connector: 'why', point: 'we need to wake up at 6am for a workout' }],
    [
      'pt',
      'Eu explicando pro meu gato por que precisamos acordar às 6h',
      { kind: 'explaining', listener: 'meu gato', preposition: 'pro', point: 'precisamos acordar às 6h' },
    ],
    [
      'es',
      'Yo explicándole a mi gato por qué tenemos que madrugar',
      { kind: 'explaining', listener: 'mi gato', preposition: 'a', point: 'tenemos que madrugar' },
    ],
    ['ru', 'Я объясняю коту, зачем вставать в 6 утра', { kind: 'explaining', listener: 'коту', connector: 'зачем', point: 'вставать в 6 утра' }],
    ['en', 'When the client asks for a discount', { kind: 'when', situation: 'the client asks for a discount' }],
    ['ru', 'Когда клиент просит скидку', { kind: 'when', situation: 'клиент просит скидку' }],
    ['pt', 'POV: seu gato te acorda às 5h', { kind: 'pov', scene: 'seu gato te acorda às 5h' }],
    ['en', 'Nobody:\nMe: buying another plant', { kind: 'nobody', who: 'Me', action: 'buying another plant' }],
    ['es', 'Nadie: / Yo: comprando otra planta', { kind: 'nobody', who: 'Yo', action: 'comprando otra planta' }],
    ['en', 'Me: I will go to bed early\nAlso me at 2am: one more episode', { kind: 'also_me', first: 'I will go to bed early', second: 'one more episode' }],
    ['ru', 'Я: сегодня лягу пораньше / Тоже я в 2 ночи: ещё одну серию', { kind: 'also_me', first: 'сегодня лягу пораньше', second: 'ещё одну серию' }],
    ['en', 'Me on Monday vs me on Friday', { kind: 'versus', a: 'Me on Monday', b: 'me on Friday' }],
    ['en', 'Me at 3am googling whether cats dream', { kind: 'me_at_time', time: '3am', action: 'googling whether cats dream' }],
    ['es', 'Yo a las 3 de la mañana buscando recetas', { kind: 'me_at_time', time: '3 de la mañana', action: 'buscando recetas' }],
    ['en', 'Mondays should be illegal', { kind: 'statement', text: 'Mondays should be illegal' }],
    // A quotation that ends the text keeps its closing quote.
    ['en', 'When someone says "You need to post every day to grow"', { kind: 'when', situation: 'someone says "You need to post every day to grow"' }],
  ] as const)('%s: %s', (language, text, expected) => {
    expect(parseMemeShape(text, language as WriterLanguage)).toMatchObject(expected);
  });
});

describe('deriveMeme', () => {
  it('builds the cat meme from its own words: title, hook, caption, hashtags and lines', () => {
    for (const seed of SEEDS) {
      const meme = deriveMeme(CAT, { requestLanguage: 'en', seed });
      expect(meme.language).toBe('en');
      expect(meme.topText).toBe(CAT);
      expect(meme.title).toBe(CAT);
      expect(meme.hook).toBe(CAT);
      expect(meme.caption.startsWith(CAT)).toBe(true);
      expect(meme.caption).toMatch(/\?/);
      expect(meme.hashtags).toEqual(expect.arrayContaining(['cat', 'workout']));
      const lines = meme.subtitleLines.join('\n');
      expect(lines).toMatch(/my cat/i);
      expect(lines).not.toMatch(/\*|\{|\}|post every day|Consistency|Thank you for listening/);
      expect(meme.subtitleLines.length).toBeGreaterThanOrEqual(2);
      expect(meme.subtitleLines.length).toBeLessThanOrEqual(4);
      expect(meme.estimatedSeconds).toBeGreaterThanOrEqual(10);
      expect(meme.estimatedSeconds).toBeLessThanOrEqual(15);
    }
  });

  it('writes a Russian text in Russian even when the interface is English', () => {
    for (const seed of SEEDS) {
      const result = memeResultFromText('Я объясняю коту, зачем нам вставать в 6 утра на тренировку', { requestLanguage: 'en', seed });
      expect(result.language).toBe('ru');
      for (const line of result.meme?.subtitleLines ?? []) expect(cyrillicShare(line)).toBeGreaterThan(0.8);
      expect(result.meme?.subtitleLines.join(' ')).toContain('коту');
      expect(cyrillicShare(result.caption)).toBeGreaterThan(0.8);
      expect(cyrillicShare(result.hashtags.join(' '))).toBeGreaterThan(0.8);
      expect(writerResultSchema.safeParse(result).success).toBe(true);
    }
  });

  it('makes no hashtags of counting words', () => {
    const meme = deriveMeme('Когда сказал себе «только одну серию» и уже три часа ночи', { requestLanguage: 'en', seed: 2 });
    expect(meme.hashtags).not.toContain('три');
    expect(meme.hashtags).not.toContain('одну');
    expect(meme.hashtags).toContain('серию');
  });

  it('keeps a Portuguese and a Spanish cat apart', () => {
    const pt = deriveMeme('Eu explicando pro meu gato por que precisamos acordar às 6h para treinar', { requestLanguage: 'en', seed: 3 });
    const es = deriveMeme('Yo explicándole a mi gato por qué tenemos que despertarnos a las 6 para entrenar', { requestLanguage: 'pt', seed: 3 });
    expect(pt.language).toBe('pt');
    expect(es.language).toBe('es');
    expect(pt.subtitleLines.join(' ')).toMatch(/meu gato/i);
    expect(es.subtitleLines.join(' ')).toMatch(/mi gato/i);
  });

  it('falls back to the request language when the text does not tell', () => {
    expect(deriveMeme('Segunda vs sexta', { requestLanguage: 'pt', seed: 1 }).language).toBe('pt');
    expect(deriveMeme('Monday vs Friday', { requestLanguage: 'es', seed: 1 }).language).toBe('es');
  });

  it('clips a long text at a word boundary: 512 for the video, 200 for the title', () => {
    const long = `${'When my cat decides that the best place to sleep is exactly on my keyboard '.repeat(12)}`.trim();
    const meme = deriveMeme(long, { requestLanguage: 'en', seed: 1 });
    expect(meme.topText.length).toBeLessThanOrEqual(512);
    expect(meme.title.length).toBeLessThanOrEqual(200);
    expect(meme.title.endsWith('…')).toBe(true);
    expect(meme.title).not.toMatch(/\s…$/);
    expect(long.startsWith(meme.title.slice(0, -1))).toBe(true);
  });

  it('turns stage directions into plain words (no asterisks on screen)', () => {
    const meme = deriveMeme('Nobody:\nMe: *buys another plant*', { requestLanguage: 'en', seed: 2 });
    expect(meme.subtitleLines.join(' ')).not.toContain('*');
    expect(meme.subtitleLines.join(' ')).toContain('buys another plant');
    const kept = deriveMeme('Red flags', { requestLanguage: 'en', subtitleLines: ['Me: *takes a deep breath*', 'Fine.'], seed: 1 });
    expect(kept.subtitleLines).toEqual(['Me: (takes a deep breath)', 'Fine.']);
  });

  it('is reproducible with a seed and varies across seeds', () => {
    expect(deriveMeme(CAT, { requestLanguage: 'en', seed: 9 })).toEqual(deriveMeme(CAT, { requestLanguage: 'en', seed: 9 }));
    const variants = new Set(SEEDS.map((seed) => deriveMeme(CAT, { requestLanguage: 'en', seed }).subtitleLines.join('|')));
    expect(variants.size).toBeGreaterThan(1);
  });

  it('passes every quality check on the sample briefs in four languages', () => {
    const languages = new Set(MEME_BRIEFS.map((brief) => brief.expectedLanguage));
    expect([...languages].sort()).toEqual(['en', 'es', 'pt', 'ru']);
    for (const brief of MEME_BRIEFS) {
      for (const seed of SEEDS) {
        const result = memeResultFromText(brief.text, { requestLanguage: brief.requestLanguage, seed });
        expect(writerResultSchema.safeParse(result).success).toBe(true);
        const checks = memeQualityChecks(brief, result);
        expect({
          text: brief.text,
          seed,
          failed: Object.entries(checks)
            .filter(([, ok]) => !ok)
            .map(([name]) => name),
        }).toEqual({
          text: brief.text,
          seed,
          failed: [],
        });
      }
    }
  });
});
