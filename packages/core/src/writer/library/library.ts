import { niche as personalDevelopment } from './personal_development/index.ts';
import { niche as businessMarketing } from './business_marketing/index.ts';
import { niche as healthFitness } from './health_fitness/index.ts';
import { niche as sportEntertainment } from './sport_entertainment/index.ts';
import { niche as beautyFashion } from './beauty_fashion/index.ts';
import { niche as artMusic } from './art_music/index.ts';
import { niche as foodLifestyle } from './food_lifestyle/index.ts';
import { niche as travel } from './travel/index.ts';
import { niche as tech } from './tech/index.ts';
import { niche as education } from './education/index.ts';
import { niche as parenting } from './parenting/index.ts';
import { niche as finance } from './finance/index.ts';
import { niche as pets } from './pets/index.ts';
import type { LanguageMaterial, LibraryNiche } from './types.ts';

/** Every niche's sub-topics in every language; 'general' has none (an idea there gets the idea-built structure). */
export const LIBRARY: Record<LibraryNiche, LanguageMaterial> = {
  personal_development: personalDevelopment,
  business_marketing: businessMarketing,
  health_fitness: healthFitness,
  sport_entertainment: sportEntertainment,
  beauty_fashion: beautyFashion,
  art_music: artMusic,
  food_lifestyle: foodLifestyle,
  travel: travel,
  tech: tech,
  education: education,
  parenting: parenting,
  finance: finance,
  pets: pets,
};
