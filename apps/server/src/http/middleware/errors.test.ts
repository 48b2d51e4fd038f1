import { ERROR_CODES } from '@reelcraft/contract';
import { errorCatalogs, LANGUAGES } from '@reelcraft/i18n';
import { describe, expect, it } from 'vitest';

describe('error catalogue', () => {
  it('has a message for every error code in every language, and no stale ones', () => {
    for (const language of LANGUAGES) {
      expect(Object.keys(errorCatalogs[language]).sort(), language).toEqual([...ERROR_CODES].sort());
    }
  });
});
