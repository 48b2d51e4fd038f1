import { describe, expect, it } from 'vitest';
import { steeringFrom } from './steering.ts';

describe('steeringFrom', () => {
  it('avoids disliked hooks and prefers liked templates', () => {
    const steering = steeringFrom([
      { hookId: 'h-pov', templateIds: ['twist', 'cta-save', 'cap-save'], feedback: 'dislike' },
      { hookId: 'h-challenge', templateIds: ['listicle', 'cta-dm', 'cap-idea'], feedback: 'like' },
    ]);
    expect(steering.avoidHooks).toEqual(['h-pov']);
    expect(steering.preferTemplates).toEqual(expect.arrayContaining(['h-challenge', 'listicle', 'cta-dm', 'cap-idea']));
    expect(steering.preferTemplates).not.toContain('twist');
  });

  it('lets a dislike win over a like, whatever the order', () => {
    const like = { hookId: 'h-pov', feedback: 'like' as const };
    const dislike = { hookId: 'h-pov', feedback: 'dislike' as const };
    for (const history of [
      [like, dislike],
      [dislike, like],
    ]) {
      const steering = steeringFrom(history);
      expect(steering.avoidHooks).toEqual(['h-pov']);
      expect(steering.preferTemplates).not.toContain('h-pov');
    }
  });

  it('tolerates entries without ids', () => {
    expect(steeringFrom([{ feedback: 'like' }, { feedback: 'dislike' }])).toEqual({ avoidHooks: [], preferTemplates: [] });
  });
});
