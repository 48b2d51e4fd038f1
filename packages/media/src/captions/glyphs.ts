/**
 * Montserrat has no emoji, and libass draws a missing glyph as an empty box. For text drawn somewhere that cannot
 * draw emoji: drops pictographs (with their joiners, variation selectors and skin-tone modifiers) and tidies the
 * spaces they leave. Captions, cards and titles draw emoji in colour instead (captions/emoji-text.ts).
 */
export function stripUnsupportedGlyphs(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?:;])/g, '$1')
    .trim();
}
