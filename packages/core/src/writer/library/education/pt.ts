import type { NicheMaterial } from '../types.ts';

/** education, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
