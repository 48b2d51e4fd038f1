import { startFakeLlm, type FakeLlm } from '@reelcraft/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIEF_HEADING } from './llm-prompt.ts';
import { createLlmWriter } from './llm-writer.ts';
import { resultProblems } from './spoken-rules.ts';
import type { WriterBrief, WriterResult } from './writer.schema.ts';

// The demo creator of issue 32: a bio with emoji, analysis sentences with hashtags and figures.
const BIO = 'Fitness: Certified personal trainer 🏋️‍♀️ Strength for busy women.';
const WHY = 'Your best posts about #mobility and #fitnesstips average 4,963 likes and comments, 1.8× your typical post: that is where your audience is.';
const NOTE = 'Make it concrete: name the 3 actual changes. Less generic motivation.';
const IDEA = 'how I fixed my posture working from home';

const ANNA: WriterBrief = {
  contentType: 'custom_script',
  language: 'en',
  userInput: IDEA,
  facts: { area_of_expertise: BIO },
  analysis: {
    domain: 'Fitness',
    style: 'friendly and direct',
    why_followers_choose_you: WHY,
    recommendations: ['Post short mobility routines people can follow at their desk.'],
    top_hashtags: ['mobility', 'fitnesstips'],
    username: 'anna.fitcoach',
  },
  trend: { title: 'Myth vs fact', description: 'Bust one belief per beat', format: 'myth_busting' },
  revision: { adjustments: ['more_concrete', 'different_hook'], note: NOTE },
  variant: 1,
};

function spokenTexts(result: WriterResult): string[] {
  return [result.title, result.hook, result.caption, result.callToAction, ...result.beats.flatMap((beat) => [beat.spokenLine, beat.onScreenText])];
}

/** The JSON block the model received in its first user message. */
function briefSent(llm: FakeLlm, index = 0): Record<string, unknown> {
  const content = llm.requests[index]?.messages.find((message) => message.role === 'user')?.content ?? '';
  const start = content.indexOf('{', content.indexOf(BRIEF_HEADING));
  const end = content.indexOf('\n}\n', start);
  return JSON.parse(content.slice(start, end + 2)) as Record<string, unknown>;
}

describe('LLM writer: the spoken rules (issue 32 item 7)', () => {
  let llm: FakeLlm;
  const warn = vi.fn();
  const writer = () => createLlmWriter({ baseUrl: llm.url, apiKey: llm.apiKey, model: 'gpt-test', timeoutMs: 5_000, retryBaseMs: 10 }, { logger: { warn } });

  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });
  beforeEach(() => {
    llm.requests.length = 0;
    llm.respondWith('ok');
    warn.mockClear();
  });

  it('sends the context as structured fields: the idea verbatim, the format structure, steering-only context, feedback as instructions, the variant', async () => {
    await writer().write(ANNA, { seed: 1 });
    const system = llm.requests[0]?.messages[0]?.content ?? '';
    expect(system).toMatch(/no hashtags, no percentages, no "1\.8×"/i);
    expect(system).toContain('Hashtags go only in the "hashtags" array');
    const brief = briefSent(llm);
    expect(brief).toMatchObject({ idea: IDEA, language: 'en', content_type: 'custom_script', target_seconds: 45 });
    expect(brief.trend).toMatchObject({ format: 'myth_busting', required_structure: expect.stringMatching(/"Myth".*"Fact"/s) });
    expect(brief.creator_context).toMatchObject({
      use: expect.stringMatching(/^STEERING ONLY.*never quote, never state numbers or hashtags/),
      niche: 'Fitness',
      why_followers_choose_you: WHY,
      hashtags: ['mobility', 'fitnesstips'],
      blog: { topic: BIO },
    });
    expect(brief.revision).toMatchObject({
      apply: [expect.stringMatching(/more concrete/), expect.stringMatching(/different hook/)],
      creator_instruction: NOTE,
    });
    expect(brief.variant).toMatchObject({ number: 1, instruction: expect.stringMatching(/different angle.*different hook and a different title/) });
  });

  it('keeps the format and the idea in what comes back from a model that follows the brief', async () => {
    const result = await writer().write(ANNA, { seed: 1 });
    expect(result.writer).toBe('llm');
    expect(llm.requests).toHaveLength(1);
    expect(result.beats.some((beat) => beat.onScreenText.startsWith('Myth'))).toBe(true);
    expect(result.beats.some((beat) => beat.onScreenText.startsWith('Fact'))).toBe(true);
    expect(resultProblems(result, ANNA)).toEqual([]);
  });

  it('sends a model that reads the bio and analytics aloud its broken lines, and ships the corrected answer', async () => {
    llm.respondWith(['echo_context', 'ok']);
    const result = await writer().write(ANNA, { seed: 2 });
    expect(llm.requests).toHaveLength(2);
    const correction = llm.requests[1]?.messages.at(-1)?.content ?? '';
    expect(correction).toMatch(/^These lines break the rules:/);
    expect(correction).toContain('Rewrite only them');
    expect(correction).toMatch(/beats\[1\]\.spokenLine: "Today: Fitness: Certified personal trainer.*echoes_context/);
    expect(correction).toMatch(/"That's what this page is about: Your best posts about #mobility.*hashtag.*multiplier/);
    expect(llm.requests[1]?.messages.at(-2)?.role).toBe('assistant');

    expect(result.writer).toBe('llm');
    const said = spokenTexts(result).join('\n');
    expect(said).not.toContain('Certified personal trainer');
    expect(said).not.toContain('#');
    expect(said).not.toContain('1.8×');
    expect(resultProblems(result, ANNA)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the built-in writer, with a warning, when the model keeps echoing', async () => {
    llm.respondWith('echo_context');
    const result = await writer().write(ANNA, { seed: 3 });
    expect(llm.requests).toHaveLength(2);
    expect(result.writer).toBe('builtin');
    expect(result.language).toBe('en');
    expect(spokenTexts(result).join('\n')).not.toContain("That's what this page is about");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/built-in/);
    expect(String((warn.mock.calls[0]?.[0] as { err: string }).err)).toMatch(/rule breaks after a correction: .*echoes_context/);
  });

  it('never speaks the feedback note: it is an instruction in the brief, and a line that says it is sent back', async () => {
    llm.respondWith(['echo_context', 'ok']);
    const result = await writer().write({ ...ANNA, trend: undefined, variant: undefined }, { seed: 4 });
    const brief = briefSent(llm);
    expect(brief.idea).toBe(IDEA);
    expect(brief.revision).toMatchObject({ creator_instruction: NOTE });
    // The first answer said the note aloud; the correction names that line.
    expect(llm.requests[1]?.messages.at(-1)?.content).toContain(JSON.stringify(NOTE));
    expect(result.writer).toBe('llm');
    const said = spokenTexts(result).join('\n');
    expect(said).not.toContain('name the 3 actual changes');
    expect(said).toContain(IDEA);
  });

  it('moves a hashtag block at the end of the caption into the hashtags instead of re-asking', async () => {
    const tagged = await startFakeLlm({
      generate: () => ({
        title: 'Three desk changes for my posture',
        hook: 'Three desk changes fixed my posture at home.',
        beats: [
          { onScreenText: 'Screen up', spokenLine: 'I raised my screen to eye level with two old books.' },
          { onScreenText: 'Feet flat', spokenLine: 'My feet rest flat on the floor now.' },
        ],
        caption: 'Three changes, no new chair. Which one first?\n\n#posture #homeoffice #deskstretch',
        hashtags: ['posture'],
        callToAction: 'Save this for your next workday.',
      }),
    });
    try {
      const result = await createLlmWriter({ baseUrl: tagged.url, apiKey: tagged.apiKey, model: 'm' }, { logger: { warn } }).write({
        ...ANNA,
        trend: undefined,
      });
      expect(result.writer).toBe('llm');
      expect(tagged.requests).toHaveLength(1);
      expect(result.caption).toBe('Three changes, no new chair. Which one first?');
      expect(result.hashtags).toEqual(['posture', 'homeoffice', 'deskstretch']);
    } finally {
      await tagged.close();
    }
  });
});
