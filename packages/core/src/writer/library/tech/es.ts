import type { NicheMaterial } from '../types.ts';

/** tech, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
