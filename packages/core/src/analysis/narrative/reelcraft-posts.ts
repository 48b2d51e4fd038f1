import type { HookType } from '@reelcraft/contract';
import type { WriterLanguage } from '../../writer/index.ts';
import { localeFormat } from './format.ts';
import { NARRATIVE_PACKS } from './index.ts';

type ReelcraftKind = 'reel' | 'story' | 'carousel' | 'image';

/** What did best on the creator's Reelcraft posts, as the written line needs it (no caption text ever). */
export interface ReelcraftPostsFacts {
  count: number;
  hookType: HookType | null;
  kind: ReelcraftKind | null;
  hour: number | null;
}

interface Lines {
  /** `{n}` posts, `{clauses}` what did best. */
  withBest: string;
  /** Nothing to compare yet. */
  noBest: string;
  /** `{hookStart}` from the narrative pack ("with a question"). */
  hook: string;
  /** `{hour}` as 19:00. */
  hour: string;
  kinds: Record<ReelcraftKind, string>;
}

// The numbers are given as "(N in all)" rather than declined with the noun: the sentence then reads right for 1 post
// and for 21 in every language without per-language plural agreement of the participle.
const LINES: Record<WriterLanguage, Lines> = {
  en: {
    withBest: 'Based on your posts made with Reelcraft ({n} in all), the most views per person reached came from {clauses}.',
    noBest:
      'Based on your posts made with Reelcraft ({n} in all): too little to compare yet. Try different openings, formats and hours to learn what works for you.',
    hook: 'opening {hookStart}',
    hour: 'posting around {hour}',
    kinds: { reel: 'reels', story: 'stories', carousel: 'carousels', image: 'single photos' },
  },
  ru: {
    withBest: 'По вашим публикациям из Reelcraft (всего {n}) больше всего просмотров на одного охваченного зрителя дали {clauses}.',
    noBest: 'По вашим публикациям из Reelcraft (всего {n}) сравнивать пока нечего. Пробуйте разные начала, форматы и время, чтобы понять, что работает у вас.',
    hook: 'начало {hookStart}',
    hour: 'публикация около {hour}',
    kinds: { reel: 'рилсы', story: 'истории', carousel: 'карусели', image: 'одиночные фото' },
  },
  pt: {
    withBest: 'Nos seus posts feitos com o Reelcraft ({n} no total), o que trouxe mais visualizações por pessoa alcançada foi {clauses}.',
    noBest:
      'Nos seus posts feitos com o Reelcraft ({n} no total) ainda há pouco para comparar. Teste aberturas, formatos e horários diferentes para ver o que funciona para você.',
    hook: 'começar {hookStart}',
    hour: 'publicar por volta das {hour}',
    kinds: { reel: 'reels', story: 'stories', carousel: 'carrosséis', image: 'fotos únicas' },
  },
  es: {
    withBest: 'En tus publicaciones hechas con Reelcraft ({n} en total), lo que trajo más reproducciones por persona alcanzada fue {clauses}.',
    noBest:
      'En tus publicaciones hechas con Reelcraft ({n} en total) aún hay poco que comparar. Prueba aperturas, formatos y horas distintas para ver qué te funciona.',
    hook: 'empezar {hookStart}',
    hour: 'publicar hacia las {hour}',
    kinds: { reel: 'reels', story: 'historias', carousel: 'carruseles', image: 'fotos sueltas' },
  },
};

const fillIn = (template: string, slots: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => slots[key] ?? whole);

/**
 * The one written line of "Your last posts made with Reelcraft", in the analysis' language and the narrative's
 * manner: only what the numbers show, the count said plainly, never the creator's own words.
 */
export function reelcraftPostsLine(language: WriterLanguage, facts: ReelcraftPostsFacts): string {
  const lines = LINES[language];
  const pack = NARRATIVE_PACKS[language];
  const n = localeFormat(language).int(facts.count);
  const clauses: string[] = [];
  if (facts.hookType) clauses.push(fillIn(lines.hook, { hookStart: pack.hooks[facts.hookType].start }));
  if (facts.kind) clauses.push(lines.kinds[facts.kind]);
  if (facts.hour !== null) clauses.push(fillIn(lines.hour, { hour: `${String(facts.hour).padStart(2, '0')}:00` }));
  if (clauses.length === 0) return fillIn(lines.noBest, { n });
  const joined = clauses.length === 1 ? clauses[0]! : `${clauses.slice(0, -1).join(', ')} ${pack.and} ${clauses.at(-1)}`;
  return fillIn(lines.withBest, { n, clauses: joined });
}
