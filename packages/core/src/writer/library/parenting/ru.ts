import type { NicheMaterial } from '../types.ts';

/** parenting, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
