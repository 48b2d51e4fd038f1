import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, isStorableText, MAX_JSON_DEPTH, passwordSchema, safeJsonValue, safeText } from './common.ts';
import { suggestionResultSchema } from './suggestions.ts';
import { loginFormSchema } from './users.ts';

describe('safeText', () => {
  it('refuses NUL and lone surrogates with a validation issue, never passing them on', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud800\u0000']) {
      const result = safeText().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { reason: 'unsafe_characters' } });
    }
    // A well-formed surrogate pair is an ordinary character.
    expect(safeText().parse('clip 🎬')).toBe('clip 🎬');
  });

  it('strips other C0/C1 controls and DEL, keeps tab and newline, turns CR and CRLF into LF', () => {
    expect(safeText().parse('\u0001a\u001fb\u007fc\u0085d\u009f')).toBe('abcd');
    expect(safeText().parse('one\ttwo\nthree')).toBe('one\ttwo\nthree');
    expect(safeText().parse('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('composes with trim, min and max, which measure the cleaned text', () => {
    const field = safeText().trim().min(1).max(3);
    expect(field.parse('  ab\u0007c  ')).toBe('abc');
    expect(field.safeParse('\u0001\u0002').success).toBe(false);
    expect(field.safeParse('abcd').success).toBe(false);
    expect(safeText().pipe(z.email()).safeParse('a\u0000@b.com').success).toBe(false);
  });

  it('keeps secrets unchanged apart from refusing NUL and lone surrogates', () => {
    const secret = safeText({ controls: 'keep' });
    expect(secret.parse('pass\u0001word\r')).toBe('pass\u0001word\r');
    expect(secret.safeParse('pass\u0000word').success).toBe(false);
    expect(passwordSchema.safeParse('password\u0000').success).toBe(false);
    expect(passwordSchema.safeParse('password\ud83d').success).toBe(false);
  });

  it('cleans the login form username the fuzzer sent (username=%00%01%1F)', () => {
    expect(loginFormSchema.safeParse({ username: '\u0000\u0001\u001f', password: 'x' }).success).toBe(false);
    expect(loginFormSchema.safeParse({ username: '\u0001\u001f', password: 'x' }).success).toBe(false);
    expect(emailSchema.parse(' A\u0007@B.com ')).toBe('a@b.com');
  });

  it('whatever the string, the result is storable text without stray controls (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 64 }), (input) => {
        const result = safeText().safeParse(input);
        if (!isStorableText(input)) return !result.success;
        // eslint-disable-next-line no-control-regex -- looking for control characters
        return result.success && isStorableText(result.data) && !/[\u0001-\u0008\u000b-\u001f\u007f-\u009f]/.test(result.data);
      }),
      { numRuns: 2000, seed: 6 },
    );
  });
});

describe('safeJsonValue', () => {
  it('accepts ordinary JSON and refuses unsafe strings or keys anywhere inside', () => {
    expect(safeJsonValue.safeParse({ a: [1, 'two', { three: null }] }).success).toBe(true);
    expect(safeJsonValue.safeParse({ a: [{ b: 'x\u0000' }] }).success).toBe(false);
    expect(safeJsonValue.safeParse({ 'k\ud800': 1 }).success).toBe(false);
  });

  it('refuses nesting deeper than the limit without overflowing the stack (10,000 levels)', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    const result = safeJsonValue.safeParse(deep);
    expect(result.success).toBe(false);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) fine = { x: fine };
    expect(safeJsonValue.safeParse(fine).success).toBe(true);
  });

  it('guards extra writer fields of a script sent back by a client', () => {
    const script = { title: 't', hook: 'h', beats: [], caption: 'c', hashtags: [], callToAction: 'a', estimatedSeconds: 10 };
    expect(suggestionResultSchema.safeParse({ ...script, scenes: [{ text: 'ok' }] }).success).toBe(true);
    expect(suggestionResultSchema.safeParse({ ...script, scenes: [{ text: 'bad\u0000' }] }).success).toBe(false);
    expect(suggestionResultSchema.safeParse({ ...script, title: 'a\u0000b' }).success).toBe(false);
  });
});
