import type { NicheMaterial } from '../types.ts';

/** tech, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
