import { describe, expect, it } from 'vitest';
import { editMemeTextRequestSchema, generateSuggestionRequestSchema } from './suggestions.ts';

describe('meme_layout', () => {
  it('is optional on the generate request and must be one of the layouts', () => {
    expect(generateSuggestionRequestSchema.parse({ type: 'meme' }).meme_layout).toBeUndefined();
    expect(generateSuggestionRequestSchema.parse({ type: 'meme', meme_layout: 'tweet' }).meme_layout).toBe('tweet');
    expect(generateSuggestionRequestSchema.safeParse({ type: 'meme', meme_layout: 'collage' }).success).toBe(false);
  });

  it('alone is a valid meme edit (the meme is rendered again in it)', () => {
    expect(editMemeTextRequestSchema.parse({ meme_layout: 'versus' })).toEqual({ meme_layout: 'versus' });
    expect(editMemeTextRequestSchema.safeParse({}).success).toBe(false);
  });
});
