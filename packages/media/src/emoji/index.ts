export { splitEmoji, hasEmoji, listEmoji, stripEmoji, type TextPiece } from './split-emoji.ts';
export { emojiImage, emojiPng, hasEmojiImage, type EmojiBitmap } from './emoji-image.ts';
export { twemojiSvgPath } from './twemoji-file.ts';
export { emojiLayers, layerDrawing, EMOJI_VIEWBOX, type EmojiLayer } from './emoji-vector.ts';
