import type { LanguageMaterial } from '../types.ts';
import { material as en } from './en.ts';
import { material as es } from './es.ts';
import { material as pt } from './pt.ts';
import { material as ru } from './ru.ts';

export const niche: LanguageMaterial = { en, ru, pt, es };
