/**
 * A scene of a story made by code, not from a photo (issue 33): what it shows. The story planner (core) picks one per
 * beat from the beat's material; the scene renderer (media) animates it. Text is in the story's language.
 */
export type StoryGraphic =
  /** Kinetic typography of the beat's key phrase (a few words, word by word). */
  | { type: 'phrase'; text: string }
  /** A list or steps animating in one by one; `numbered` for steps. */
  | { type: 'list'; title?: string; items: string[]; numbered?: boolean }
  /** A number counting up to `value`, e.g. prefix "$", suffix "%", with a label under it. */
  | { type: 'counter'; value: number; prefix?: string; suffix?: string; label: string }
  /** Bars growing to their values, each with a label. */
  | { type: 'chart'; title?: string; bars: Array<{ label: string; value: number }> }
  /** A big emoji (or icon) for the beat's subject, with a label. */
  | { type: 'emoji'; emoji: string; label: string };
