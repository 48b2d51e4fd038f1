import { describe, expect, it } from 'vitest';
import { analyseProfilePath } from './public-config.ts';

describe('analyseProfilePath', () => {
  it('leads to the nickname onboarding when it is on, and to the v2 onboarding in the page language when it is off', () => {
    expect(analyseProfilePath('en', true)).toBe('/instagram');
    expect(analyseProfilePath('ru', true)).toBe('/instagram?lang=ru');
    expect(analyseProfilePath('en', false)).toBe('/v2/onboarding');
    expect(analyseProfilePath('pt', false)).toBe('/pt/v2/onboarding');
  });
});
