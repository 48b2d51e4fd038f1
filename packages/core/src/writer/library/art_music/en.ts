import type { NicheMaterial } from '../types.ts';

/** art_music, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
