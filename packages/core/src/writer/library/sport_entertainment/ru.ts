import type { NicheMaterial } from '../types.ts';

/** sport_entertainment, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
