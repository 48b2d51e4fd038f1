import { ideas as personal_development } from './personal_development/ideas.ts';
import { ideas as business_marketing } from './business_marketing/ideas.ts';
import { ideas as health_fitness } from './health_fitness/ideas.ts';
import { ideas as sport_entertainment } from './sport_entertainment/ideas.ts';
import { ideas as beauty_fashion } from './beauty_fashion/ideas.ts';
import { ideas as art_music } from './art_music/ideas.ts';
import { ideas as food_lifestyle } from './food_lifestyle/ideas.ts';
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
  personal_development,
  business_marketing,
  health_fitness,
  sport_entertainment,
  beauty_fashion,
  art_music,
  food_lifestyle,
  travel,
  tech,
  education,
  parenting,
  finance,
  pets,
};
