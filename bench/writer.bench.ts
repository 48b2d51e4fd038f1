/**
 * bench:writer — 1,000 scripts from the built-in writer across every content type and language, timed one by one.
 * Prints one JSON line. Target: well under a second per script (it is about a millisecond).
 */
// The writer modules directly: the package entry also loads the database and job queue, which this does not need.
import { writeBuiltin } from '../packages/core/src/writer/builtin-writer.ts';
import { CONTENT_TYPES, WRITER_LANGUAGES, type WriterBrief } from '../packages/core/src/writer/writer.schema.ts';

const COUNT = Number(process.env.BENCH_SCRIPTS ?? 1000);

const FACTS: Record<(typeof WRITER_LANGUAGES)[number], WriterBrief['facts']> = {
  en: { area_of_expertise: 'fitness for busy moms', post_style: 'friendly', about_meanings: 'health should be simple', why_followers_choose_you: 'quick home workouts' },
  ru: { area_of_expertise: 'маркетинг для малого бизнеса', post_style: 'экспертный', about_meanings: 'честные продажи', why_followers_choose_you: 'практичные советы' },
  es: { area_of_expertise: 'recetas saludables', post_style: 'cercano', about_meanings: 'comer bien es fácil', why_followers_choose_you: 'cenas en quince minutos' },
  pt: { area_of_expertise: 'maquiagem', post_style: 'leve', about_meanings: 'beleza real', why_followers_choose_you: 'tutoriais rápidos' },
};

// Warm-up: module loading and JIT compilation are not what we measure.
for (let index = 0; index < 100; index++) {
  const language = WRITER_LANGUAGES[index % WRITER_LANGUAGES.length] as (typeof WRITER_LANGUAGES)[number];
  writeBuiltin({ contentType: CONTENT_TYPES[index % CONTENT_TYPES.length] as WriterBrief['contentType'], language, facts: FACTS[language] }, { seed: -index });
}

const times: number[] = [];
for (let index = 0; index < COUNT; index++) {
  const language = WRITER_LANGUAGES[index % WRITER_LANGUAGES.length] as (typeof WRITER_LANGUAGES)[number];
  const contentType = CONTENT_TYPES[Math.floor(index / WRITER_LANGUAGES.length) % CONTENT_TYPES.length] as WriterBrief['contentType'];
  const brief: WriterBrief = {
    contentType,
    language,
    facts: FACTS[language],
    ...(contentType === 'custom_script' ? { userInput: 'morning routine' } : {}),
  };
  const started = performance.now();
  writeBuiltin(brief, { seed: index });
  times.push(performance.now() - started);
}

times.sort((a, b) => a - b);
const round = (value: number) => Math.round(value * 1000) / 1000;
const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
console.log(
  JSON.stringify({
    bench: 'writer',
    scripts: times.length,
    mean_ms: round(mean),
    p99_ms: round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] as number),
    max_ms: round(times[times.length - 1] as number),
  }),
);
