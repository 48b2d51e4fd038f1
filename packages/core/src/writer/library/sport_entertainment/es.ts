import type { NicheMaterial } from '../types.ts';

/** sport_entertainment, es: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
