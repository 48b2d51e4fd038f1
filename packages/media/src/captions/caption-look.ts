/**
 * How a video's captions look: the creator picks a preset, a position and a highlight colour (issue 33). The same
 * names are in @reelcraft/contract (captionLookSchema); a preset added here must be added there too.
 */
export const CAPTION_PRESETS = [
  /** Phrases of a few words, the spoken word in the highlight colour and a little bigger (today's look). */
  'highlight',
  /** The phrase's words fill with the highlight colour as they are spoken, left to right. */
  'karaoke',
  /** The spoken word sits on a rounded box of the highlight colour. */
  'boxed',
  /** One big word at a time, popping in. */
  'pop',
  /** Small sentence-case text low on the screen, no outline, a soft shadow: a lower third. */
  'minimal',
  /** Thick coloured outline with a glow; the spoken word glows in the highlight colour. */
  'neon',
] as const;
export type CaptionPreset = (typeof CAPTION_PRESETS)[number];

export const CAPTION_POSITIONS = ['top', 'middle', 'bottom'] as const;
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];

export interface CaptionLook {
  preset: CaptionPreset;
  position: CaptionPosition;
  /** '#RRGGBB'. */
  color: string;
}

export const DEFAULT_CAPTION_LOOK: CaptionLook = { preset: 'highlight', position: 'bottom', color: '#FFD60A' };
