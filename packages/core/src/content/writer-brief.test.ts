import { describe, expect, it } from 'vitest';
import { writeBuiltin } from '../writer/builtin-writer.ts';
import { instagramIsNewer } from './writer-brief.ts';

describe('topic source', () => {
  const earlier = new Date('2026-11-01T10:00:00Z');
  const later = new Date('2026-11-02T10:00:00Z');

  it('follows whichever the user set most recently; never set counts as oldest; a tie keeps the blog topic', () => {
    expect(instagramIsNewer(earlier, later)).toBe(true);
    expect(instagramIsNewer(later, earlier)).toBe(false);
    expect(instagramIsNewer(null, later)).toBe(true);
    expect(instagramIsNewer(later, null)).toBe(false);
    expect(instagramIsNewer(null, null)).toBe(false);
    expect(instagramIsNewer(earlier, earlier)).toBe(false);
  });

  it('the result says which source the text is about', () => {
    const idea = writeBuiltin(
      { contentType: 'custom_script', language: 'en', userInput: 'Morning routine for a busy mom of two', facts: { area_of_expertise: 'cooking' } },
      { seed: 1 },
    );
    expect(idea.topic).toEqual({ source: 'idea', label: 'Morning routine for a busy mom of two' });
    expect(idea.title).toContain('Morning routine for a busy mom of two');
    const blog = writeBuiltin(
      { contentType: 'smart_script', language: 'en', facts: { area_of_expertise: 'Strength training for busy women over 30' } },
      { seed: 1 },
    );
    expect(blog.topic).toEqual({ source: 'blog_topic', label: 'Strength training for busy women over 30' });
    const account = writeBuiltin(
      {
        contentType: 'smart_script',
        language: 'en',
        analysis: {
          domain: 'home cooking',
          style: '',
          why_followers_choose_you: '',
          recommendations: [],
          username: 'chef.pavel',
          top_hashtags: ['beansandeggs'],
        },
      },
      { seed: 1 },
    );
    expect(account.topic).toEqual({ source: 'instagram', label: '@chef.pavel' });
    expect(account.hashtags).toContain('beansandeggs');
    const trend = writeBuiltin({ contentType: 'smart_script', language: 'en', trend: { title: 'one day, three outfits' } }, { seed: 1 });
    expect(trend.topic?.source).toBe('trend');
    expect(writeBuiltin({ contentType: 'smart_script', language: 'en' }, { seed: 1 }).topic?.source).toBe('general');
  });

  it("an idea keeps another account's hashtags and niche out", () => {
    const result = writeBuiltin(
      {
        contentType: 'custom_script',
        language: 'en',
        userInput: 'Strength training for busy women over 30',
        analysis: {
          domain: 'home cooking',
          style: '',
          why_followers_choose_you: '',
          recommendations: [],
          username: 'chef.pavel',
          top_hashtags: ['beansandeggs'],
        },
      },
      { seed: 3 },
    );
    expect(result.hashtags).not.toContain('beansandeggs');
    expect(result.beats.map((beat) => beat.spokenLine).join(' ')).not.toMatch(/beans|eggs|recipe/i);
  });
});
