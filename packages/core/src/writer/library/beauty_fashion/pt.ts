import type { NicheMaterial } from '../types.ts';

/** beauty_fashion, pt: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
