/**
 * bench:writer — the built-in writer's quality benchmark (issue 11). Writes every brief of the quality set
 * (writer/quality/briefs.ts: ≥ 40 briefs, four languages, every niche and content type) with several seeds, plus
 * the meme texts of writer/meme/quality.ts, through the writer's public entry (writeBuiltin), and checks each output.
 * Prints one JSON line: shares 0..1 of outputs that pass each check (target 1 on each) and the time per output
 * (target < 50 ms). `meme` holds the share per meme check (memes written on the user's own text).
 */
// The writer modules directly: the package entry also loads the database and job queue, which this does not need.
import { writeBuiltin } from '../packages/core/src/writer/builtin-writer.ts';
import { MEME_BRIEFS, memeQualityChecks, type MemeQualityCheck } from '../packages/core/src/writer/meme/index.ts';
import { checkWriterQuality, noUnfilledSlot, QUALITY_BRIEFS, QUALITY_CHECKS, type QualityCheck } from '../packages/core/src/writer/quality/index.ts';
import type { WriterBrief, WriterResult } from '../packages/core/src/writer/writer.schema.ts';

const SEEDS = Number(process.env.BENCH_SEEDS ?? 10);

const times: number[] = [];
function timed(brief: WriterBrief, seed: number): WriterResult {
  const started = performance.now();
  const result = writeBuiltin(brief, { seed });
  times.push(performance.now() - started);
  return result;
}

// Warm-up: module loading and JIT compilation are not what we measure.
for (const { brief } of QUALITY_BRIEFS) writeBuiltin(brief, { seed: 0 });
times.length = 0;

const passed = Object.fromEntries(QUALITY_CHECKS.map((check) => [check, 0])) as Record<QualityCheck, number>;
const failures: string[] = [];
let outputs = 0;
for (const { name, brief } of QUALITY_BRIEFS) {
  for (let seed = 1; seed <= SEEDS; seed++) {
    const checks = checkWriterQuality(brief, timed(brief, seed));
    outputs++;
    for (const check of QUALITY_CHECKS) {
      if (checks[check]) passed[check]++;
      else failures.push(`${name} seed ${seed}: ${check}`);
    }
  }
}

// Memes on the user's own text (H1b's checks): they count towards the shared figures where a check means the same.
const memePassed: Partial<Record<MemeQualityCheck, number>> = {};
for (const meme of MEME_BRIEFS) {
  const result = timed({ contentType: 'meme', language: meme.requestLanguage, userInput: meme.text }, 1);
  const checks = memeQualityChecks(meme, result);
  outputs++;
  for (const [check, ok] of Object.entries(checks) as [MemeQualityCheck, boolean][]) memePassed[check] = (memePassed[check] ?? 0) + (ok ? 1 : 0);
  const shared: Record<QualityCheck, boolean> = {
    idea_intact: checks.keepsText && checks.titleIsText,
    key_phrases_beyond_title: checks.linesCarryKeyWords && checks.captionStartsWithText,
    no_unfilled_slot: checks.noUnfilledSlot && noUnfilledSlot(result),
    one_person: true,
    unique_scene_titles: true,
    language_matches: checks.language,
  };
  for (const check of QUALITY_CHECKS) {
    if (shared[check]) passed[check]++;
    else failures.push(`meme "${meme.text}": ${check}`);
  }
}

const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;
times.sort((a, b) => a - b);
const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
for (const failure of failures.slice(0, 20)) console.error(`failed: ${failure}`);
console.log(
  JSON.stringify({
    bench: 'writer',
    briefs: QUALITY_BRIEFS.length + MEME_BRIEFS.length,
    outputs,
    ...Object.fromEntries(QUALITY_CHECKS.map((check) => [check, round(passed[check] / outputs)])),
    mean_ms: round(mean),
    p99_ms: round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] as number),
    meme: Object.fromEntries(Object.entries(memePassed).map(([check, count]) => [check, round(count / MEME_BRIEFS.length)])),
  }),
);
