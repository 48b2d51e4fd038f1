import type { NicheMaterial } from '../types.ts';

/** business_marketing, ru: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
