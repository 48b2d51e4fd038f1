import { describe, expect, it } from 'vitest';
import { stripUnsupportedGlyphs } from './glyphs.ts';

describe('stripUnsupportedGlyphs', () => {
  it('drops emoji, including joined and modified ones, and keeps letters of every language', () => {
    expect(stripUnsupportedGlyphs('Me 🫵 when the client 📈 says "one more" 👩🏽‍💻!')).toBe('Me when the client says "one more"!');
    expect(stripUnsupportedGlyphs('Я, когда клиент 😐 пишет в 23:59 🇧🇷')).toBe('Я, когда клиент пишет в 23:59');
    expect(stripUnsupportedGlyphs('Ação, ñandú, ÉÀ — 100% ✅')).toBe('Ação, ñandú, ÉÀ — 100%');
    expect(stripUnsupportedGlyphs('😂😂😂')).toBe('');
  });
});
