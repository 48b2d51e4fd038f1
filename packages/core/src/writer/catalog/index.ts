import type { WriterLanguage } from '../writer.schema.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import type { LanguagePack } from './types.ts';

export const CATALOG: Record<WriterLanguage, LanguagePack> = { en, ru, pt, es };
