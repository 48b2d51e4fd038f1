import { startFakeLlm, type FakeLlm } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { llmRubricBriefs } from './llm-rubric-briefs.ts';
import { runLlmRubric } from './llm-rubric.ts';
import { createLlmWriter } from './llm-writer.ts';

// What `npm run bench:writer -- --llm` runs, on four briefs: one per language, each with a profile, a trend format
// and (English) feedback with a note.
const PICKED = ['en/idea-list-feedback', 'ru/similar-tutorial', 'pt/idea-qa-feedback', 'es/idea-day_in_life-feedback'];
const BRIEFS = llmRubricBriefs().filter((brief) => PICKED.includes(brief.name));

describe('bench:writer --llm rubric against the fake LLM', () => {
  let llm: FakeLlm;
  const writerFor = (fake: FakeLlm) =>
    createLlmWriter({ baseUrl: fake.url, apiKey: fake.apiKey, model: fake.model, retryBaseMs: 10 }, { logger: { warn: () => undefined } });

  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });

  it('scores a model that follows the brief at 1 on every rule, every text written by the model', async () => {
    expect(BRIEFS.map((brief) => brief.name)).toEqual(PICKED);
    llm.respondWith('ok');
    const { report, failures } = await runLlmRubric(writerFor(llm), BRIEFS);
    expect(failures).toEqual([]);
    expect(report).toMatchObject({
      briefs: 4,
      outputs: 4,
      no_rule_breaks: 1,
      idea_in_body: 1,
      format_kept: 1,
      feedback_not_spoken: 1,
      language_matches: 1,
      writer_counts: { llm: 4, builtin_fallback: 0 },
    });
    expect(report.p99_ms).toBeGreaterThanOrEqual(report.p50_ms);
  });

  it('counts the built-in fallback when the model keeps reading the context aloud', async () => {
    llm.respondWith('echo_context');
    const { report } = await runLlmRubric(writerFor(llm), BRIEFS.slice(0, 2));
    expect(report.writer_counts).toEqual({ llm: 0, builtin_fallback: 2 });
  });

  it('scores a model that ignores the idea and the format below 1', async () => {
    const generic = await startFakeLlm({
      generate: () => ({
        title: 'Three honest tips',
        hook: 'Here is what nobody tells you.',
        beats: ['Here is what nobody tells you.', 'Start small and stay consistent.', 'Check your progress every week.', 'Follow for more.'].map((line) => ({
          spokenLine: line,
          onScreenText: line,
        })),
        caption: 'Three honest tips that actually work.',
        hashtags: ['tips', 'reels', 'growth'],
        callToAction: 'Follow for more.',
      }),
    });
    try {
      const english = BRIEFS.filter((brief) => brief.name.startsWith('en/'));
      const { report, failures } = await runLlmRubric(writerFor(generic), english);
      expect(report.idea_in_body).toBe(0);
      expect(report.format_kept).toBe(0);
      expect(report.writer_counts).toEqual({ llm: 1, builtin_fallback: 0 });
      expect(failures).toContain('en/idea-list-feedback (llm): format list not kept');
    } finally {
      await generic.close();
    }
  });
});
