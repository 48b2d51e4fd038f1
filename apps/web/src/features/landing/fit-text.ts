import type { CSSProperties } from 'react';

/** The length in characters of the longest word of `text` (punctuation glued to a word counts: it stays on its line). */
export function longestWordLength(text: string): number {
  return Math.max(0, ...text.split(/\s+/u).map((word) => [...word].length));
}

/**
 * Item 10 of issue 12: a heading must never break inside a word ("ОСТАНАВЛИВА / ЮТ" on a phone). Words wrap between
 * each other only (`overflow-wrap: normal`, no hyphens) and the font shrinks, when it has to, until the longest word
 * fits one line of the nearest `@container` (`100cqi` is its inline size): the heading's class reads
 * `var(--fit-size)` as the upper bound, e.g. `text-[length:min(2.25rem,var(--fit-size))]`.
 *
 * `emPerChar` is the width of one character of the font and weight in em, measured generously (Inter extra-bold:
 * wide Cyrillic letters such as Ж, Ш, Ю and М); the browser test checks every heading at 320–480 px in four languages.
 */
export function fitWords(text: string, emPerChar: number): CSSProperties {
  const chars = Math.max(1, longestWordLength(text));
  return { '--fit-size': `calc(100cqi / ${(chars * emPerChar).toFixed(3)})` } as CSSProperties;
}

/**
 * Generous character widths in em, measured in Chromium with Inter Variable (the widest real words of our four
 * languages, upper case included, e.g. "ОСТАНАВЛИВАЮТ" 0.72–0.75, "SMM-специалистов" 0.63, "Transformación" 0.55).
 */
export const EM_PER_CHAR = {
  /** The hero's extra-bold, tight headline. */
  display: 0.7,
  /** Bold section headings. */
  heading: 0.76,
  /** Semi-bold card titles (ours and the trends' own). */
  card: 0.72,
  /** Extra-bold upper-case captions (the reel mock-up). */
  caps: 0.86,
} as const;

/** The classes every fitted heading needs besides its size: wrap between words only, balanced lines. */
export const FIT_WRAP = 'text-balance [overflow-wrap:normal] [word-break:normal] [hyphens:manual]';
