import type { NicheMaterial } from '../types.ts';

/** finance, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
