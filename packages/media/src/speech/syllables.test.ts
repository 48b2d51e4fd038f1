import { describe, expect, it } from 'vitest';
import { countSyllables } from './syllables.ts';

describe('countSyllables', () => {
  it('counts vowel groups in English, less a silent e', () => {
    expect(countSyllables('audience', 'en')).toBe(3);
    expect(countSyllables('make', 'en')).toBe(1);
    expect(countSyllables('little', 'en')).toBe(2);
    expect(countSyllables('rhythm', 'en')).toBe(1);
  });
  it('counts vowel letters in Russian, Spanish and Portuguese', () => {
    expect(countSyllables('аудитория', 'ru')).toBe(6);
    expect(countSyllables('¿Qué?', 'es')).toBe(2);
    expect(countSyllables('atenção', 'pt')).toBe(4);
  });
  it('charges digits and ignores pure punctuation', () => {
    expect(countSyllables('2024,', 'en')).toBe(8);
    expect(countSyllables('—', 'en')).toBe(0);
  });
});
