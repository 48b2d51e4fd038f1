import type { NicheMaterial } from '../types.ts';

/** parenting, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
