import type { NicheMaterial } from '../types.ts';

/** personal_development, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
