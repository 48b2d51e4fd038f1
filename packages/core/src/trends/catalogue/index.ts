import type { WriterLanguage } from '../../writer/index.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import type { TrendId, TrendText } from './types.ts';

export const TREND_TEXTS: Record<WriterLanguage, Record<TrendId, TrendText>> = { en, ru, pt, es };
