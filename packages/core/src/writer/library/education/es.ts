import type { NicheMaterial } from '../types.ts';

/** education, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
