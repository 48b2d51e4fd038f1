/**
 * Meme templates drawn by code (issue 33): what a meme without a photo shows instead of an abstract background.
 * Every text in a template is the meme's own (the writer's or the creator's), in the meme's language; the templates
 * add only shapes and the universal "POV" label.
 */

/** The layouts a creator can pick ('auto' lets the meme text's shape decide; see core's memeTemplateFor). */
export const MEME_TEMPLATE_LAYOUTS = ['classic', 'pov', 'versus', 'tweet', 'reaction'] as const;
export type MemeTemplateLayout = (typeof MEME_TEMPLATE_LAYOUTS)[number];

/** Reaction faces drawn by code (emoji-like, no third-party artwork). */
export const MEME_REACTIONS = ['laughing', 'shocked', 'side-eye', 'crying', 'cool'] as const;
export type MemeReaction = (typeof MEME_REACTIONS)[number];

export type MemeTemplate =
  /** Classic top/bottom text in a bold condensed face with a black outline, over a reaction. */
  | { layout: 'classic'; top: string; bottom?: string; reaction: MemeReaction }
  /** A "POV" label and the scene on a card, the reaction below. */
  | { layout: 'pov'; scene: string; reaction: MemeReaction }
  /** Two panels, one above the other: "expectation" and "reality" (or "me on Monday" / "me on Friday"). */
  | { layout: 'versus'; first: string; second: string; reactions: readonly [MemeReaction, MemeReaction] }
  /** A post card: avatar circle, display name, handle and the text. Name and handle are the creator's or neutral. */
  | { layout: 'tweet'; name: string; handle: string; text: string; dark?: boolean }
  /** The modern caption meme: the text on a white block at the top, the reaction as the picture under it. */
  | { layout: 'reaction'; text: string; reaction: MemeReaction };
