/**
 * Montserrat has no emoji, and libass draws a missing glyph as an empty box. Captions and the meme card drop
 * pictographs (with their joiners, variation selectors and skin-tone modifiers) and tidy the spaces they leave.
 * The script text keeps them: only what is burned into the video loses them.
 */
export function stripUnsupportedGlyphs(text: string): string {
  return text
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u200d|\ufe0f|\u20e3/gu, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?:;])/g, '$1')
    .trim();
}
