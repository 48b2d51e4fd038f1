import type { NicheMaterial } from '../types.ts';

/** beauty_fashion, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
