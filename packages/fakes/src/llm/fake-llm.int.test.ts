import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm, type FakeLlm } from './fake-llm.ts';

describe('fake LLM', () => {
  let llm: FakeLlm;
  const chat = (body: unknown, key = llm.apiKey, signal?: AbortSignal) =>
    fetch(`${llm.url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    });
  const ask = (language: string, type = 'smart_script') => ({
    model: 'm',
    messages: [
      { role: 'system', content: `Write in ${language}. Reply with JSON.` },
      { role: 'user', content: `Content type: ${type}\n- Area of expertise: yoga` },
    ],
  });

  beforeAll(async () => {
    llm = await startFakeLlm();
  });
  afterAll(async () => {
    await llm.close();
  });

  it('answers in the OpenAI shape, in the language the prompt asks for', async () => {
    llm.respondWith('ok');
    const response = await chat(ask('Russian'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: string; object: string; choices: { message: { content: string } }[]; usage: { total_tokens: number } };
    expect(body.object).toBe('chat.completion');
    expect(body.id).toMatch(/^chatcmpl-/);
    expect(body.usage.total_tokens).toBeGreaterThan(0);
    const script = JSON.parse(body.choices[0]?.message.content ?? '') as { title: string; beats: unknown[] };
    expect(script.title).toMatch(/[а-я]/);
    expect(script.title).toContain('yoga');
    expect(script.beats.length).toBeGreaterThan(2);
    expect(llm.requests.at(-1)?.messages[0]?.content).toContain('Russian');
  });

  it('gives memes their top text', async () => {
    const body = (await (await chat(ask('Spanish', 'meme'))).json()) as { choices: { message: { content: string } }[] };
    expect(JSON.parse(body.choices[0]?.message.content ?? '')).toMatchObject({ meme: { topText: 'Yo cada lunes' } });
  });

  it("answers the writer's structured brief on its idea and in its format, and reads the context aloud in echo_context mode", async () => {
    const brief = {
      idea: 'ужин из курицы за 20 минут',
      language: 'ru',
      content_type: 'custom_script',
      trend: { title: 'Миф или факт', format: 'myth_busting' },
      creator_context: { use: 'STEERING ONLY', niche: 'Кулинария', blog: { topic: 'Шеф-повар 👨‍🍳 Готовлю просто' } },
    };
    const body = {
      model: 'm',
      messages: [
        { role: 'system', content: 'Write in Russian.' },
        { role: 'user', content: `Brief (JSON):\n${JSON.stringify(brief, null, 2)}\n\nNow write.` },
      ],
    };
    const read = async () =>
      JSON.parse(((await (await chat(body)).json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content ?? '') as {
        beats: { onScreenText: string; spokenLine: string }[];
      };
    llm.respondWith('ok');
    const script = await read();
    expect(script.beats.some((beat) => beat.onScreenText.startsWith('Миф'))).toBe(true);
    expect(script.beats.some((beat) => beat.onScreenText.startsWith('Факт'))).toBe(true);
    expect(script.beats[1]?.spokenLine).toContain('ужин из курицы за 20 минут');
    llm.respondWith('echo_context');
    const echoed = await read();
    expect(echoed.beats[1]?.spokenLine).toBe('Today: Шеф-повар 👨‍🍳 Готовлю просто');
    llm.respondWith('ok');
  });

  it('requires the bearer key', async () => {
    const before = llm.requests.length;
    const response = await chat(ask('English'), 'nope');
    expect(response.status).toBe(401);
    expect(llm.requests.length).toBe(before);
  });

  it('plays a queue of modes, then returns to the standing one', async () => {
    llm.respondWith(['429', '500', 'bad_json', 'fenced_json', 'wrong_shape']);
    const limited = await chat(ask('English'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await chat(ask('English'))).status).toBe(500);
    const bad = (await (await chat(ask('English'))).json()) as { choices: { message: { content: string } }[] };
    expect(() => JSON.parse(bad.choices[0]?.message.content ?? '')).toThrow();
    const fenced = (await (await chat(ask('English'))).json()) as { choices: { message: { content: string } }[] };
    expect(fenced.choices[0]?.message.content).toMatch(/^```json\n\{/);
    const wrong = (await (await chat(ask('English'))).json()) as { choices: { message: { content: string } }[] };
    expect(JSON.parse(wrong.choices[0]?.message.content ?? '')).not.toHaveProperty('beats');
    expect((await chat(ask('English'))).status).toBe(200);
  });

  it('never answers in timeout mode, and still closes cleanly', async () => {
    const slow = await startFakeLlm({ mode: 'timeout' });
    const pending = fetch(`${slow.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${slow.apiKey}` },
      body: JSON.stringify(ask('English')),
      signal: AbortSignal.timeout(200),
    });
    await expect(pending).rejects.toThrow();
    expect(slow.requests).toHaveLength(1);
    await slow.close();
  });

  it('rejects a body that is not a chat request', async () => {
    expect((await chat({ nope: true })).status).toBe(400);
    expect((await fetch(`${llm.url}/models`)).status).toBe(200);
    expect((await fetch(`${llm.url}/elsewhere`)).status).toBe(404);
  });
});
