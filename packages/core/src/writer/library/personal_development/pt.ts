import type { NicheMaterial } from '../types.ts';

/** personal_development, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
