import type { WriterLanguage } from '../../writer/index.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import type { NarrativePack } from './types.ts';

export const NARRATIVE_PACKS: Record<WriterLanguage, NarrativePack> = { en, ru, pt, es };
