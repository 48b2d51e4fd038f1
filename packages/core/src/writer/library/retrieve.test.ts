import { describe, expect, it } from 'vitest';
import { nicheTopics, retrieve } from './retrieve.ts';

describe('retrieving the sub-topic an idea is about', () => {
  it('finds the sub-topic by the words creators type, in each language', () => {
    expect(retrieve('en', { idea: 'how I fixed my posture working from home' })[0]?.topic.id).toBe('posture');
    expect(retrieve('en', { idea: '3 desk stretches for people who sit all day' })[0]?.niche).toBe('health_fitness');
    expect(retrieve('ru', { idea: 'как исправить сутулость от сидячей работы' })[0]?.topic.id).toBe('posture');
    expect(retrieve('es', { idea: 'dónde comer tacos en cdmx' })[0]?.niche).toBe('travel');
  });

  it('finds nothing for an idea the library does not cover, instead of the nearest niche', () => {
    expect(retrieve('en', { idea: 'restoring an old wooden boat' })).toEqual([]);
    expect(retrieve('en', { idea: 'the history of the ottoman empire in one minute' })).toEqual([]);
  });

  it('does not let one shared word of a phrase keyword or a label decide', () => {
    // "golden hour" (photography) must not take a golden retriever; "at the desk" (posture's label) must not take a desk setup video.
    expect(retrieve('en', { idea: 'my golden retriever birthday party' })[0]?.topic.id).not.toBe('phone-photography');
  });

  it("orders a niche's sub-topics by the creator's best posts", () => {
    const [first] = nicheTopics('en', 'health_fitness', ['Mobility flow for stiff hips #mobility']);
    expect(first?.topic.id).toBe('mobility');
  });
});
