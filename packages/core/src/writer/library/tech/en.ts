import type { NicheMaterial } from '../types.ts';

/** tech, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
