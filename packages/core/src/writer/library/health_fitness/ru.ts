import type { NicheMaterial } from '../types.ts';

/** health_fitness, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
