import type { NicheMaterial } from '../types.ts';

/** beauty_fashion, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
