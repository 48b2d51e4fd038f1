import type { NicheMaterial } from '../types.ts';

/** food_lifestyle, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
