import { stemsOf } from './compose/relevance.ts';
import { formatKept } from './llm-formats.ts';
import { languageMatches } from './quality/language.ts';
import { visibleParts } from './quality/text-of.ts';
import { echoesContext, ECHO_RUN_WORDS, resultProblems } from './spoken-rules.ts';
import type { Writer } from './writer.ts';
import { writerBriefSchema, type WriterBrief, type WriterResult } from './writer.schema.ts';

/**
 * The rubric of `bench:writer -- --llm`: what a reader would notice in a connected model's scripts (issue 32
 * items 7 and 8), as shares 0..1 of the outputs each rule applies to. The bench script and its test both run this.
 */

export interface LlmRubricReport {
  briefs: number;
  outputs: number;
  /** `resultProblems` finds nothing: no hashtag, figure, emoji, URL, unfinished line or echoed context anywhere. */
  no_rule_breaks: number;
  /** Body beats (between the hook and the call to action) sharing a content-word stem with the idea. */
  idea_in_body: number | null;
  /** Outputs keeping their trend's format, where the format has a checkable structure. */
  format_kept: number | null;
  /** Outputs with a feedback note that do not say it. */
  feedback_not_spoken: number | null;
  language_matches: number;
  p50_ms: number;
  p99_ms: number;
  writer_counts: { llm: number; builtin_fallback: number };
}

export interface LlmRubricRun {
  report: LlmRubricReport;
  /** "brief name: rule" for every failed check, for the operator to read. */
  failures: string[];
}

/** The body of a script: without its hook (first beat) and call to action (last beat) once there are three beats. */
function bodyBeats(result: WriterResult): WriterResult['beats'] {
  return result.beats.length >= 3 ? result.beats.slice(1, -1) : result.beats;
}

function noteSpoken(note: string, result: WriterResult): boolean {
  const words = note.split(/\s+/u).filter(Boolean);
  if (words.length >= ECHO_RUN_WORDS) {
    return visibleParts(result).some((part) => echoesContext(part, { contentType: result.contentType, revision: { note } }));
  }
  const fold = (text: string) => text.toLocaleLowerCase().replace(/\s+/gu, ' ').trim();
  return visibleParts(result).some((part) => fold(part).includes(fold(note)));
}

const share = (passed: number, total: number): number | null => (total === 0 ? null : Math.round((passed / total) * 1000) / 1000);

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round((sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] as number) * 10) / 10;
}

/** Writes every brief once through `writer` (one at a time: a real endpoint has rate limits) and scores the outputs. */
export async function runLlmRubric(writer: Writer, briefs: readonly { name: string; brief: WriterBrief }[]): Promise<LlmRubricRun> {
  const failures: string[] = [];
  const times: number[] = [];
  const counts = { llm: 0, builtin_fallback: 0 };
  const tally = { rules: 0, bodyIdea: 0, bodyTotal: 0, format: 0, formatTotal: 0, note: 0, noteTotal: 0, language: 0 };

  for (const [index, { name, brief }] of briefs.entries()) {
    const parsed = writerBriefSchema.parse(brief);
    const started = performance.now();
    const result = await writer.write(brief, { seed: index + 1 });
    times.push(performance.now() - started);
    counts[result.writer === 'llm' ? 'llm' : 'builtin_fallback']++;
    const fail = (rule: string) => failures.push(`${name} (${result.writer}): ${rule}`);

    const problems = resultProblems(result, parsed);
    if (problems.length === 0) tally.rules++;
    else fail(`rule breaks ${problems.map((problem) => `${problem.where}:${problem.code}`).join(', ')}`);

    const idea = parsed.contentType === 'meme' ? undefined : parsed.userInput;
    if (idea) {
      const ideaStems = stemsOf(idea, parsed.language);
      for (const beat of bodyBeats(result)) {
        tally.bodyTotal++;
        const about = [...stemsOf(`${beat.spokenLine} ${beat.onScreenText}`, parsed.language)].some((stem) => ideaStems.has(stem));
        if (about) tally.bodyIdea++;
        else fail(`body beat off the idea: ${JSON.stringify(beat.spokenLine)}`);
      }
    }

    const format = parsed.trend?.format;
    const kept = format ? formatKept(result, format, result.language) : undefined;
    if (kept !== undefined) {
      tally.formatTotal++;
      if (kept) tally.format++;
      else fail(`format ${format} not kept`);
    }

    const note = parsed.revision?.note;
    if (note) {
      tally.noteTotal++;
      if (!noteSpoken(note, result)) tally.note++;
      else fail('feedback note spoken');
    }

    // A meme on the user's text is written in that text's language, which the result states.
    if (languageMatches(result, parsed.contentType === 'meme' ? result.language : parsed.language)) tally.language++;
    else fail('language');
  }

  const sorted = [...times].sort((a, b) => a - b);
  const outputs = briefs.length;
  return {
    report: {
      briefs: briefs.length,
      outputs,
      no_rule_breaks: share(tally.rules, outputs) ?? 0,
      idea_in_body: share(tally.bodyIdea, tally.bodyTotal),
      format_kept: share(tally.format, tally.formatTotal),
      feedback_not_spoken: share(tally.note, tally.noteTotal),
      language_matches: share(tally.language, outputs) ?? 0,
      p50_ms: percentile(sorted, 0.5),
      p99_ms: percentile(sorted, 0.99),
      writer_counts: counts,
    },
    failures,
  };
}
