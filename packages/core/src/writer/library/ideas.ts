import { ideas as personalDevelopment } from './personal_development/ideas.ts';
import { ideas as businessMarketing } from './business_marketing/ideas.ts';
import { ideas as healthFitness } from './health_fitness/ideas.ts';
import { ideas as sportEntertainment } from './sport_entertainment/ideas.ts';
import { ideas as beautyFashion } from './beauty_fashion/ideas.ts';
import { ideas as artMusic } from './art_music/ideas.ts';
import { ideas as foodLifestyle } from './food_lifestyle/ideas.ts';
import { ideas as travel } from './travel/ideas.ts';
import { ideas as tech } from './tech/ideas.ts';
import { ideas as education } from './education/ideas.ts';
import { ideas as parenting } from './parenting/ideas.ts';
import { ideas as finance } from './finance/ideas.ts';
import { ideas as pets } from './pets/ideas.ts';
import type { WriterLanguage } from '../writer.schema.ts';
import type { LibraryNiche } from './types.ts';

/** The library writers' own everyday ideas per niche, each with the sub-topic meant to cover it (bench:writer). */
export const LIBRARY_IDEAS: Record<LibraryNiche, Readonly<Record<WriterLanguage, readonly { idea: string; subTopic: string }[]>>> = {
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
