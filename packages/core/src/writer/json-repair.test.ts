import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonLoosely } from './json-repair.ts';

describe('parseJsonLoosely', () => {
  it('reads plain JSON', () => {
    expect(parseJsonLoosely('{"a":1}')).toEqual({ a: 1 });
  });

  it('strips code fences and the chatter around them', () => {
    expect(parseJsonLoosely('Here you go:\n```json\n{"title": "Hi", "tags": ["a"]}\n```\nEnjoy!')).toEqual({ title: 'Hi', tags: ['a'] });
    expect(parseJsonLoosely('```\n{"a": 2}\n```')).toEqual({ a: 2 });
  });

  it('ignores prose before and after the object', () => {
    expect(parseJsonLoosely('Sure! {"a": {"b": "}"}} Hope it helps {not json}')).toEqual({ a: { b: '}' } });
  });

  it('drops trailing commas and escapes raw line breaks inside strings', () => {
    expect(parseJsonLoosely('{"a": [1, 2,], "b": "line one\nline two",}')).toEqual({ a: [1, 2], b: 'line one\nline two' });
  });

  it('closes a reply that was cut off', () => {
    expect(parseJsonLoosely('{"title": "Three tips", "beats": [{"spokenLine": "Start sm')).toEqual({
      title: 'Three tips',
      beats: [{ spokenLine: 'Start sm' }],
    });
    expect(parseJsonLoosely('{"title": "x", "hook":')).toEqual({ title: 'x', hook: null });
  });

  it('keeps a code fence that sits inside one of the strings (found by the property test below)', () => {
    const value = { '': { '': { '```': null } }, note: 'ends with ```' };
    expect(parseJsonLoosely(`Here:\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\nbye`)).toEqual(value);
    expect(parseJsonLoosely(`Sure! {"a": "\`\`\`json {x"} done`)).toEqual({ a: '```json {x' });
  });

  it('gives up on text without an object', () => {
    expect(() => parseJsonLoosely('Title: Three tips\nHook: nothing here')).toThrow();
    expect(() => parseJsonLoosely('')).toThrow();
  });

  it('round-trips any JSON object, bare or wrapped in a fence with prose', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (value, prose) => {
        const json = JSON.stringify(value);
        const expected = JSON.parse(json) as unknown;
        expect(parseJsonLoosely(json)).toEqual(expected);
        const safeProse = prose.replace(/[{}`]/g, '');
        expect(parseJsonLoosely(`${safeProse}\n\`\`\`json\n${JSON.stringify(value, null, 2)}\n\`\`\`\n${safeProse}`)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws anything but a SyntaxError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        try {
          parseJsonLoosely(text);
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
