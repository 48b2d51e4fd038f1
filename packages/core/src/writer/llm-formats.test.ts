import { describe, expect, it } from 'vitest';
import { formatKept, formatStructure } from './llm-formats.ts';
import type { WriterResult } from './writer.schema.ts';

function withScreens(screens: string[], language: WriterResult['language'] = 'en'): WriterResult {
  return {
    contentType: 'custom_script',
    language,
    writer: 'llm',
    title: 'A title',
    hook: 'A hook line.',
    beats: screens.map((onScreenText) => ({ onScreenText, spokenLine: 'A spoken line.', seconds: 3 })),
    caption: 'A caption.',
    hashtags: ['a', 'b', 'c'],
    callToAction: 'Save it.',
    estimatedSeconds: 9,
    templateIds: [],
  };
}

describe('formatKept', () => {
  it('sees myth before fact, in the script language', () => {
    expect(formatKept(withScreens(['Hook', 'Myth: hours a day', 'Fact: ten minutes', 'Save']), 'myth_busting', 'en')).toBe(true);
    expect(formatKept(withScreens(['Hook', 'Fact: ten minutes', 'Myth: hours a day']), 'myth_busting', 'en')).toBe(false);
    expect(formatKept(withScreens(['Хук', 'Миф: нужны часы', 'Факт: десять минут']), 'myth_busting', 'ru')).toBe(true);
    expect(formatKept(withScreens(['Hook', 'Mito: horas', 'Realidad: diez minutos']), 'myth_busting', 'es')).toBe(true);
  });

  it('counts numbered items and steps, times of day, before/after, POV, a question and a versus', () => {
    expect(formatKept(withScreens(['Hook', '1. Chin tucks', '2. Doorway stretch', '3. Shoulder rolls']), 'list', 'en')).toBe(true);
    expect(formatKept(withScreens(['Hook', 'Chin tucks', 'Doorway stretch', 'Shoulder rolls']), 'list', 'en')).toBe(false);
    expect(formatKept(withScreens(['Passo 1: limpar', 'Passo 2: hidratar', 'Passo 3: base']), 'tutorial', 'pt')).toBe(true);
    expect(formatKept(withScreens(['Hook', '7:00', '12:30', '19:00']), 'day_in_life', 'en')).toBe(true);
    expect(formatKept(withScreens(['Hook', 'Morning', 'Noon']), 'day_in_life', 'en')).toBe(false);
    expect(formatKept(withScreens(['До: нет времени', 'Что изменилось', 'После: привычка']), 'before_after', 'ru')).toBe(true);
    expect(formatKept(withScreens(['POV: day one', 'Then']), 'pov', 'en')).toBe(true);
    expect(formatKept(withScreens(['"How do I start?"', 'Answer']), 'qa', 'en')).toBe(true);
    expect(formatKept(withScreens(['Hook', 'Mañana vs noche']), 'comparison', 'es')).toBe(true);
    expect(formatKept(withScreens(['Hook', 'Mañana y noche']), 'comparison', 'es')).toBe(false);
  });

  it('has no verdict on formats without a checkable shape', () => {
    expect(formatKept(withScreens(['Hook']), 'talking_head', 'en')).toBeUndefined();
    expect(formatKept(withScreens(['Hook']), 'story', 'en')).toBeUndefined();
  });

  it('asks for the labels it checks, in the script language', () => {
    expect(formatStructure('myth_busting', 'ru')).toContain('"Миф"');
    expect(formatStructure('before_after', 'pt')).toContain('"Depois"');
    expect(formatStructure('tutorial', 'es')).toContain('"Paso 1"');
  });
});
