import emojiRegex from 'emoji-regex';

/**
 * Finding emoji in text. Montserrat has no emoji and libass draws none, so every piece of text we burn into a video
 * is split into runs of text and emoji; the emoji are drawn as colour bitmaps (emoji-image.ts).
 */
export type TextPiece = { kind: 'text'; text: string } | { kind: 'emoji'; text: string };

/**
 * A symbol that is text by default (©, ™, ↔, a digit) is an emoji only with the emoji variation selector (U+FE0F),
 * a keycap (U+20E3), a skin tone or a joiner; emoji-regex matches both presentations, so we keep the text ones as text.
 */
function isEmojiPresentation(cluster: string): boolean {
  if (/\p{Emoji_Presentation}|\ufe0f|\u20e3|\u200d|\p{Emoji_Modifier}/u.test(cluster)) return true;
  return /\p{Regional_Indicator}/u.test(cluster);
}

/** Splits text into text runs and emoji (each emoji one grapheme cluster: ZWJ sequences, skin tones, flags, keycaps). */
export function splitEmoji(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const last = pieces.at(-1);
    if (last?.kind === 'text') last.text += t;
    else pieces.push({ kind: 'text', text: t });
  };
  let from = 0;
  for (const match of text.matchAll(emojiRegex())) {
    const at = match.index;
    pushText(text.slice(from, at));
    if (isEmojiPresentation(match[0])) pieces.push({ kind: 'emoji', text: match[0] });
    else pushText(match[0]);
    from = at + match[0].length;
  }
  pushText(text.slice(from));
  return pieces;
}

/** True when the text holds at least one emoji drawn as a picture. */
export function hasEmoji(text: string): boolean {
  return splitEmoji(text).some((p) => p.kind === 'emoji');
}

/** The emoji in order of appearance. */
export function listEmoji(text: string): string[] {
  return splitEmoji(text).flatMap((p) => (p.kind === 'emoji' ? [p.text] : []));
}

/**
 * The text without its emoji, spaces tidied: what a voice reads aloud. Stray joiners and variation selectors left
 * behind by a broken sequence go too.
 */
export function stripEmoji(text: string): string {
  return splitEmoji(text)
    .map((p) => (p.kind === 'text' ? p.text : ' '))
    .join('')
    .replace(/\u200d|\ufe0f|\u20e3|\p{Emoji_Modifier}/gu, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,.!?:;])/g, '$1')
    .trim();
}
