/**
 * Pacing (issue 33): something visibly changes on screen at least every 6–8 s, the way faceless-reel tools pace
 * B-roll. A photo or graphic scene longer than MAX_STILL_SECONDS is cut into parts of at most TARGET_PART_SECONDS:
 * a photo gets a second framing (a detail of the same photo), a graphic scene a staged reveal. Pure.
 */

export const MAX_STILL_SECONDS = 7;
export const TARGET_PART_SECONDS = 6;

/** Where a scene of this span is cut, in absolute seconds (empty when it is short enough); parts are equal. */
export function pacingCuts(start: number, end: number, maxSeconds = MAX_STILL_SECONDS, targetSeconds = TARGET_PART_SECONDS): number[] {
  const length = end - start;
  if (!(length > maxSeconds)) return [];
  const parts = Math.ceil(length / targetSeconds);
  return Array.from({ length: parts - 1 }, (_, i) => start + ((i + 1) * length) / parts);
}

/** Longest stretch without a change, given the times where something changes and the video's length. */
export function longestStill(changes: readonly number[], durationSeconds: number): number {
  const points = [0, ...changes.filter((t) => t > 0 && t < durationSeconds).sort((a, b) => a - b), durationSeconds];
  let longest = 0;
  for (let i = 1; i < points.length; i++) longest = Math.max(longest, points[i]! - points[i - 1]!);
  return longest;
}
