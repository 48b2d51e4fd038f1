import { describe, expect, it } from 'vitest';
import { hasEmoji, listEmoji, splitEmoji, stripEmoji } from './split-emoji.ts';

describe('splitEmoji', () => {
  it('splits text and emoji, keeping each sequence whole', () => {
    expect(splitEmoji('Hi 👋🏽 team 👩‍💻!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'emoji', text: '👋🏽' },
      { kind: 'text', text: ' team ' },
      { kind: 'emoji', text: '👩‍💻' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps flags, keycaps and a heart with its selector as one emoji each', () => {
    expect(listEmoji('🇧🇷 1️⃣ ❤️ 🔥🔥')).toEqual(['🇧🇷', '1️⃣', '❤️', '🔥', '🔥']);
  });

  it('leaves text-presentation symbols and digits as text', () => {
    expect(splitEmoji('© 2026 ™ 3 ↔')).toEqual([{ kind: 'text', text: '© 2026 ™ 3 ↔' }]);
    expect(hasEmoji('Привет, мир')).toBe(false);
  });

  it('strips emoji for speech and tidies spaces', () => {
    expect(stripEmoji('Coffee ☕️ time 🔥 !')).toBe('Coffee time!');
    expect(stripEmoji('👨‍👩‍👧 family')).toBe('family');
  });
});
