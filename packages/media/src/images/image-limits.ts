import { createSemaphore } from '../semaphore.ts';

/**
 * The most pixels any photo may declare before we decode it: 36 MP. A 10 MB file can declare almost anything
 * (a 6300×6300 single-colour PNG is 116 KB and costs ~200 MB to decode), so the byte limit alone bounds nothing.
 * 36 MP keeps every ordinary camera output (12, 24 and 33 MP phones: iPhone's 24 MP is 5712×4284) and refuses the
 * 48–200 MP "full resolution" modes, which are also over 10 MB as JPEGs; we store at most 2048 px anyway.
 */
export const MAX_INPUT_PIXELS = 36_000_000;

/**
 * Decoding is the memory peak (up to ~150 MB for a 36 MP photo) and sharp already uses both cores per image, so at
 * most two user images are decoded at once in this process; the rest wait their turn instead of adding up.
 */
export const imageDecodeSlots = createSemaphore(2);
