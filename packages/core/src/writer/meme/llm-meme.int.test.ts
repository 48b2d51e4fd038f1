import { startFakeLlm, type FakeLlm, type FakeLlmRequest } from '@reelcraft/fakes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLlmWriter } from '../llm-writer.ts';
import { cyrillicShare } from '../text.ts';

const CAT = 'Me explaining to my cat why we need to wake up at 6am for a workout';
const RU_CAT = 'Я объясняю коту, зачем нам вставать в 6 утра на тренировку';

/** A model that does what the prompt asks: the user's text on top, lines about the cat. */
function obedientModel(request: FakeLlmRequest): unknown {
  const prompt = request.messages.map((message) => message.content).join('\n');
  const russian = prompt.includes('Write in Russian');
  const text = russian ? RU_CAT : CAT;
  const lines = russian
    ? ['Кот: 😐', 'Я: «Ну пожалуйста, всего одна тренировка»', 'Коту всё равно']
    : ['My cat: 😐', 'Me: “Just one workout, please”', 'My cat: goes back to sleep'];
  return {
    title: russian ? 'Кот и тренировка' : 'My cat and the workout',
    hook: text,
    beats: lines.map((line) => ({ onScreenText: line, spokenLine: line, seconds: 4 })),
    caption: russian ? `${text}\n\nУ кого так же?` : `${text}\n\nWho else?`,
    hashtags: russian ? ['кот', 'тренировка', 'мем'] : ['cat', 'workout', 'meme'],
    callToAction: russian ? 'Отправь другу' : 'Send it to a friend',
    meme: { topText: `${text}!!!`, subtitleLines: lines },
  };
}

describe('LLM writer: memes on the user text', () => {
  let obedient: FakeLlm;
  let generic: FakeLlm;
  const warn = vi.fn();
  const writerFor = (llm: FakeLlm) =>
    createLlmWriter({ baseUrl: llm.url, apiKey: llm.apiKey, model: 'gpt-test', timeoutMs: 5_000, retryBaseMs: 10 }, { logger: { warn } });

  beforeAll(async () => {
    obedient = await startFakeLlm({ generate: obedientModel });
    // The stock fake answers every meme with "Me every Monday": lines that ignore the user's text.
    generic = await startFakeLlm();
  });
  afterAll(async () => {
    await obedient.close();
    await generic.close();
  });
  beforeEach(() => {
    obedient.requests.length = 0;
    generic.requests.length = 0;
    warn.mockClear();
  });

  it('asks for the text verbatim and keeps it on top and as the title, with the model’s own lines', async () => {
    const result = await writerFor(obedient).write({ contentType: 'meme', language: 'en', userInput: CAT }, { seed: 1 });
    expect(result.writer).toBe('llm');
    expect(result.meme?.topText).toBe(CAT);
    expect(result.title).toBe(CAT);
    expect(result.meme?.subtitleLines).toContain('My cat: 😐');
    const prompt = obedient.requests[0]?.messages.map((message) => message.content).join('\n') ?? '';
    expect(prompt).toContain(CAT);
    expect(prompt).toContain('"meme.topText" exactly as it is');
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes a Russian text in Russian under an English interface', async () => {
    const result = await writerFor(obedient).write({ contentType: 'meme', language: 'en', userInput: RU_CAT }, { seed: 1 });
    expect(result.writer).toBe('llm');
    expect(result.language).toBe('ru');
    expect(result.meme?.topText).toBe(RU_CAT);
    expect(cyrillicShare((result.meme?.subtitleLines ?? []).join(' '))).toBeGreaterThan(0.8);
    expect(obedient.requests[0]?.messages[0]?.content).toContain('Write in Russian');
  });

  it('re-asks a model whose lines ignore the text, then falls back to the built-in derivation', async () => {
    const result = await writerFor(generic).write({ contentType: 'meme', language: 'en', userInput: CAT }, { seed: 3 });
    expect(generic.requests).toHaveLength(2);
    expect(generic.requests[1]?.messages.at(-1)?.content).toContain('ignore the meme text');
    expect(result.writer).toBe('builtin');
    expect(result.meme?.topText).toBe(CAT);
    expect(result.title).toBe(CAT);
    expect(result.meme?.subtitleLines.join(' ')).toMatch(/my cat/i);
    expect(result.meme?.subtitleLines.join(' ')).not.toMatch(/Monday/);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves memes without a user text to the model as before', async () => {
    const result = await writerFor(generic).write({ contentType: 'meme', language: 'es' }, { seed: 3 });
    expect(result.writer).toBe('llm');
    expect(result.meme?.topText).toBe('Yo cada lunes');
  });
});
