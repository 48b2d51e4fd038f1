import type { HookType } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { detectHooks } from '../../analysis/caption-patterns.ts';
import { writeBuiltin } from '../builtin-writer.ts';
import { CREATORS } from '../test-briefs.ts';
import { WRITER_LANGUAGES, type WriterBrief, type WriterLanguage } from '../writer.schema.ts';

const SEEDS = Array.from({ length: 60 }, (_, index) => index * 7919 + 13);

const brief = (language: WriterLanguage, preferHookType?: HookType): WriterBrief => ({
  contentType: 'smart_script',
  language,
  facts: CREATORS[language][0],
  ...(preferHookType ? { preferHookType } : {}),
});

/** How many of the scripts open the given way. */
const opening = (language: WriterLanguage, type: HookType, preferHookType?: HookType) =>
  SEEDS.filter((seed) => detectHooks(writeBuiltin(brief(language, preferHookType), { seed }).hook).includes(type)).length;

describe('the writer prefers the hook type that did best on the creator’s Reelcraft posts', () => {
  it.each(WRITER_LANGUAGES)('%s: opens more scripts with a number when numbers did best', (language) => {
    // Only the library's own hooks are steered (a POV or reply format opens its own way), so the share grows, not to all.
    const before = opening(language, 'number');
    const after = opening(language, 'number', 'number');
    expect(after, `number: ${before} → ${after} of ${SEEDS.length}`).toBeGreaterThan(before);
  });

  it('changes nothing without the preference (same seed, same script)', () => {
    for (const seed of SEEDS.slice(0, 5)) expect(writeBuiltin(brief('en'), { seed })).toEqual(writeBuiltin(brief('en'), { seed }));
  });
});
