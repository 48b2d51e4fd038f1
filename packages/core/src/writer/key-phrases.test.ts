import { describe, expect, it } from 'vitest';
import { candidatePhrases, extractKeyPhrases, mentionsPhrase } from './key-phrases.ts';

describe('key phrases', () => {
  it('cuts a topic into noun-phrase-like runs in each language', () => {
    expect(candidatePhrases('Strength training for busy women over 30')).toEqual(['Strength training', 'busy women']);
    expect(candidatePhrases('Morning routine for a busy mom of two')).toEqual(['Morning routine', 'busy mom']);
    expect(candidatePhrases('Налоговый вычет за лечение для ИП')).toEqual(['Налоговый вычет', 'лечение', 'ИП']);
    expect(candidatePhrases('Dicas de viagem barata pela Europa')).toEqual(['viagem barata', 'Europa']);
    expect(candidatePhrases('Cómo ahorrar en el supermercado')).toEqual(['ahorrar', 'supermercado']);
  });

  it('ignores hashtags, mentions, links and emoji', () => {
    expect(candidatePhrases('Leg workout 🔥 #fitness @coach https://x.y/z routine')).toEqual(['Leg workout', 'routine']);
  });

  it('ranks the idea above captions and drops phrases inside better ones', () => {
    const phrases = extractKeyPhrases([
      { text: 'Strength training for busy women over 30', weight: 3 },
      { text: 'Training tips: strength training at home', weight: 1 },
      { text: 'Beans and eggs for breakfast', weight: 1 },
    ]);
    expect(phrases[0]).toBe('strength training');
    expect(phrases).toContain('busy women');
    expect(phrases).not.toContain('training');
  });

  it('keeps acronyms and finds phrases whatever their case or accents', () => {
    expect(extractKeyPhrases([{ text: 'SEO для малого бизнеса', weight: 1 }])).toEqual(['малого бизнеса', 'SEO']);
    expect(mentionsPhrase('Tudo sobre NUTRIÇÃO esportiva!', 'nutricao esportiva')).toBe(true);
    expect(mentionsPhrase('busy moms', 'busy mom')).toBe(false);
    expect(extractKeyPhrases([])).toEqual([]);
  });
});
