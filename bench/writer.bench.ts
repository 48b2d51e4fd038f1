/**
 * bench:writer — the built-in writer's quality benchmark (issues 11 and 32). Writes every brief of the quality sets
 * (writer/quality: the original ≥ 40 briefs over four languages, niches and content types, plus the profile briefs of
 * issue 32 — analysed profiles with emoji bios and analysis sentences, every trend format, feedback — and batches of
 * three) with several seeds, plus the meme texts of writer/meme/quality.ts, through the writer's public entry
 * (writeBuiltin), and checks each output as a reader would see it.
 *
 * Prints one JSON line: the share 0..1 of outputs passing each check (target 1 on each), `variants_differ` over the
 * batches, the library's `coverage` of everyday ideas (held-out ideas written without looking at the library, and the
 * library writers' own idea lists), and the time per output (target p99 < 50 ms).
 * `npm run bench:writer -- --llm` runs the rubric against the configured LLM instead (bench/writer-llm.ts).
 */
// The writer modules directly: the package entry also loads the database and job queue, which this does not need.
import { writeBuiltin } from '../packages/core/src/writer/builtin-writer.ts';
import { MEME_BRIEFS, memeQualityChecks, type MemeQualityCheck } from '../packages/core/src/writer/meme/index.ts';
import {
  BATCH_BRIEFS,
  checkWriterQuality,
  noUnfilledSlot,
  PROFILE_BRIEFS,
  QUALITY_BRIEFS,
  QUALITY_CHECKS,
  variantsDiffer,
  type QualityCheck,
} from '../packages/core/src/writer/quality/index.ts';
import { libraryCoverage } from '../packages/core/src/writer/quality/coverage.ts';
import type { WriterBrief, WriterResult } from '../packages/core/src/writer/writer.schema.ts';

if (process.argv.includes('--llm')) {
  // The LLM rubric lives in its own module (bench/writer-llm.ts), loaded only when asked for.
  const llmBench = './writer-llm.ts';
  const { runLlmBench } = (await import(llmBench)) as { runLlmBench: () => Promise<void> };
  await runLlmBench();
  process.exit(0);
}

const SEEDS = Number(process.env.BENCH_SEEDS ?? 6);

const times: number[] = [];
function timed(brief: WriterBrief, seed: number): WriterResult {
  const started = performance.now();
  const result = writeBuiltin(brief, { seed });
  times.push(performance.now() - started);
  return result;
}

const BRIEFS = [...QUALITY_BRIEFS, ...PROFILE_BRIEFS];
// Warm-up: module loading, the library index and JIT compilation are not what we measure.
for (const { brief } of BRIEFS) writeBuiltin(brief, { seed: 0 });
times.length = 0;

const passed = Object.fromEntries(QUALITY_CHECKS.map((check) => [check, 0])) as Record<QualityCheck, number>;
const failures: string[] = [];
let outputs = 0;
for (const { name, brief } of BRIEFS) {
  for (let seed = 1; seed <= SEEDS; seed++) {
    const checks = checkWriterQuality(brief, timed(brief, seed));
    outputs++;
    for (const check of QUALITY_CHECKS) {
      if (checks[check]) passed[check]++;
      else failures.push(`${name} seed ${seed}: ${check}`);
    }
  }
}

// Batches of three: each variant written as the product writes a batch (its own seed, its position as `variant`).
let batches = 0;
let batchesDiffering = 0;
for (const { name, brief } of BATCH_BRIEFS) {
  for (let seed = 1; seed <= SEEDS; seed++) {
    const results = [0, 1, 2].map((variant) => timed({ ...brief, variant }, seed * 3 + variant));
    batches++;
    if (variantsDiffer(results)) batchesDiffering++;
    else failures.push(`${name} seed ${seed}: variants_differ`);
    for (const [variant, result] of results.entries()) {
      const checks = checkWriterQuality({ ...brief, variant }, result);
      outputs++;
      for (const check of QUALITY_CHECKS) {
        if (checks[check]) passed[check]++;
        else failures.push(`${name} seed ${seed} variant ${variant}: ${check}`);
      }
    }
  }
}

// Memes on the user's own text (H1b's checks): they count towards the shared figures where a check means the same.
const memePassed: Partial<Record<MemeQualityCheck, number>> = {};
for (const meme of MEME_BRIEFS) {
  const result = timed({ contentType: 'meme', language: meme.requestLanguage, userInput: meme.text }, 1);
  const checks = memeQualityChecks(meme, result);
  const reader = checkWriterQuality({ contentType: 'meme', language: meme.requestLanguage, userInput: meme.text }, result);
  outputs++;
  for (const [check, ok] of Object.entries(checks) as [MemeQualityCheck, boolean][]) memePassed[check] = (memePassed[check] ?? 0) + (ok ? 1 : 0);
  const shared: Record<QualityCheck, boolean> = {
    idea_intact: checks.keepsText && checks.titleIsText,
    key_phrases_beyond_title: checks.linesCarryKeyWords && checks.captionStartsWithText,
    no_unfilled_slot: checks.noUnfilledSlot && noUnfilledSlot(result),
    one_person: true,
    unique_scene_titles: true,
    language_matches: checks.language,
    rules_kept: reader.rules_kept,
    body_about_idea: true,
    distinct_beats: reader.distinct_beats,
    format_kept: true,
    feedback_not_spoken: true,
  };
  for (const check of QUALITY_CHECKS) {
    if (shared[check]) passed[check]++;
    else failures.push(`meme "${meme.text}": ${check}`);
  }
}

const coverage = libraryCoverage();
const round = (value: number, places = 3) => Math.round(value * 10 ** places) / 10 ** places;
times.sort((a, b) => a - b);
const mean = times.reduce((sum, value) => sum + value, 0) / times.length;
for (const failure of failures.slice(0, 30)) console.error(`failed: ${failure}`);
for (const miss of coverage.heldOut.misses.slice(0, 30)) console.error(`not covered: ${miss}`);
console.log(
  JSON.stringify({
    bench: 'writer',
    briefs: BRIEFS.length + BATCH_BRIEFS.length + MEME_BRIEFS.length,
    outputs,
    ...Object.fromEntries(QUALITY_CHECKS.map((check) => [check, round(passed[check] / outputs)])),
    variants_differ: round(batchesDiffering / Math.max(1, batches)),
    coverage_held_out: round(coverage.heldOut.share),
    coverage_held_out_in_niche: round(coverage.heldOut.inNiche),
    coverage_held_out_ideas: coverage.heldOut.ideas,
    coverage_library_ideas: round(coverage.library.share),
    library: coverage.library.size,
    mean_ms: round(mean),
    p99_ms: round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] as number),
    meme: Object.fromEntries(Object.entries(memePassed).map(([check, count]) => [check, round(count / MEME_BRIEFS.length)])),
  }),
);
