import type { NicheMaterial } from '../types.ts';

/** travel, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
