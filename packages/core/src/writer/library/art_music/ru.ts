import type { NicheMaterial } from '../types.ts';

/** art_music, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
