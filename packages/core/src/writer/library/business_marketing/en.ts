import type { NicheMaterial } from '../types.ts';

/** business_marketing, en: sub-topics (see ../types.ts for the rules). */
export const material: NicheMaterial = [];
