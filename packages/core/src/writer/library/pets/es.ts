import type { NicheMaterial } from '../types.ts';

/** pets, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
