import { SCRIPT_CATEGORIES as CONTRACT_CATEGORIES, SUGGESTION_TYPES } from '@reelcraft/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, SCRIPT_CATEGORIES, writerBriefSchema, writerResultSchema } from './writer.schema.ts';

describe('writer schemas', () => {
  it('agree with the contract on categories and content types', () => {
    expect([...SCRIPT_CATEGORIES]).toEqual([...CONTRACT_CATEGORIES]);
    expect([...CONTENT_TYPES]).toEqual([...SUGGESTION_TYPES]);
  });

  it('fills in empty facts and limits user input', () => {
    const brief = writerBriefSchema.parse({ contentType: 'meme', language: 'en' });
    expect(brief.facts).toEqual({ area_of_expertise: '', post_style: '', about_meanings: '', why_followers_choose_you: '' });
    expect(writerBriefSchema.safeParse({ contentType: 'meme', language: 'en', userInput: 'x'.repeat(2001) }).success).toBe(false);
    expect(writerBriefSchema.safeParse({ contentType: 'meme', language: 'de' }).success).toBe(false);
  });

  it('requires the meme block for memes and hashtags without #', () => {
    const base = {
      contentType: 'meme',
      language: 'en',
      writer: 'builtin',
      title: 't',
      hook: 'h',
      beats: [{ onScreenText: 'a', spokenLine: 'a', seconds: 2 }],
      caption: 'c',
      hashtags: ['a', 'b', 'c'],
      callToAction: 'x',
      estimatedSeconds: 2,
    };
    expect(writerResultSchema.safeParse(base).success).toBe(false);
    expect(writerResultSchema.safeParse({ ...base, meme: { topText: 'top', subtitleLines: ['a'] } }).success).toBe(true);
    expect(writerResultSchema.safeParse({ ...base, meme: { topText: 'x'.repeat(513), subtitleLines: ['a'] } }).success).toBe(false);
    expect(writerResultSchema.safeParse({ ...base, contentType: 'smart_script', hashtags: ['#a', 'b', 'c'] }).success).toBe(false);
  });
});
