import { startFakeLlm, type FakeLlm } from '@reelcraft/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settlesBefore } from '../testing/conditions.ts';
import { createWriter } from './create-writer.ts';
import { createLlmWriter, type LlmConfig } from './llm-writer.ts';
import { cyrillicShare } from './text.ts';
import type { WriterBrief } from './writer.schema.ts';

const RU_BRIEF: WriterBrief = {
  contentType: 'smart_script',
  language: 'ru',
  category: 'educational',
  facts: {
    area_of_expertise: 'фитнес для мам',
    post_style: 'дружелюбный',
    about_meanings: 'здоровье должно быть простым',
    why_followers_choose_you: 'короткие тренировки дома',
  },
  userInput: 'про утреннюю зарядку',
};

const EN_BRIEF: WriterBrief = {
  contentType: 'smart_script',
  language: 'en',
  facts: { area_of_expertise: 'fitness for busy moms', post_style: '', about_meanings: '', why_followers_choose_you: 'quick home workouts' },
};

describe('LLM writer against the fake OpenAI-compatible server', () => {
  let llm: FakeLlm;
  const warn = vi.fn();
  const logger = { warn };

  const writer = (overrides: Partial<LlmConfig> = {}) =>
    createLlmWriter({ baseUrl: llm.url, apiKey: llm.apiKey, model: 'gpt-test', timeoutMs: 5_000, retryBaseMs: 10, ...overrides }, { logger });

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

  it('stops when the caller aborts: the request is cancelled, not retried, and no fallback script is written', async () => {
    llm.respondWith('slow');
    const cancelledBefore = llm.cancelled;
    const controller = new AbortController();
    const writing = writer({ timeoutMs: 60_000 }).write(EN_BRIEF, { signal: controller.signal });
    // The deadline strikes while the model is answering: once the request has arrived, not after a guessed delay
    // (a loaded machine can take longer than any fixed delay to send it).
    await vi.waitFor(() => expect(llm.requests).toHaveLength(1));
    controller.abort(new Error('job deadline'));
    // The per-request timeout (60 s) and retries would otherwise keep this going for minutes: it ends before that
    // timeout would have fired.
    const beforeTimeout = settlesBefore(
      writing.catch(() => undefined),
      60_000,
    );
    await expect(writing).rejects.toThrow('job deadline');
    expect(await beforeTimeout).toBe(true);
    expect(llm.requests).toHaveLength(1);
    await vi.waitFor(() => expect(llm.cancelled).toBe(cancelledBefore + 1));
    expect(warn).not.toHaveBeenCalled();
  });

  it("sends the language, the creator's facts and the user's input, and returns the model's script", async () => {
    const result = await writer().write(RU_BRIEF, { seed: 7 });
    expect(result.writer).toBe('llm');
    expect(result.writerModel).toBe('gpt-test');
    expect(result.topic?.source).toBe(RU_BRIEF.userInput ? 'idea' : 'blog_topic');
    expect(result.language).toBe('ru');
    expect(cyrillicShare(result.title + result.hook)).toBeGreaterThan(0.9);
    expect(result.hashtags.every((tag) => !tag.startsWith('#'))).toBe(true);
    expect(result.estimatedSeconds).toBe(Number(result.beats.reduce((sum, beat) => sum + beat.seconds, 0).toFixed(1)));

    expect(llm.requests).toHaveLength(1);
    const request = llm.requests[0];
    expect(request?.model).toBe('gpt-test');
    expect(request?.response_format).toEqual({ type: 'json_object' });
    expect(request?.seed).toBe(7);
    const prompt = request?.messages.map((message) => message.content).join('\n') ?? '';
    expect(request?.messages[0]?.role).toBe('system');
    expect(prompt).toContain('Write in Russian');
    for (const fact of ['фитнес для мам', 'дружелюбный', 'здоровье должно быть простым', 'короткие тренировки дома', 'про утреннюю зарядку']) {
      expect(prompt).toContain(fact);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes memes and storytelling scenes through the model too', async () => {
    const meme = await writer().write({ contentType: 'meme', language: 'es' });
    expect(meme.writer).toBe('llm');
    expect(meme.meme?.topText).toBeTruthy();
    const story = await writer().write({ contentType: 'storytelling', language: 'pt' });
    expect(story.writer).toBe('llm');
    expect(story.beats[0]?.visual).toBe('avatar');
    expect(story.beats.at(-1)?.visual).toBe('avatar');
    expect(story.beats.slice(1, -1).every((beat) => beat.visual === 'photo' && beat.sceneTitle)).toBe(true);
  });

  it('repairs JSON wrapped in code fences without asking again', async () => {
    llm.respondWith('fenced_json');
    const result = await writer().write(EN_BRIEF);
    expect(result.writer).toBe('llm');
    expect(llm.requests).toHaveLength(1);
  });

  it('asks once more with the error when the shape is wrong, and uses the second answer', async () => {
    llm.respondWith(['wrong_shape', 'ok']);
    const result = await writer().write(EN_BRIEF);
    expect(result.writer).toBe('llm');
    expect(llm.requests).toHaveLength(2);
    const reask = llm.requests[1]?.messages ?? [];
    expect(reask.at(-2)?.role).toBe('assistant');
    expect(reask.at(-1)?.content).toMatch(/could not be used/);
  });

  it('falls back to the built-in writer with a warning when the JSON stays bad', async () => {
    llm.respondWith('bad_json');
    const result = await writer().write(RU_BRIEF, { seed: 3 });
    expect(result.writer).toBe('builtin');
    expect(result.language).toBe('ru');
    expect(llm.requests).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toMatch(/built-in/);
    expect(String((warn.mock.calls[0]?.[0] as { err: string }).err)).toMatch(/not valid JSON/);
  });

  it('falls back after a wrong shape twice', async () => {
    llm.respondWith('wrong_shape');
    const result = await writer().write(EN_BRIEF);
    expect(result.writer).toBe('builtin');
    expect(llm.requests).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('retries timeouts, then falls back', async () => {
    llm.respondWith('timeout');
    const started = Date.now();
    const result = await writer({ timeoutMs: 150 }).write(EN_BRIEF);
    expect(result.writer).toBe('builtin');
    expect(llm.requests).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(String((warn.mock.calls[0]?.[0] as { err: string }).err)).toMatch(/no answer within 150 ms/);
  });

  it('recovers from a timeout when the retry answers', async () => {
    llm.respondWith(['timeout', 'ok']);
    const result = await writer({ timeoutMs: 150 }).write(EN_BRIEF);
    expect(result.writer).toBe('llm');
    expect(llm.requests).toHaveLength(2);
  });

  it('waits for Retry-After on 429 and succeeds on the retry', async () => {
    llm.respondWith(['429', 'ok']);
    const started = Date.now();
    const result = await writer().write(EN_BRIEF);
    expect(result.writer).toBe('llm');
    expect(llm.requests).toHaveLength(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not wait for a Retry-After longer than it allows', async () => {
    llm.respondWith('429');
    const result = await writer({ maxRetryAfterMs: 500 }).write(EN_BRIEF);
    expect(result.writer).toBe('builtin');
    expect(llm.requests).toHaveLength(1);
  });

  it('retries a 500 twice, then falls back', async () => {
    llm.respondWith('500');
    const result = await writer().write(EN_BRIEF);
    expect(result.writer).toBe('builtin');
    expect(llm.requests).toHaveLength(3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String((warn.mock.calls[0]?.[0] as { err: string }).err)).toMatch(/HTTP 500/);
  });

  it('recovers when a 500 is followed by a good answer', async () => {
    llm.respondWith(['500', 'ok']);
    expect((await writer().write(EN_BRIEF)).writer).toBe('llm');
  });

  it('does not retry a rejected key', async () => {
    const result = await writer({ apiKey: 'wrong' }).write(EN_BRIEF);
    expect(result.writer).toBe('builtin');
    expect(llm.requests).toHaveLength(0);
    expect(String((warn.mock.calls[0]?.[0] as { err: string }).err)).toMatch(/HTTP 401/);
  });

  it('falls back when the endpoint cannot be reached', async () => {
    const result = await createLlmWriter({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k', model: 'm', retryBaseMs: 5 }, { logger }).write(EN_BRIEF);
    expect(result.writer).toBe('builtin');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer in the wrong language and asks again', async () => {
    const english = await startFakeLlm({
      generate: () => ({ title: 'Three tips', hook: 'Listen up.', beats: [{ spokenLine: 'Start small and stay consistent.' }], hashtags: ['a', 'b', 'c'] }),
    });
    try {
      const result = await createLlmWriter({ baseUrl: english.url, apiKey: english.apiKey, model: 'm' }, { logger }).write(RU_BRIEF);
      expect(result.writer).toBe('builtin');
      expect(english.requests).toHaveLength(2);
      expect(english.requests[1]?.messages.at(-1)?.content).toContain('not written in Russian');
    } finally {
      await english.close();
    }
  });

  it('createWriter picks the LLM writer only when one is configured', async () => {
    const withLlm = await createWriter({ llm: { baseUrl: llm.url, apiKey: llm.apiKey, model: 'm' }, logger }).write(EN_BRIEF);
    expect(withLlm.writer).toBe('llm');
    const without = await createWriter({ logger }).write(EN_BRIEF, { seed: 1 });
    expect(without.writer).toBe('builtin');
    expect(llm.requests).toHaveLength(1);
  });
});
