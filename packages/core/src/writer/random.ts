import { mulberry32 } from '@reelcraft/media';
/** A small seeded PRNG (mulberry32): fast, 32-bit state, good enough to pick templates reproducibly. */
export type Random = () => number;

/** mulberry32, the same generator the media package draws backgrounds and motion with. */
export const createRandom: (seed: number) => Random = mulberry32;

export function randomSeed(): number {
  return Math.floor(Math.random() * 4294967296);
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  return items[Math.floor(random() * items.length)] as T;
}

/** Picks one item with probability proportional to its weight; items weighing 0 are never picked unless all do. */
export function pickWeighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  if (items.length === 0) throw new Error('pick from an empty list');
  const weights = items.map((item) => Math.max(0, weight(item)));
  const total = weights.reduce((sum, value) => sum + value, 0);
  if (total <= 0) return pick(random, items);
  let roll = random() * total;
  for (let index = 0; index < items.length; index++) {
    roll -= weights[index] as number;
    if (roll < 0) return items[index] as T;
  }
  return items[items.length - 1] as T;
}

/** A shuffled copy (Fisher–Yates). */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
